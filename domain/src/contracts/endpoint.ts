import type * as z from "zod/mini";
import type { CallerAccess } from "../account.js";

/** HTTP methods the /v1 api uses. */
type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/**
 * Who may call an endpoint (ADR 102): anyone ("public"); anyone, with extra data for an active member's
 * bearer ("optional-member"); or only a bearer of the kinds and member states listed (`CallerAccess`,
 * e.g. `ACTIVE_MEMBERS` from account.ts). The api enforces it before any handler runs: no valid bearer
 * is 401 0109006, a caller the endpoint does not admit is 403 0109002.
 */
export type EndpointAccess = "public" | "optional-member" | CallerAccess;

/** Whether an endpoint needs a bearer (it admits only listed kinds of account). */
export function requiresAccount(access: EndpointAccess): access is CallerAccess {
  return typeof access === "object";
}

/**
 * One /v1 call, described once: the api answers values of `response`, the BFF validates what it
 * receives against it, and the OpenAPI document is generated from it. `path` uses OpenAPI's
 * `{name}` placeholders (`/services/{id}`); `query` and `body` describe what the api accepts.
 */
export interface Endpoint<
  Response extends z.ZodMiniType = z.ZodMiniType,
  Query extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  Body extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
> {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  /** One line for the REST reference. */
  readonly summary: string;
  /** The feature the call belongs to (the OpenAPI tag). */
  readonly tag: string;
  readonly access: EndpointAccess;
  readonly query?: Query;
  readonly body?: Body;
  readonly response: Response;
  /** The success status (200 unless stated; 201 for creations, 204 for no content). */
  readonly status?: 200 | 201 | 204;
  /**
   * Catalogue codes the call may answer besides 0109004 / 0109099 and, for a call that needs an account,
   * 0109006 and 0109002 (for the reference; the document adds those itself).
   */
  readonly errors?: readonly string[];
}

/** Declares an endpoint with its exact types kept (`endpoint.query` is its schema, not `| undefined`). */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

/** What every endpoint of a feature shares: its tag, its access (unless one states another) and error codes. */
export interface EndpointGroup {
  readonly tag: string;
  readonly access: EndpointAccess;
  /** Codes every endpoint of the group may answer, before the endpoint's own. */
  readonly errors?: readonly string[];
}

/** An endpoint of a group past its method and path: what the group fixes is left out (`access` may be stated). */
type GroupedEndpoint = Omit<Endpoint, "method" | "path" | "tag" | "access"> & {
  readonly access?: EndpointAccess;
};

/** An endpoint of a group as declared, with its method and path and the group's tag, access and errors. */
type EndpointOfGroup<M extends HttpMethod, P extends Endpoint["path"], E extends GroupedEndpoint> = Omit<
  E,
  "access" | "errors"
> & {
  readonly method: M;
  readonly path: P;
  readonly tag: string;
  readonly access: EndpointAccess;
  readonly errors?: readonly string[];
};

type Declare<M extends HttpMethod> = <const P extends Endpoint["path"], const E extends GroupedEndpoint>(
  path: P,
  endpoint: E,
) => EndpointOfGroup<M, P, E>;

/**
 * Declares the endpoints of one feature as a router would: `const bookmark = endpointGroup({ tag:
 * "bookmarks", access: "member" })`, then `bookmark.get("/services/bookmarks", { summary, response })`
 * states only what differs (exact types kept, as `defineEndpoint`).
 */
export function endpointGroup(group: EndpointGroup): {
  readonly get: Declare<"GET">;
  readonly post: Declare<"POST">;
  readonly put: Declare<"PUT">;
  readonly delete: Declare<"DELETE">;
} {
  const declare =
    <M extends HttpMethod>(method: M): Declare<M> =>
    (path, endpoint) => {
      const errors = [...(group.errors ?? []), ...(endpoint.errors ?? [])];
      return {
        ...endpoint,
        method,
        path,
        tag: group.tag,
        access: endpoint.access ?? group.access,
        ...(errors.length > 0 ? { errors } : {}),
      };
    };
  return { get: declare("GET"), post: declare("POST"), put: declare("PUT"), delete: declare("DELETE") };
}

/** The JSON value the api sends for an endpoint. */
export type ResponseOf<E extends Endpoint> = z.input<E["response"]>;
/** The value the BFF gets after validation. */
export type ParsedResponseOf<E extends Endpoint> = z.output<E["response"]>;

/** `{id}` style placeholders of a path, filled in and URI-encoded. */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/\{([a-zA-Z_]+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The express form of an OpenAPI path: `/services/{id}` → `/services/:id`. */
export function expressPath(path: string): string {
  return path.replace(/\{([a-zA-Z_]+)\}/g, ":$1");
}

import { API_TIMEOUT_MS } from "@iryo/domain/constants";
import { type Endpoint, fillPath, type ParsedResponseOf } from "@iryo/domain/contracts/endpoint";
import { errorOfIssues } from "@iryo/domain/error-catalogue";
import { GraphQLError } from "graphql";
import { contractBreach, errorFromNoResponse, errorFromResponse } from "./errors.js";
import { httpFetch } from "./http-fetch.js";
import { processLogger } from "./observability/logger.js";

export interface RestCallCounter {
  count: number;
}

export interface RestSourceOptions {
  readonly baseUrl: string;
  /** The member's id token, forwarded as Bearer when present. */
  readonly token?: string | undefined;
  /** Counts /v1 calls of this request (tests read it). */
  readonly counter?: RestCallCounter;
  readonly fetch?: typeof fetch;
  /** Where a response that breaks its contract is reported (default: the process's logger). */
  readonly log?: (message: string) => void;
}

type Query = Readonly<Record<string, string | number | undefined>>;

export interface CallInput {
  /** Values of the `{name}` placeholders of the endpoint's path. */
  readonly params?: Readonly<Record<string, string | number>>;
  readonly query?: Query;
  readonly body?: unknown;
}

/**
 * Base of every feature's /v1 data source: one place for timeouts, auth, error mapping and the
 * contract check. `call` validates each response against its endpoint's zod schema
 * (`@iryo/domain/contracts/*`); a response that breaks it is logged with the failing fields and
 * answered as a masked system error, never passed on as a wrong value.
 */
export class RestSource {
  constructor(protected readonly options: RestSourceOptions) {}

  protected async call<E extends Endpoint>(endpoint: E, input: CallInput = {}): Promise<ParsedResponseOf<E>> {
    if (endpoint.query && input.query) refuseUnacceptedQuery(endpoint.query, input.query);
    const path = fillPath(endpoint.path, input.params);
    const payload = await this.request(endpoint.method, path, input.query ?? {}, input.body);
    const parsed = endpoint.response.safeParse(payload);
    if (parsed.success) return parsed.data as ParsedResponseOf<E>;
    const fields = parsed.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`);
    (this.options.log ?? defaultLog)(
      `contract breach: ${endpoint.method} ${endpoint.path} answered a body that breaks its schema — ${fields.join("; ")}`,
    );
    throw contractBreach();
  }

  private async request(method: string, path: string, query: Query, body?: unknown): Promise<unknown> {
    const url = new URL(`/v1${path}`, this.options.baseUrl);
    // encodeURIComponent keeps dots: a "." or ".." argument would be resolved by the URL parser and
    // reach another route than the endpoint's (ADR 205). No record has such an id.
    if (url.pathname !== `/v1${path}`) throw errorFromResponse(404, null);
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = { accept: "application/json" };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (this.options.token) headers.authorization = `Bearer ${this.options.token}`;
    if (this.options.counter) this.options.counter.count += 1;

    let response: Response;
    try {
      response = await (this.options.fetch ?? httpFetch)(url, {
        method,
        headers,
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(API_TIMEOUT_MS),
      });
    } catch (error) {
      // A session fetch may answer with a GraphQL error of its own (UNAUTHENTICATED / 0201002).
      if (error instanceof GraphQLError) throw error;
      throw errorFromNoResponse();
    }
    if (response.status === 204) return null;
    const payload: unknown = await response.json().catch(() => null);
    if (!response.ok) throw errorFromResponse(response.status, payload);
    return payload;
  }
}

/**
 * Answers, without a call, a query the api's own schema refuses, as the api would (ADR 212): the api
 * reads its query from the URL, so a value far over its field's limit (a 20 KB keyword) makes a URL it
 * refuses before it validates (431), and the client saw a system error instead of the field's limit.
 * The values are checked as the api receives them, as strings.
 */
function refuseUnacceptedQuery(schema: NonNullable<Endpoint["query"]>, query: Query): void {
  const sent: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined) sent[key] = String(value);
  const parsed = schema.safeParse(sent);
  if (parsed.success) return;
  const { code, params } = errorOfIssues(parsed.error.issues);
  throw errorFromResponse(400, { error_code: code, error_params: params });
}

function defaultLog(message: string): void {
  processLogger().error(message);
}

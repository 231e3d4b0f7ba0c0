import { API_TIMEOUT_MS } from "@iryo/domain/constants";
import { GraphQLError } from "graphql";
import { errorFromNoResponse, errorFromResponse } from "./errors.js";

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
}

type Query = Readonly<Record<string, string | number | undefined>>;

/** Base of every feature's /v1 data source: one place for timeouts, auth and error mapping. */
export class RestSource {
  constructor(protected readonly options: RestSourceOptions) {}

  protected get<T>(path: string, query: Query = {}): Promise<T> {
    return this.request<T>("GET", path, query);
  }

  protected post<T>(path: string, body?: unknown): Promise<T> {
    return this.request<T>("POST", path, {}, body);
  }

  protected put<T>(path: string, body?: unknown): Promise<T> {
    return this.request<T>("PUT", path, {}, body);
  }

  private async request<T>(method: string, path: string, query: Query, body?: unknown): Promise<T> {
    const url = new URL(`/v1${path}`, this.options.baseUrl);
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = { accept: "application/json" };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (this.options.token) headers.authorization = `Bearer ${this.options.token}`;
    if (this.options.counter) this.options.counter.count += 1;

    let response: Response;
    try {
      response = await (this.options.fetch ?? fetch)(url, {
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
    const payload: unknown = await response.json().catch(() => null);
    if (!response.ok) throw errorFromResponse(response.status, payload);
    return payload as T;
  }
}

import http from "node:http";
import https from "node:https";
import { Readable } from "node:stream";

/**
 * How the BFF calls the api by default: `fetch`'s interface (the session, the data sources and the
 * proxies are written against it, and tests inject their own) over node:http with a keep-alive agent.
 * Node's built-in fetch costs about 0.2–0.35 ms more CPU per call (web streams, its own request
 * objects), and a cache-missing home query makes six calls (ADR 096).
 *
 * What it does not do, because the /v1 api never needs it: follow redirects (a 3xx is answered as it
 * is), send a `Request` object or a streamed body (both go to the built-in fetch), or decompress.
 * A JSON answer is read whole before it resolves; any other body (a download) streams.
 */
const HTTP_AGENT = new http.Agent({ keepAlive: true, maxSockets: 256 });
const HTTPS_AGENT = new https.Agent({ keepAlive: true, maxSockets: 256 });

/** Statuses whose Response may carry no body. */
const NULL_BODY_STATUS = new Set([101, 204, 205, 304]);

function isSimpleBody(body: RequestInit["body"]): body is string | Uint8Array | undefined | null {
  return body === undefined || body === null || typeof body === "string" || body instanceof Uint8Array;
}

function headersOf(raw: readonly string[]): Headers {
  const headers = new Headers();
  for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i] ?? "", raw[i + 1] ?? "");
  return headers;
}

export const httpFetch: typeof fetch = (input, init = {}) => {
  if (input instanceof Request || !isSimpleBody(init.body)) return fetch(input, init);
  const url = input instanceof URL ? input : new URL(input);
  if (url.protocol !== "http:" && url.protocol !== "https:") return fetch(input, init);
  const secure = url.protocol === "https:";
  const signal = init.signal ?? undefined;
  if (signal?.aborted) return Promise.reject(signal.reason);

  return new Promise<Response>((resolve, reject) => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const options = { method: init.method ?? "GET", headers };
    const request = secure
      ? https.request(url, { ...options, agent: HTTPS_AGENT })
      : http.request(url, { ...options, agent: HTTP_AGENT });
    const onAbort = () => {
      request.destroy(signal?.reason instanceof Error ? signal.reason : new Error("aborted"));
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
    const settle = () => signal?.removeEventListener("abort", onAbort);
    request.on("error", (error) => {
      settle();
      reject(new TypeError("fetch failed", { cause: error }));
    });
    request.on("response", (response) => {
      const status = response.statusCode ?? 0;
      const answer = (body: ConstructorParameters<typeof Response>[0]) => {
        try {
          resolve(
            new Response(body, {
              status,
              statusText: response.statusMessage ?? "",
              headers: headersOf(response.rawHeaders),
            }),
          );
        } catch (error) {
          reject(error);
        }
      };
      if (NULL_BODY_STATUS.has(status)) {
        response.resume();
        response.on("end", settle);
        answer(null);
        return;
      }
      if (!(response.headers["content-type"] ?? "").includes("json")) {
        // A download: streamed as it comes; the signal still aborts it (as fetch's does).
        response.on("end", settle);
        response.on("close", settle);
        answer(Readable.toWeb(response));
        return;
      }
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", (error) => {
        settle();
        reject(new TypeError("fetch failed", { cause: error }));
      });
      response.on("end", () => {
        settle();
        answer(Buffer.concat(chunks));
      });
    });
    request.end(init.body ?? undefined);
  });
};

import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { API_TIMEOUT_MS } from "@iryo/domain/constants";
import { type Request, type RequestHandler, type Response, Router } from "express";
import { expressCookieJar } from "../../lib/session/cookies.js";
import type { SessionManager } from "../../lib/session/session.js";
import { passHeaders } from "../../lib/upstream.js";

/** Headers of the api's download that the browser gets. */
const PASSED_HEADERS = ["content-type", "content-disposition", "content-length", "cache-control"] as const;

/**
 * The browser's downloads (ADR 062): plain GETs on the site origin that the BFF forwards to the api with
 * the member's session, piping the bytes through as they come (a zip is never held here). None of them
 * changes anything: a material download's leads are recorded by its mutation (ADR 209). A failure sends
 * the browser to the page that explains it instead of a JSON body.
 */
export function downloadProxy(apiUrl: string, sessions: SessionManager): Router {
  const router = Router();
  const forward =
    (apiPath: (req: Request) => string, forbiddenTo: (req: Request) => string = consentPage): RequestHandler =>
    async (req, res) => {
      const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? "")?.[1];
      const session = sessions.forRequest(expressCookieJar(req, res), bearer, req.socket.remoteAddress);
      let upstream: globalThis.Response;
      try {
        upstream = await session.fetch(new URL(apiPath(req), apiUrl), { signal: AbortSignal.timeout(API_TIMEOUT_MS) });
      } catch {
        // The session could not be kept alive (0201002): log in again and come back.
        redirectToLogin(req, res);
        return;
      }
      if (!upstream.ok || !upstream.body) {
        await upstream.body?.cancel();
        if (upstream.status === 401) redirectToLogin(req, res);
        else if (upstream.status === 404) res.redirect(303, "/error/404");
        else if (upstream.status === 403) res.redirect(303, forbiddenTo(req));
        else
          res
            .status(upstream.status === 400 ? 400 : 502)
            .type("text/plain; charset=utf-8")
            .send("ダウンロードできませんでした。");
        return;
      }
      res.status(200);
      passHeaders(upstream, res, PASSED_HEADERS);
      res.setHeader("x-content-type-options", "nosniff");
      try {
        await pipeline(Readable.fromWeb(upstream.body as WebReadableStream), res);
      } catch {
        res.destroy();
      }
    };

  // A recorded material download (ADR 209): the mutation that recorded its leads answered this one-time
  // URL; fetching it streams the bytes and records nothing more.
  router.get(
    "/downloads/materials/:ticket",
    forward(
      (req) => `/v1/material-downloads?ticket=${encodeURIComponent(String(req.params.ticket))}`,
      () => "/error/403",
    ),
  );
  // The old download links, still in bookmarks and other sites' pages: a GET records no lead (ADR 209), so
  // each goes to the page whose button downloads.
  router.get("/downloads/services/:id/materials", (req, res) => {
    const id = String(req.params.id);
    res.redirect(303, /^[1-9][0-9]{0,9}$/.test(id) ? `/services/material_download/${id}` : backTo(req));
  });
  router.get(["/downloads/services/materials", "/downloads/material-files/:id"], (req, res) => {
    res.redirect(303, backTo(req));
  });
  // A provider's lead export (ADR 151): the api's CSV as it is (UTF-8 with BOM, CRLF).
  router.get(
    "/downloads/provider/leads.csv",
    forward(
      (req) => `/v1/provider/leads/export?kind=${encodeURIComponent(String(req.query.kind ?? ""))}`,
      () => "/error/403",
    ),
  );
  // A seminar's enrolment list (ADR 162): the api's CSV as it is (UTF-8 with BOM, CRLF).
  router.get(
    "/downloads/provider/seminars/:id/enrollments.csv",
    forward(
      (req) => `/v1/provider/seminars/${encodeURIComponent(String(req.params.id))}/enrollments/csv`,
      () => "/error/403",
    ),
  );
  // The 稟議 sheets (ADR 155): the compare page's for anyone, the consideration list's for its member.
  router.get(
    "/downloads/comparison-sheet",
    forward(
      (req) =>
        `/v1/comparison-sheet?ids=${encodeURIComponent(String(req.query.ids ?? ""))}&format=${encodeURIComponent(String(req.query.format ?? ""))}`,
    ),
  );
  router.get(
    "/downloads/consideration-sheet",
    forward((req) => `/v1/consideration-list/sheet?format=${encodeURIComponent(String(req.query.format ?? ""))}`),
  );
  return router;
}

/** A refused material download: back to where it started, to give the consent first. */
function consentPage(req: Request): string {
  return `${backTo(req)}?consent=required`;
}

/** The page a download came from (its `from` query: a material page or /compare), else the consideration list. */
function backTo(req: Request): string {
  const from = typeof req.query.from === "string" ? req.query.from : "";
  return /^\/(services\/material_download\/\d+|review|compare)$/.test(from) ? from : "/review";
}

function redirectToLogin(req: Request, res: Response): void {
  res.redirect(303, `/login?redirect=${encodeURIComponent(backTo(req))}`);
}

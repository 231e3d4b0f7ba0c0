import { expressPath } from "@iryo/domain/contracts/endpoint";
import {
  exportProviderLeads,
  getProviderAnalytics,
  listProviderLeads,
  recordServiceEvent,
} from "@iryo/domain/contracts/provider-insights";
import { Router } from "express";
import { authOf } from "../../lib/auth/require-auth.js";
import { send, validate } from "../../lib/http.js";
import type { ProviderInsightsService } from "./provider-insights.service.js";

/** The portal's own service events, and a provider's analytics and leads (ADR 151). */
export function providerInsightsRoutes(service: ProviderInsightsService): Router {
  const router = Router();
  router.post(expressPath(recordServiceEvent.path), validate(recordServiceEvent), async (req, res) => {
    const { params, body } = res.locals.input;
    send(
      res,
      recordServiceEvent,
      await service.recordEvent(params.id, body.kind, body.visitor_key, req.ip ?? "unknown"),
    );
  });
  router.get(expressPath(getProviderAnalytics.path), validate(getProviderAnalytics), async (_req, res) => {
    const { query } = res.locals.input;
    send(res, getProviderAnalytics, await service.analytics(authOf(res), query.service_id, query.weeks));
  });
  router.get(expressPath(listProviderLeads.path), validate(listProviderLeads), async (_req, res) => {
    const { query } = res.locals.input;
    send(res, listProviderLeads, await service.leads(authOf(res), query.kind, query));
  });
  router.get(expressPath(exportProviderLeads.path), validate(exportProviderLeads), async (_req, res) => {
    const csv = await service.leadsCsv(authOf(res), res.locals.input.query.kind);
    res.attachment(csv.fileName);
    res.type("text/csv; charset=utf-8");
    res.set("Cache-Control", "private, no-store");
    res.send(Buffer.from(csv.body, "utf8"));
  });
  return router;
}

import { expressPath } from "@iryo/domain/contracts/endpoint";
import { searchHints, searchSuggestions } from "@iryo/domain/contracts/search";
import { Router } from "express";
import { send, validate } from "../../lib/http.js";
import type { SuggestionsService } from "./suggestions.service.js";

/**
 * GET /searches/suggestions (the header box's suggestions) and /searches/hints (もしかして and related
 * categories when a search finds nothing); keyword ≤ 50, else 0101004 (ADR 159).
 */
export function suggestionsRoutes(service: SuggestionsService): Router {
  const router = Router();
  router.get(expressPath(searchSuggestions.path), validate(searchSuggestions), async (_req, res) => {
    send(res, searchSuggestions, await service.suggest(res.locals.input.query.keyword));
  });
  router.get(expressPath(searchHints.path), validate(searchHints), async (_req, res) => {
    send(res, searchHints, await service.hints(res.locals.input.query.keyword));
  });
  return router;
}

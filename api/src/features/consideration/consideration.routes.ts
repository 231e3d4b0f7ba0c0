import { COMPARE_MAX } from "@iryo/domain/constants";
import { considerationSheet } from "@iryo/domain/contracts/comparison-sheet";
import {
  addToConsideration,
  listConsideration,
  removeFromConsideration,
  saveConsiderationNote,
} from "@iryo/domain/contracts/consideration";
import { expressPath } from "@iryo/domain/contracts/endpoint";
import { Router } from "express";
import { AppError } from "../../lib/app-error.js";
import { memberOf } from "../../lib/auth/member-of.js";
import type { ComparisonSheets } from "../../lib/comparison-sheet/comparison-sheets.js";
import { sendSheet } from "../../lib/comparison-sheet/send-sheet.js";
import { send, validate } from "../../lib/http.js";
import type { ConsiderationService } from "./consideration.service.js";

export function considerationRoutes(service: ConsiderationService, sheets: ComparisonSheets): Router {
  const router = Router();
  // The 稟議 sheet of the list's latest candidates (as many as /compare holds; ADR 155).
  router.get(expressPath(considerationSheet.path), validate(considerationSheet), async (_req, res) => {
    const { userId } = memberOf(res);
    const { services } = await service.list(userId);
    if (services.length === 0) throw new AppError("0304001");
    const candidates = services.slice(0, COMPARE_MAX);
    const ids = candidates.map((s) => s.service_id);
    const notes = candidates.map((s) => s.note);
    const format = res.locals.input.query.format;
    sendSheet(res, await sheets.build(ids, format, "検討リスト比較表（稟議用）", notes, userId));
  });
  router.get(expressPath(listConsideration.path), validate(listConsideration), async (_req, res) => {
    send(res, listConsideration, await service.list(memberOf(res).userId));
  });
  router.put(expressPath(addToConsideration.path), validate(addToConsideration), async (_req, res) => {
    send(res, addToConsideration, await service.add(memberOf(res).userId, res.locals.input.params.id));
  });
  router.put(expressPath(saveConsiderationNote.path), validate(saveConsiderationNote), async (_req, res) => {
    const { params, body } = res.locals.input;
    send(res, saveConsiderationNote, await service.saveNote(memberOf(res).userId, params.id, body.note));
  });
  router.delete(expressPath(removeFromConsideration.path), validate(removeFromConsideration), async (_req, res) => {
    send(res, removeFromConsideration, await service.remove(memberOf(res).userId, res.locals.input.params.id));
  });
  return router;
}

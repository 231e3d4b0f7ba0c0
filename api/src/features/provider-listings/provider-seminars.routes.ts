import { expressPath } from "@iryo/domain/contracts/endpoint";
import {
  createSeminarDraft,
  exportSeminarEnrollments,
  getEditableSeminar,
  getSeminarChange,
  listOwnSeminars,
  listSeminarEnrollments,
  saveSeminarDraft,
  submitSeminarChange,
  updateSeminarChange,
  withdrawSeminarChange,
} from "@iryo/domain/contracts/provider-seminars";
import { Router } from "express";
import { authOf } from "../../lib/auth/require-auth.js";
import { send, validate } from "../../lib/http.js";
import type { ProviderSeminarsService } from "./provider-seminars.service.js";

/** The provider console's seminars (ADR 162). */
export function providerSeminarsRoutes(service: ProviderSeminarsService): Router {
  const router = Router();
  router.get(expressPath(listOwnSeminars.path), validate(listOwnSeminars), async (_req, res) => {
    send(res, listOwnSeminars, await service.list(authOf(res)));
  });
  router.post(expressPath(createSeminarDraft.path), validate(createSeminarDraft), async (_req, res) => {
    send(res, createSeminarDraft, await service.createDraft(authOf(res), res.locals.input.body));
  });
  router.get(expressPath(exportSeminarEnrollments.path), validate(exportSeminarEnrollments), async (_req, res) => {
    const csv = await service.enrollmentsCsv(authOf(res), res.locals.input.params.id);
    res.attachment(csv.fileName);
    res.type("text/csv; charset=utf-8");
    res.set("Cache-Control", "private, no-store");
    res.send(Buffer.from(csv.body, "utf8"));
  });
  router.get(expressPath(listSeminarEnrollments.path), validate(listSeminarEnrollments), async (_req, res) => {
    send(res, listSeminarEnrollments, await service.enrollments(authOf(res), res.locals.input.params.id));
  });
  router.get(expressPath(getEditableSeminar.path), validate(getEditableSeminar), async (_req, res) => {
    send(res, getEditableSeminar, await service.editableSeminar(authOf(res), res.locals.input.params.id));
  });
  router.put(expressPath(saveSeminarDraft.path), validate(saveSeminarDraft), async (_req, res) => {
    const { params, body } = res.locals.input;
    send(res, saveSeminarDraft, await service.saveDraft(authOf(res), params.id, body));
  });
  router.get(expressPath(getSeminarChange.path), validate(getSeminarChange), async (_req, res) => {
    send(res, getSeminarChange, await service.editableChange(authOf(res), res.locals.input.params.id));
  });
  router.put(expressPath(updateSeminarChange.path), validate(updateSeminarChange), async (_req, res) => {
    const { params, body } = res.locals.input;
    send(res, updateSeminarChange, await service.updateDraft(authOf(res), params.id, body));
  });
  router.post(expressPath(submitSeminarChange.path), validate(submitSeminarChange), async (_req, res) => {
    send(res, submitSeminarChange, await service.submit(authOf(res), res.locals.input.params.id));
  });
  router.delete(expressPath(withdrawSeminarChange.path), validate(withdrawSeminarChange), async (_req, res) => {
    send(res, withdrawSeminarChange, await service.withdraw(authOf(res), res.locals.input.params.id));
  });
  return router;
}

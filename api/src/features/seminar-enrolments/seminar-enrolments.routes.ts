import { expressPath } from "@iryo/domain/contracts/endpoint";
import {
  cancelSeminarEnrolment,
  enrolSeminar,
  seminarEnrolmentState,
  seminarsAppliedByUser,
} from "@iryo/domain/contracts/seminar-enrolments";
import { type RequestHandler, Router } from "express";
import { memberOf } from "../../lib/auth/require-member.js";
import { parseId, parseOrThrow, send } from "../../lib/http.js";
import type { SeminarEnrolmentsService } from "./seminar-enrolments.service.js";

/** Register before the seminars routes: /seminars/applied-by-user is a fixed path. */
export function seminarEnrolmentsRoutes(service: SeminarEnrolmentsService, requireAuth: RequestHandler): Router {
  const router = Router();
  router.get(expressPath(seminarsAppliedByUser.path), requireAuth, async (req, res) => {
    const { userId } = memberOf(res);
    send(
      res,
      seminarsAppliedByUser,
      await service.appliedBy(userId, parseOrThrow(seminarsAppliedByUser.query, req.query)),
    );
  });
  router.post(expressPath(enrolSeminar.path), requireAuth, async (req, res) => {
    const { userId } = memberOf(res);
    send(res, enrolSeminar, await service.enrol(userId, parseId(req.params.id)));
  });
  router.delete(expressPath(cancelSeminarEnrolment.path), requireAuth, async (req, res) => {
    const { userId } = memberOf(res);
    send(res, cancelSeminarEnrolment, await service.cancel(userId, parseId(req.params.id)));
  });
  router.get(expressPath(seminarEnrolmentState.path), requireAuth, async (req, res) => {
    const { userId } = memberOf(res);
    send(res, seminarEnrolmentState, await service.state(userId, parseId(req.params.id)));
  });
  return router;
}

import {
  cancelSeminarEnrolment,
  enrolSeminar,
  seminarEnrolmentState,
  seminarsAppliedByUser,
} from "@iryo/domain/contracts/seminar-enrolments";
import type { RequestHandler, Router } from "express";
import { memberRouter } from "../../lib/auth/member-of.js";
import { parseOrThrow } from "../../lib/http.js";
import type { SeminarEnrolmentsService } from "./seminar-enrolments.service.js";

/** Register before the seminars routes: /seminars/applied-by-user is a fixed path. */
export function seminarEnrolmentsRoutes(service: SeminarEnrolmentsService, requireAuth: RequestHandler): Router {
  const { router, member, memberRow } = memberRouter(requireAuth);
  member(seminarsAppliedByUser, (userId, req) =>
    service.appliedBy(userId, parseOrThrow(seminarsAppliedByUser.query, req.query)),
  );
  memberRow(enrolSeminar, (userId, id) => service.enrol(userId, id));
  memberRow(cancelSeminarEnrolment, (userId, id) => service.cancel(userId, id));
  memberRow(seminarEnrolmentState, (userId, id) => service.state(userId, id));
  return router;
}

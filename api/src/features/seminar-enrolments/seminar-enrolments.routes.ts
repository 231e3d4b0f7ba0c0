import {
  cancelSeminarEnrolment,
  enrolSeminar,
  seminarEnrolmentState,
  seminarsAppliedByUser,
} from "@iryo/domain/contracts/seminar-enrolments";
import type { RequestHandler, Router } from "express";
import { forMember, forMemberRow } from "../../lib/auth/member-of.js";
import { contractRouter, parseOrThrow } from "../../lib/http.js";
import type { SeminarEnrolmentsService } from "./seminar-enrolments.service.js";

/** Register before the seminars routes: /seminars/applied-by-user is a fixed path. */
export function seminarEnrolmentsRoutes(service: SeminarEnrolmentsService, requireAuth: RequestHandler): Router {
  const { router, on } = contractRouter();
  on(
    seminarsAppliedByUser,
    requireAuth,
    forMember((userId, req) => service.appliedBy(userId, parseOrThrow(seminarsAppliedByUser.query, req.query))),
  );
  on(
    enrolSeminar,
    requireAuth,
    forMemberRow((userId, id) => service.enrol(userId, id)),
  );
  on(
    cancelSeminarEnrolment,
    requireAuth,
    forMemberRow((userId, id) => service.cancel(userId, id)),
  );
  on(
    seminarEnrolmentState,
    requireAuth,
    forMemberRow((userId, id) => service.state(userId, id)),
  );
  return router;
}

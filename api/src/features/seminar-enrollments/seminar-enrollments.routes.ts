import { expressPath } from "@iryo/domain/contracts/endpoint";
import {
  cancelSeminarEnrollment,
  enrollSeminar,
  seminarEnrollmentState,
  seminarsAppliedByUser,
} from "@iryo/domain/contracts/seminar-enrollments";
import { Router } from "express";
import { memberOf } from "../../lib/auth/member-of.js";
import { send, validate } from "../../lib/http.js";
import type { SeminarEnrollmentsService } from "./seminar-enrollments.service.js";

export function seminarEnrollmentsRoutes(service: SeminarEnrollmentsService): Router {
  const router = Router();
  router.get(expressPath(seminarsAppliedByUser.path), validate(seminarsAppliedByUser), async (_req, res) => {
    send(res, seminarsAppliedByUser, await service.appliedBy(memberOf(res).userId, res.locals.input.query));
  });
  // The body is a consent tick, not a form: a missing one answers 0701007 without field errors.
  router.post(expressPath(enrollSeminar.path), validate(enrollSeminar, { fieldErrors: false }), async (_req, res) => {
    send(res, enrollSeminar, await service.enroll(memberOf(res), res.locals.input.params.id));
  });
  router.delete(expressPath(cancelSeminarEnrollment.path), validate(cancelSeminarEnrollment), async (_req, res) => {
    send(res, cancelSeminarEnrollment, await service.cancel(memberOf(res).userId, res.locals.input.params.id));
  });
  router.get(expressPath(seminarEnrollmentState.path), validate(seminarEnrollmentState), async (_req, res) => {
    send(res, seminarEnrollmentState, await service.state(memberOf(res).userId, res.locals.input.params.id));
  });
  return router;
}

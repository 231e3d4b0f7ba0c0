import { Router } from "express";
import type { Kysely } from "kysely";
import type { Database } from "./db/schema.js";
import { conciergeRoutes } from "./features/concierge/concierge.routes.js";
import { createConciergeService } from "./features/concierge/concierge.service.js";
import { considerationRoutes } from "./features/consideration/consideration.routes.js";
import { createConsiderationService } from "./features/consideration/consideration.service.js";
import { createSeminarEnrolmentsRepository } from "./features/seminar-enrolments/seminar-enrolments.repository.js";
import { seminarEnrolmentsRoutes } from "./features/seminar-enrolments/seminar-enrolments.routes.js";
import { createSeminarEnrolmentsService } from "./features/seminar-enrolments/seminar-enrolments.service.js";
import type { AuthKit } from "./lib/auth/auth-kit.js";
import type { ConfigDocuments } from "./lib/config-documents.js";
import type { Mailer } from "./lib/mail/mailer.js";

/** Seminar enrolment, concierge requests and the consideration list: member calls (ADR 062–064). */
export function memberFeatureRoutes(deps: {
  db: Kysely<Database>;
  kit: AuthKit;
  mailer: Mailer;
  configDocuments: ConfigDocuments;
  log: (message: string, error: unknown) => void;
}): Router {
  const { db, kit, mailer, configDocuments, log } = deps;
  const { now, publicWebUrl } = kit.settings;
  const router = Router();
  router.use(
    seminarEnrolmentsRoutes(
      createSeminarEnrolmentsService({
        repo: createSeminarEnrolmentsRepository(db),
        mailer,
        now,
        webUrl: publicWebUrl,
        log,
      }),
      kit.requireAuth,
    ),
  );
  router.use(conciergeRoutes(createConciergeService({ db, mailer, configDocuments, log }), kit.requireAuth));
  router.use(considerationRoutes(createConsiderationService({ db, now }), kit.requireAuth));
  return router;
}

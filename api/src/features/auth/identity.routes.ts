import { Router } from "express";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import type { AuthKit } from "../../lib/auth/auth-kit.js";
import type { ConfigDocuments } from "../../lib/config-documents.js";
import type { Mailer } from "../../lib/mail/mailer.js";
import { createMembersRepository } from "../members/members.repository.js";
import { membersRoutes } from "../members/members.routes.js";
import { createMembersService } from "../members/members.service.js";
import { authRoutes } from "./auth.routes.js";
import { createAuthService } from "./auth.service.js";

/** /auth/* (the identity provider) and the member routes (/users/*, /membership*). */
export function identityRoutes(deps: {
  db: Kysely<Database>;
  kit: AuthKit;
  mailer: Mailer;
  configDocuments: ConfigDocuments;
}): Router {
  const { db, kit, mailer, configDocuments } = deps;
  const router = Router();
  router.use(
    authRoutes(createAuthService({ db, settings: kit.settings, tokens: kit.tokens, mailer }), kit.requireAuth),
  );
  router.use(
    membersRoutes(
      createMembersService({ repo: createMembersRepository(db), configDocuments, now: kit.settings.now }),
      kit.requireAuth,
    ),
  );
  return router;
}

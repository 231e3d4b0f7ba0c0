import { membershipFormSchema } from "@iryo/domain/validation/membership-form";
import { withdrawalSchema } from "@iryo/domain/withdrawal";
import { type RequestHandler, Router } from "express";
import { AppError } from "../../lib/app-error.js";
import { authOf } from "../../lib/auth/require-auth.js";
import { parseFormOrThrow } from "../../lib/http.js";
import { membershipFormInput } from "./members.schemas.js";
import type { MembersService } from "./members.service.js";

/** Parses the membership form; field errors carry the field names the client sent. */
function parseMembershipForm(body: unknown) {
  const { input, renamed } = membershipFormInput(body);
  try {
    return parseFormOrThrow(membershipFormSchema, input);
  } catch (error) {
    const fieldErrors = error instanceof AppError ? error.extras.fieldErrors : undefined;
    if (!(error instanceof AppError) || !fieldErrors || renamed.size === 0) throw error;
    const named = Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [renamed.get(k) ?? k, v]));
    throw new AppError(error.code, error.vars, { ...error.extras, fieldErrors: named });
  }
}

export function membersRoutes(service: MembersService, requireAuth: RequestHandler): Router {
  const router = Router();
  const ip = (req: { ip?: string | undefined }) => req.ip ?? null;

  router.get("/users/login_info", requireAuth, async (_req, res) => {
    res.json(await service.loginInfo(authOf(res)));
  });
  router.post("/users/agree-term-of-usage", requireAuth, async (req, res) => {
    res.json(await service.agreeTermsOfUsage(authOf(res), ip(req)));
  });
  router.get("/membership", requireAuth, async (_req, res) => {
    res.json(await service.membership(authOf(res)));
  });
  router.post("/membership", requireAuth, async (req, res) => {
    const form = parseMembershipForm(req.body);
    res.status(201).json(await service.register(authOf(res), form, ip(req)));
  });
  router.put("/membership/change-pre-member-information", requireAuth, async (req, res) => {
    const form = parseMembershipForm(req.body);
    res.json(await service.changePreMemberInformation(authOf(res), form, ip(req)));
  });
  router.post("/membership/withdraw", requireAuth, async (req, res) => {
    const withdrawal = parseFormOrThrow(withdrawalSchema, req.body);
    await service.withdraw(authOf(res), withdrawal, ip(req));
    res.json({});
  });
  return router;
}

import { expressPath } from "@iryo/domain/contracts/endpoint";
import {
  agreeTermsOfUsage,
  changePreMemberInformation,
  getMembership,
  loginInfo,
  registerMembership,
  withdrawMembership,
} from "@iryo/domain/contracts/members";
import { type RequestHandler, Router } from "express";
import { AppError } from "../../lib/app-error.js";
import { authOf } from "../../lib/auth/require-auth.js";
import { parseFormOrThrow, send } from "../../lib/http.js";
import { membershipFormInput } from "./members.schemas.js";
import type { MembersService } from "./members.service.js";

/** Parses the membership form; field errors carry the field names the client sent. */
function parseMembershipForm(body: unknown) {
  const { input, renamed } = membershipFormInput(body);
  try {
    return parseFormOrThrow(registerMembership.body, input);
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

  router.get(expressPath(loginInfo.path), requireAuth, async (_req, res) => {
    send(res, loginInfo, await service.loginInfo(authOf(res)));
  });
  router.post(expressPath(agreeTermsOfUsage.path), requireAuth, async (req, res) => {
    send(res, agreeTermsOfUsage, await service.agreeTermsOfUsage(authOf(res), ip(req)));
  });
  router.get(expressPath(getMembership.path), requireAuth, async (_req, res) => {
    send(res, getMembership, await service.membership(authOf(res)));
  });
  router.post(expressPath(registerMembership.path), requireAuth, async (req, res) => {
    const form = parseMembershipForm(req.body);
    send(res, registerMembership, await service.register(authOf(res), form, ip(req)));
  });
  router.put(expressPath(changePreMemberInformation.path), requireAuth, async (req, res) => {
    const form = parseMembershipForm(req.body);
    send(res, changePreMemberInformation, await service.changePreMemberInformation(authOf(res), form, ip(req)));
  });
  router.post(expressPath(withdrawMembership.path), requireAuth, async (req, res) => {
    const withdrawal = parseFormOrThrow(withdrawMembership.body, req.body);
    await service.withdraw(authOf(res), withdrawal, ip(req));
    send(res, withdrawMembership, {});
  });
  return router;
}

import { expressPath } from "@iryo/domain/contracts/endpoint";
import {
  agreeTermsOfUsage,
  changePreMemberInformation,
  getMembership,
  loginInfo,
  MEMBERSHIP_FORM_ALIASES,
  registerMembership,
  updateMembership,
  withdrawMembership,
} from "@iryo/domain/contracts/membership";
import { Router } from "express";
import { memberOf } from "../../lib/auth/member-of.js";
import { authOf } from "../../lib/auth/require-auth.js";
import { send, validate } from "../../lib/http.js";
import type { MembershipService } from "./membership.service.js";

/** Registration, completion of a pre-member, terms, the member's basic information and withdrawal. */
export function membershipRoutes(service: MembershipService): Router {
  const router = Router();
  const ip = (req: { ip?: string | undefined }) => req.ip ?? null;
  const aliases = MEMBERSHIP_FORM_ALIASES;

  router.get(expressPath(loginInfo.path), validate(loginInfo), async (_req, res) => {
    send(res, loginInfo, await service.loginInfo(authOf(res)));
  });
  router.post(expressPath(agreeTermsOfUsage.path), validate(agreeTermsOfUsage), async (req, res) => {
    send(res, agreeTermsOfUsage, await service.agreeTermsOfUsage(authOf(res), ip(req)));
  });
  router.get(expressPath(getMembership.path), validate(getMembership), async (_req, res) => {
    send(res, getMembership, await service.membership(authOf(res)));
  });
  router.post(expressPath(registerMembership.path), validate(registerMembership, { aliases }), async (req, res) => {
    send(res, registerMembership, await service.register(authOf(res), res.locals.input.body, ip(req)));
  });
  router.put(
    expressPath(changePreMemberInformation.path),
    validate(changePreMemberInformation, { aliases }),
    async (req, res) => {
      const form = res.locals.input.body;
      send(res, changePreMemberInformation, await service.changePreMemberInformation(authOf(res), form, ip(req)));
    },
  );
  router.put(expressPath(updateMembership.path), validate(updateMembership, { aliases }), async (_req, res) => {
    send(res, updateMembership, await service.update(memberOf(res).userId, res.locals.input.body));
  });
  router.post(expressPath(withdrawMembership.path), validate(withdrawMembership), async (req, res) => {
    await service.withdraw(authOf(res), res.locals.input.body, ip(req));
    send(res, withdrawMembership, {});
  });
  return router;
}

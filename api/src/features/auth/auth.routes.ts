import {
  changeEmail,
  changePassword,
  confirmCodeUpdate,
  confirmSignUp,
  forgetPassword,
  jwks,
  refreshTokens,
  resendCode,
  resetPassword,
  sessionAlive,
  signIn,
  signOut,
  signUp,
} from "@iryo/domain/contracts/auth";
import { expressPath } from "@iryo/domain/contracts/endpoint";
import { Router } from "express";
import { authOf } from "../../lib/auth/require-auth.js";
import { send, validate } from "../../lib/http.js";
import type { AuthService } from "./auth.service.js";

/** The identity provider: `/auth/...` (the spec's `{idp}` segment is `auth`). Form calls answer `{}`. */
export function authRoutes(service: AuthService): Router {
  const router = Router();
  const ip = (req: { ip?: string | undefined }) => req.ip ?? null;

  router.post(expressPath(signUp.path), validate(signUp), async (req, res) => {
    const { email, password } = res.locals.input.body;
    await service.signUp(email, password, ip(req));
    send(res, signUp, {});
  });
  router.post(expressPath(resendCode.path), validate(resendCode), async (req, res) => {
    await service.resendCode(res.locals.input.body.email, ip(req));
    send(res, resendCode, {});
  });
  router.post(expressPath(confirmSignUp.path), validate(confirmSignUp), async (req, res) => {
    const { email, code } = res.locals.input.body;
    await service.confirmSignUp(email, code, ip(req));
    send(res, confirmSignUp, {});
  });
  router.post(expressPath(signIn.path), validate(signIn), async (req, res) => {
    const { email, password } = res.locals.input.body;
    send(res, signIn, await service.signIn(email, password, ip(req)));
  });
  router.post(expressPath(refreshTokens.path), validate(refreshTokens), async (req, res) => {
    send(res, refreshTokens, await service.refresh(res.locals.input.body.refresh_token, ip(req)));
  });
  router.post(expressPath(signOut.path), validate(signOut), async (req, res) => {
    await service.signOut(res.locals.input.body.refresh_token, ip(req));
    send(res, signOut, null);
  });
  // 204 while the id token's session is live (the access guard has checked it): the BFF checks this
  // (cached briefly) before it trusts a token for decisions of its own (ADR 050).
  router.get(expressPath(sessionAlive.path), validate(sessionAlive), (_req, res) => {
    res.set("Cache-Control", "no-store");
    send(res, sessionAlive, null);
  });
  router.get(expressPath(jwks.path), validate(jwks), async (_req, res) => {
    res.set("Cache-Control", "public, max-age=300");
    send(res, jwks, await service.jwks());
  });
  router.post(expressPath(forgetPassword.path), validate(forgetPassword), async (req, res) => {
    await service.forgetPassword(res.locals.input.body.email, ip(req));
    send(res, forgetPassword, {});
  });
  router.post(expressPath(resetPassword.path), validate(resetPassword), async (req, res) => {
    const { token, password } = res.locals.input.body;
    await service.resetPassword(token, password, ip(req));
    send(res, resetPassword, {});
  });
  router.post(expressPath(changePassword.path), validate(changePassword), async (req, res) => {
    const { accountId, sessionId } = authOf(res);
    const { current_password, new_password } = res.locals.input.body;
    await service.changePassword(accountId, sessionId, current_password, new_password, ip(req));
    send(res, changePassword, {});
  });
  router.post(expressPath(changeEmail.path), validate(changeEmail), async (req, res) => {
    await service.changeEmail(authOf(res).accountId, res.locals.input.body.new_email, ip(req));
    send(res, changeEmail, {});
  });
  router.post(expressPath(confirmCodeUpdate.path), validate(confirmCodeUpdate), async (req, res) => {
    await service.confirmCodeUpdate(authOf(res).accountId, res.locals.input.body.code, ip(req));
    send(res, confirmCodeUpdate, {});
  });
  return router;
}

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
import { type RequestHandler, Router } from "express";
import { authOf } from "../../lib/auth/require-auth.js";
import { parseFormOrThrow, send } from "../../lib/http.js";
import type { AuthService } from "./auth.service.js";

/** The identity provider: `/auth/...` (the spec's `{idp}` segment is `auth`). */
export function authRoutes(service: AuthService, requireAuth: RequestHandler): Router {
  const router = Router();
  const ip = (req: { ip?: string | undefined }) => req.ip ?? null;

  router.post(expressPath(signUp.path), async (req, res) => {
    const body = parseFormOrThrow(signUp.body, req.body);
    await service.signUp(body.email, body.password, ip(req));
    send(res, signUp, {});
  });
  router.post(expressPath(resendCode.path), async (req, res) => {
    const body = parseFormOrThrow(resendCode.body, req.body);
    await service.resendCode(body.email, ip(req));
    send(res, resendCode, {});
  });
  router.post(expressPath(confirmSignUp.path), async (req, res) => {
    const body = parseFormOrThrow(confirmSignUp.body, req.body);
    await service.confirmSignUp(body.email, body.code, ip(req));
    send(res, confirmSignUp, {});
  });
  router.post(expressPath(signIn.path), async (req, res) => {
    const body = parseFormOrThrow(signIn.body, req.body);
    send(res, signIn, await service.signIn(body.email, body.password, ip(req)));
  });
  router.post(expressPath(refreshTokens.path), async (req, res) => {
    const body = parseFormOrThrow(refreshTokens.body, req.body);
    send(res, refreshTokens, await service.refresh(body.refresh_token, ip(req)));
  });
  router.post(expressPath(signOut.path), async (req, res) => {
    const body = parseFormOrThrow(signOut.body, req.body);
    await service.signOut(body.refresh_token, ip(req));
    send(res, signOut, null);
  });
  // 204 while the id token's session is live: the BFF checks this (cached briefly) before it trusts a
  // token for decisions of its own (ADR 050).
  router.get(expressPath(sessionAlive.path), requireAuth, (_req, res) => {
    res.set("Cache-Control", "no-store");
    send(res, sessionAlive, null);
  });
  router.get(expressPath(jwks.path), async (_req, res) => {
    res.set("Cache-Control", "public, max-age=300");
    send(res, jwks, await service.jwks());
  });
  router.post(expressPath(forgetPassword.path), async (req, res) => {
    const body = parseFormOrThrow(forgetPassword.body, req.body);
    await service.forgetPassword(body.email, ip(req));
    send(res, forgetPassword, {});
  });
  router.post(expressPath(resetPassword.path), async (req, res) => {
    const body = parseFormOrThrow(resetPassword.body, req.body);
    await service.resetPassword(body.token, body.password, ip(req));
    send(res, resetPassword, {});
  });
  router.post(expressPath(changePassword.path), requireAuth, async (req, res) => {
    const body = parseFormOrThrow(changePassword.body, req.body);
    const auth = authOf(res);
    await service.changePassword(auth.accountId, auth.sessionId, body.current_password, body.new_password, ip(req));
    send(res, changePassword, {});
  });
  router.post(expressPath(changeEmail.path), requireAuth, async (req, res) => {
    const body = parseFormOrThrow(changeEmail.body, req.body);
    await service.changeEmail(authOf(res).accountId, body.new_email, ip(req));
    send(res, changeEmail, {});
  });
  router.post(expressPath(confirmCodeUpdate.path), requireAuth, async (req, res) => {
    const body = parseFormOrThrow(confirmCodeUpdate.body, req.body);
    await service.confirmCodeUpdate(authOf(res).accountId, body.code, ip(req));
    send(res, confirmCodeUpdate, {});
  });
  return router;
}

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
import type { RequestHandler, Router } from "express";
import { authOf } from "../../lib/auth/require-auth.js";
import { contractRouter, parseFormOrThrow } from "../../lib/http.js";
import type { AuthService } from "./auth.service.js";

/** The identity provider: `/auth/...` (the spec's `{idp}` segment is `auth`). */
export function authRoutes(service: AuthService, requireAuth: RequestHandler): Router {
  const { router, on } = contractRouter();
  const ip = (req: { ip?: string | undefined }) => req.ip ?? null;

  on(signUp, async (req) => {
    const body = parseFormOrThrow(signUp.body, req.body);
    await service.signUp(body.email, body.password, ip(req));
    return {};
  });
  on(resendCode, async (req) => {
    await service.resendCode(parseFormOrThrow(resendCode.body, req.body).email, ip(req));
    return {};
  });
  on(confirmSignUp, async (req) => {
    const body = parseFormOrThrow(confirmSignUp.body, req.body);
    await service.confirmSignUp(body.email, body.code, ip(req));
    return {};
  });
  on(signIn, (req) => {
    const body = parseFormOrThrow(signIn.body, req.body);
    return service.signIn(body.email, body.password, ip(req));
  });
  on(refreshTokens, (req) => service.refresh(parseFormOrThrow(refreshTokens.body, req.body).refresh_token, ip(req)));
  on(signOut, async (req) => {
    await service.signOut(parseFormOrThrow(signOut.body, req.body).refresh_token, ip(req));
    return null;
  });
  // 204 while the id token's session is live: the BFF checks this (cached briefly) before it trusts a
  // token for decisions of its own (ADR 050).
  on(sessionAlive, requireAuth, (_req, res) => {
    res.set("Cache-Control", "no-store");
    return null;
  });
  on(jwks, (_req, res) => {
    res.set("Cache-Control", "public, max-age=300");
    return service.jwks();
  });
  on(forgetPassword, async (req) => {
    await service.forgetPassword(parseFormOrThrow(forgetPassword.body, req.body).email, ip(req));
    return {};
  });
  on(resetPassword, async (req) => {
    const body = parseFormOrThrow(resetPassword.body, req.body);
    await service.resetPassword(body.token, body.password, ip(req));
    return {};
  });
  on(changePassword, requireAuth, async (req, res) => {
    const body = parseFormOrThrow(changePassword.body, req.body);
    const auth = authOf(res);
    await service.changePassword(auth.accountId, auth.sessionId, body.current_password, body.new_password, ip(req));
    return {};
  });
  on(changeEmail, requireAuth, async (req, res) => {
    await service.changeEmail(authOf(res).accountId, parseFormOrThrow(changeEmail.body, req.body).new_email, ip(req));
    return {};
  });
  on(confirmCodeUpdate, requireAuth, async (req, res) => {
    await service.confirmCodeUpdate(
      authOf(res).accountId,
      parseFormOrThrow(confirmCodeUpdate.body, req.body).code,
      ip(req),
    );
    return {};
  });
  return router;
}

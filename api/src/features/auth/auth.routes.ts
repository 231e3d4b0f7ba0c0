import { type RequestHandler, Router } from "express";
import { authOf } from "../../lib/auth/require-auth.js";
import { parseFormOrThrow } from "../../lib/http.js";
import {
  changeEmailBody,
  changePasswordBody,
  confirmCodeUpdateBody,
  confirmSignUpBody,
  emailBody,
  refreshTokenBody,
  resetPasswordBody,
  signInBody,
  signUpBody,
} from "./auth.schemas.js";
import type { AuthService } from "./auth.service.js";

/** The identity provider: `/auth/...` (the spec's `{idp}` segment is `auth`). */
export function authRoutes(service: AuthService, requireAuth: RequestHandler): Router {
  const router = Router();
  const ip = (req: { ip?: string | undefined }) => req.ip ?? null;

  router.post("/auth/sign-up", async (req, res) => {
    const body = parseFormOrThrow(signUpBody, req.body);
    await service.signUp(body.email, body.password, ip(req));
    res.status(201).json({});
  });
  router.post("/auth/resend-code", async (req, res) => {
    const body = parseFormOrThrow(emailBody, req.body);
    await service.resendCode(body.email, ip(req));
    res.json({});
  });
  router.post("/auth/confirm-sign-up", async (req, res) => {
    const body = parseFormOrThrow(confirmSignUpBody, req.body);
    await service.confirmSignUp(body.email, body.code, ip(req));
    res.json({});
  });
  router.post("/auth/sign-in", async (req, res) => {
    const body = parseFormOrThrow(signInBody, req.body);
    res.json(await service.signIn(body.email, body.password, ip(req)));
  });
  router.post("/auth/refresh", async (req, res) => {
    const body = parseFormOrThrow(refreshTokenBody, req.body);
    res.json(await service.refresh(body.refresh_token, ip(req)));
  });
  router.post("/auth/sign-out", async (req, res) => {
    const body = parseFormOrThrow(refreshTokenBody, req.body);
    await service.signOut(body.refresh_token, ip(req));
    res.status(204).end();
  });
  router.get("/auth/jwks.json", async (_req, res) => {
    res.set("Cache-Control", "public, max-age=300");
    res.json(await service.jwks());
  });
  router.post("/auth/forget-password", async (req, res) => {
    const body = parseFormOrThrow(emailBody, req.body);
    await service.forgetPassword(body.email, ip(req));
    res.json({});
  });
  router.post("/auth/reset-password", async (req, res) => {
    const body = parseFormOrThrow(resetPasswordBody, req.body);
    await service.resetPassword(body.token, body.password, ip(req));
    res.json({});
  });
  router.post("/auth/change-password", requireAuth, async (req, res) => {
    const body = parseFormOrThrow(changePasswordBody, req.body);
    await service.changePassword(authOf(res).accountId, body.current_password, body.new_password, ip(req));
    res.json({});
  });
  router.post("/auth/change-email", requireAuth, async (req, res) => {
    const body = parseFormOrThrow(changeEmailBody, req.body);
    await service.changeEmail(authOf(res).accountId, body.new_email, ip(req));
    res.json({});
  });
  router.post("/auth/confirm-code-update", requireAuth, async (req, res) => {
    const body = parseFormOrThrow(confirmCodeUpdateBody, req.body);
    await service.confirmCodeUpdate(authOf(res).accountId, body.code, ip(req));
    res.json({});
  });
  return router;
}

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
import type { Endpoint, ResponseOf } from "@iryo/domain/contracts/endpoint";
import type { Request, RequestHandler, Response, Router } from "express";
import type { z } from "zod";
import { authOf } from "../../lib/auth/require-auth.js";
import { contractRouter, parseFormOrThrow } from "../../lib/http.js";
import type { AuthService } from "./auth.service.js";

type FormEndpoint = Endpoint & { readonly body: z.ZodType };

/** The identity provider: `/auth/...` (the spec's `{idp}` segment is `auth`). */
export function authRoutes(service: AuthService, requireAuth: RequestHandler): Router {
  const { router, on } = contractRouter();
  const ip = (req: { ip?: string | undefined }) => req.ip ?? null;

  /** A form call answered `{}` once the service is done with the form (the caller's ip and auth come along). */
  function formCall<E extends FormEndpoint>(
    endpoint: E,
    guards: RequestHandler[],
    act: (form: z.output<E["body"]>, ip: string | null, res: Response) => Promise<unknown>,
  ): void {
    on(endpoint, ...guards, async (req: Request, res: Response) => {
      await act(parseFormOrThrow<E["body"]>(endpoint.body, req.body), ip(req), res);
      return {} as ResponseOf<E>;
    });
  }

  formCall(signUp, [], (form, from) => service.signUp(form.email, form.password, from));
  formCall(resendCode, [], (form, from) => service.resendCode(form.email, from));
  formCall(confirmSignUp, [], (form, from) => service.confirmSignUp(form.email, form.code, from));
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
  formCall(forgetPassword, [], (form, from) => service.forgetPassword(form.email, from));
  formCall(resetPassword, [], (form, from) => service.resetPassword(form.token, form.password, from));
  formCall(changePassword, [requireAuth], (form, from, res) => {
    const auth = authOf(res);
    return service.changePassword(auth.accountId, auth.sessionId, form.current_password, form.new_password, from);
  });
  formCall(changeEmail, [requireAuth], (form, from, res) =>
    service.changeEmail(authOf(res).accountId, form.new_email, from),
  );
  formCall(confirmCodeUpdate, [requireAuth], (form, from, res) =>
    service.confirmCodeUpdate(authOf(res).accountId, form.code, from),
  );
  return router;
}

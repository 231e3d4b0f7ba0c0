import { FORBIDDEN_CODE } from "@iryo/domain/error-catalogue";
import { AppError } from "../app-error.js";
import { type AuthLocals, authOf } from "./require-auth.js";

/**
 * The caller of a call that needs an account, who must be a registered member; else 403 0109002
 * (e.g. a provider account on a call the access guard lets providers reach).
 */
export function memberOf(res: { locals: Record<string, unknown> }): AuthLocals & { readonly userId: number } {
  const auth = authOf(res);
  if (auth.userId === null) throw new AppError(FORBIDDEN_CODE);
  return auth as AuthLocals & { readonly userId: number };
}

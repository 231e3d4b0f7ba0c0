import { FORBIDDEN_CODE } from "@iryo/domain/error-catalogue";
import type { Request, Response } from "express";
import { AppError } from "../app-error.js";
import { parseId } from "../http.js";
import { type AuthLocals, authOf } from "./require-auth.js";

/** The caller of a route behind `requireAuth` who must be a registered member; else 403 0109002. */
export function memberOf(res: { locals: Record<string, unknown> }): AuthLocals & { readonly userId: number } {
  const auth = authOf(res);
  if (auth.userId === null) throw new AppError(FORBIDDEN_CODE);
  return auth as AuthLocals & { readonly userId: number };
}

/** An answer of a member's call (behind `requireAuth`): it gets the member's user id and the request. */
export function forMember<T>(answer: (userId: number, req: Request) => T): (req: Request, res: Response) => T {
  return (req, res) => answer(memberOf(res).userId, req);
}

/** An answer of a member's call on one row: it gets the member's user id and the route's `:id` (else 404). */
export function forMemberRow<T>(
  answer: (userId: number, id: number, req: Request) => T,
): (req: Request, res: Response) => T {
  return (req, res) => {
    const { userId } = memberOf(res);
    return answer(userId, parseId(req.params.id), req);
  };
}

import type { Endpoint, ResponseOf } from "@iryo/domain/contracts/endpoint";
import { FORBIDDEN_CODE } from "@iryo/domain/error-catalogue";
import type { Request, RequestHandler, Response } from "express";
import { AppError } from "../app-error.js";
import { contractRouter, parseId } from "../http.js";
import { type AuthLocals, authOf } from "./require-auth.js";

/** The caller of a route behind `requireAuth` who must be a registered member; else 403 0109002. */
export function memberOf(res: { locals: Record<string, unknown> }): AuthLocals & { readonly userId: number } {
  const auth = authOf(res);
  if (auth.userId === null) throw new AppError(FORBIDDEN_CODE);
  return auth as AuthLocals & { readonly userId: number };
}

/** An answer of a member's call (behind `requireAuth`): it gets the member's user id and the request. */
function forMember<T>(answer: (userId: number, req: Request) => T): (req: Request, res: Response) => T {
  return (req, res) => answer(memberOf(res).userId, req);
}

/** An answer of a member's call on one row: it gets the member's user id and the route's `:id` (else 404). */
function forMemberRow<T>(answer: (userId: number, id: number, req: Request) => T): (req: Request, res: Response) => T {
  return (req, res) => {
    const { userId } = memberOf(res);
    return answer(userId, parseId(req.params.id), req);
  };
}

type MemberAnswer<E extends Endpoint, A extends unknown[]> = (...args: A) => ResponseOf<E> | Promise<ResponseOf<E>>;

/**
 * A contract router for a member's calls: `member` and `memberRow` register an endpoint behind
 * `requireAuth` and answer it with the member's user id (and the route's `:id`); `on` registers any other.
 */
export function memberRouter(requireAuth: RequestHandler) {
  const { router, on } = contractRouter();
  return {
    router,
    on,
    member<E extends Endpoint>(endpoint: E, answer: MemberAnswer<E, [userId: number, req: Request]>): void {
      on(endpoint, requireAuth, forMember(answer));
    },
    memberRow<E extends Endpoint>(
      endpoint: E,
      answer: MemberAnswer<E, [userId: number, id: number, req: Request]>,
    ): void {
      on(endpoint, requireAuth, forMemberRow(answer));
    },
  };
}

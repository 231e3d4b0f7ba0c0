import type { OperatorRole } from "@iryo/domain/account";
import { OPERATOR_SECOND_FACTOR_MAX_AGE_MS } from "@iryo/domain/constants";
import { NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import { type PaginationQuery, pageMeta, pageOffset } from "@iryo/domain/pagination";
import {
  OPERATOR_TOTP_ATTEMPTS_LIMIT,
  OPERATOR_TOTP_ATTEMPTS_PER_ACCOUNT_LIMIT,
  type RateLimitPolicy,
} from "@iryo/domain/rate-limits";
import { addDays, parseDateKey, tokyoInstant } from "@iryo/domain/tokyo-date";
import { Secret, TOTP } from "otpauth";
import { AppError } from "../../lib/app-error.js";
import { recordOperatorAction } from "../../lib/audit/operator-audit.repository.js";
import type { AuthLocals } from "../../lib/auth/require-auth.js";
import type { Mailer } from "../../lib/mail/mailer.js";
import type { RateLimiter } from "../../lib/rate-limit/rate-limiter.js";
import { wrongTotpMail } from "./operator.mail.js";
import type { OperatorRepository } from "./operator.repository.js";

/** RFC 6238 defaults, as every authenticator app uses them. */
const TOTP_PERIOD_S = 30;
/** One step either side: a phone clock a little off still works. */
const TOTP_WINDOW = 1;

function totpOf(secret: string): TOTP {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: TOTP_PERIOD_S, algorithm: "SHA1" });
}

/** The 30-second step a code belongs to, or undefined when it is no code of the window around `now`. */
function totpStepOf(secret: string, code: string, now: Date): number | undefined {
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: TOTP_WINDOW });
  if (delta === null) return undefined;
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_S) + delta;
}

export interface AuditQuery extends PaginationQuery {
  readonly operator_account_id?: number | undefined;
  readonly action?: string | undefined;
  readonly target_type?: string | undefined;
  readonly target_id?: string | undefined;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

function tokyoDayStart(text: string | undefined, daysLater = 0): Date | undefined {
  const key = text === undefined ? undefined : parseDateKey(text);
  return key === undefined ? undefined : tokyoInstant(addDays(key, daysLater));
}

export function createOperatorService(deps: {
  repo: OperatorRepository;
  limiter: RateLimiter;
  now: () => Date;
  /** TOTP attempts per session and window (default OPERATOR_TOTP_ATTEMPTS_LIMIT: 5 per 5 minutes). */
  totpAttempts?: RateLimitPolicy;
  /** TOTP attempts per operator over all sessions (default OPERATOR_TOTP_ATTEMPTS_PER_ACCOUNT_LIMIT). */
  totpAccountAttempts?: RateLimitPolicy;
  /** Tells the operator of a wrong code (ADR 214); without it, nobody is told. */
  mailer?: Mailer;
  log?: (message: string, error: unknown) => void;
}) {
  const {
    repo,
    limiter,
    now,
    totpAttempts = OPERATOR_TOTP_ATTEMPTS_LIMIT,
    totpAccountAttempts = OPERATOR_TOTP_ATTEMPTS_PER_ACCOUNT_LIMIT,
    mailer,
    log = () => {},
  } = deps;

  /** Tells the operator of the first wrong code of a session (each later one of it says nothing new). */
  async function alertWrongCode(auth: AuthLocals, email: string | null, at: Date) {
    if (!mailer || !email) return;
    const firstOfSession = await limiter.hit([
      {
        key: `operator-totp-alert:${auth.sessionId}`,
        policy: { limit: 1, windowMs: OPERATOR_SECOND_FACTOR_MAX_AGE_MS },
      },
    ]);
    if (firstOfSession) return;
    await mailer
      .send(wrongTotpMail({ to: email, at }))
      .catch((error: unknown) => log("the wrong-code alert failed", error));
  }

  async function sessionOf(auth: AuthLocals, verified?: boolean) {
    const operator = await repo.operator(auth.accountId);
    if (!operator) throw new AppError(NOT_FOUND_CODE);
    return {
      account_id: operator.account_id,
      email: operator.email ?? "",
      display_name: operator.display_name,
      role: operator.role as OperatorRole,
      second_factor_verified:
        verified ??
        (await repo.sessionVerified(
          auth.accountId,
          auth.sessionId,
          new Date(now().getTime() - OPERATOR_SECOND_FACTOR_MAX_AGE_MS),
        )),
    };
  }

  return {
    session: (auth: AuthLocals) => sessionOf(auth),

    /**
     * The second factor (ADR 147): a code of the operator's TOTP secret within one step of now, of a step
     * later than the last accepted one (a used code is refused), at most 5 attempts per 5 minutes per
     * session and 30 an hour per operator (ADR 214). It holds OPERATOR_SECOND_FACTOR_MAX_AGE_MS; a wrong
     * code is mailed to the operator once per session.
     */
    async verifyTotp(auth: AuthLocals, code: string) {
      await limiter.consume([
        { key: `operator-totp:${auth.accountId}:${auth.sessionId}`, policy: totpAttempts },
        { key: `operator-totp:${auth.accountId}`, policy: totpAccountAttempts },
      ]);
      const operator = await repo.operator(auth.accountId);
      if (!operator) throw new AppError(NOT_FOUND_CODE);
      const at = now();
      const step = totpStepOf(operator.totp_secret, code, at);
      if (step === undefined) {
        await alertWrongCode(auth, operator.email, at);
        throw new AppError("0203002");
      }
      const accepted = await repo.db.transaction().execute(async (trx) => {
        if (!(await repo.takeTotpStep(trx, auth.accountId, step))) return false;
        await repo.markSessionVerified(trx, auth.accountId, auth.sessionId, at);
        await recordOperatorAction(trx, {
          operatorAccountId: auth.accountId,
          action: "operator.sign_in",
          targetType: "operator_session",
          targetId: auth.sessionId,
          after: { second_factor: "totp" },
          at,
        });
        return true;
      });
      if (!accepted) throw new AppError("0203002");
      return sessionOf(auth, true);
    },

    async operators() {
      const rows = await repo.operators();
      return { operators: rows.map((r) => ({ ...r, email: r.email ?? "", role: r.role as OperatorRole })) };
    },

    /** An admin changes another operator's role (never their own: an admin cannot lock themselves out). */
    async changeRole(auth: AuthLocals, accountId: number, role: OperatorRole) {
      if (accountId === auth.accountId) throw new AppError("0203006");
      const at = now();
      await repo.db.transaction().execute(async (trx) => {
        const before = await repo.lockOperator(trx, accountId);
        if (!before) throw new AppError(NOT_FOUND_CODE);
        await repo.setRole(trx, accountId, role);
        await recordOperatorAction(trx, {
          operatorAccountId: auth.accountId,
          action: "operator.change_role",
          targetType: "operator",
          targetId: accountId,
          before: { role: before.role },
          after: { role },
          at,
        });
      });
      const operator = (await repo.operators()).find((o) => o.account_id === accountId);
      if (!operator) throw new AppError(NOT_FOUND_CODE);
      return { ...operator, email: operator.email ?? "", role: operator.role as OperatorRole };
    },

    async searchAudit(query: AuditQuery) {
      const search = {
        operatorAccountId: query.operator_account_id,
        action: query.action,
        targetType: query.target_type,
        targetId: query.target_id,
        from: tokyoDayStart(query.from),
        until: tokyoDayStart(query.to, 1),
      };
      const [rows, total] = await Promise.all([
        repo.auditPage(search, query.page_size, pageOffset(query)),
        repo.auditCount(search),
      ]);
      return {
        entries: rows.map((r) => ({
          ...r,
          id: String(r.id),
          operator_email: r.operator_email ?? "",
          before_values: r.before_values === null ? null : JSON.stringify(r.before_values),
          after_values: r.after_values === null ? null : JSON.stringify(r.after_values),
          created_at: r.created_at.toISOString(),
        })),
        ...pageMeta(total, query),
      };
    },
  };
}

export type OperatorService = ReturnType<typeof createOperatorService>;

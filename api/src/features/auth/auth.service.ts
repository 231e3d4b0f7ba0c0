import { randomUUID, timingSafeEqual } from "node:crypto";
import {
  CODE_CHECK_THROTTLED_CODE,
  CONFIRMATION_CODE_MAX_ATTEMPTS,
  REFRESH_TOKEN_VALID_MS,
  SIGN_IN_THROTTLED_CODE,
  waitText,
} from "@iryo/domain/auth-policy";
import { EMAIL_CHANGE_CODE_VALID_MS, EMAIL_CODE_VALID_MS, RESET_LINK_VALID_MS } from "@iryo/domain/constants";
import { type ErrorCode, SYSTEM_ERROR_CODE, TOKEN_EXPIRED_CODE } from "@iryo/domain/error-catalogue";
import { AppError } from "../../lib/app-error.js";
import type { AuthSettings } from "../../lib/auth/auth-settings.js";
import { hashPassword, verifyPassword } from "../../lib/auth/password.js";
import { confirmationCode, randomToken, sha256 } from "../../lib/auth/secrets.js";
import type { TokenService } from "../../lib/auth/tokens.js";
import type { Mailer } from "../../lib/mail/mailer.js";
import {
  accountLockedMail,
  emailChangeCodeMail,
  passwordResetMail,
  signUpAttemptMail,
  signUpCodeMail,
} from "../../lib/mail/templates.js";
import type { RateLimitCheck, RateLimiter } from "../../lib/rate-limit/rate-limiter.js";
import { type AuthRepository, inAuthTransaction, type ThrottleKey } from "./auth.repository.js";

type CodePurpose = "sign_up" | "change_email";

export interface TokenSet {
  id_token: string;
  refresh_token: string;
  expires_in: number;
}

function codeHash(accountId: number, purpose: CodePurpose, code: string): string {
  return sha256(`${accountId}:${purpose}:${code}`);
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function retryAfterSeconds(until: number, now: Date): number {
  return Math.max(1, Math.ceil((until - now.getTime()) / 1000));
}

function throttled(code: ErrorCode, until: number, now: Date): AppError {
  return new AppError(code, {}, { headers: { "Retry-After": String(retryAfterSeconds(until, now)) } });
}

/** A throttled sign-in: 429 0201012 with the wait, in words and in Retry-After (ADR 215). */
function signInThrottled(until: number, now: Date): AppError {
  const seconds = retryAfterSeconds(until, now);
  return new AppError(
    SIGN_IN_THROTTLED_CODE,
    { Wait: waitText(seconds * 1000) },
    { headers: { "Retry-After": String(seconds) } },
  );
}

export function createAuthService(deps: {
  repo: AuthRepository;
  settings: AuthSettings;
  tokens: TokenService;
  mailer: Mailer;
  limiter: RateLimiter;
}) {
  const { repo, settings, tokens, mailer, limiter } = deps;
  const db = repo.db;
  const later = (ms: number) => new Date(settings.now().getTime() + ms);
  // A hash to check against when the account does not exist, so both cases take as long.
  let dummyHash: Promise<string> | undefined;
  const dummy = () => {
    dummyHash ??= hashPassword(randomToken(), settings.scryptN);
    return dummyHash;
  };

  // Keyed by the address typed, not the account, so that an unknown address is throttled alike.
  const addressKey = (ip: string | null): ThrottleKey => ({
    key: `sign-in-address:${ip ?? "unknown"}`,
    policy: settings.signInAddressThrottle,
  });
  // What one account's failures added to its address's count, so that its success can take them back.
  // It has the address's policy: with no more failures and none later, it never blocks on its own.
  const addressAccountKey = (ip: string | null, email: string): ThrottleKey => ({
    key: `sign-in-address-account:${ip ?? "unknown"}|${email}`,
    policy: settings.signInAddressThrottle,
  });
  const codeIpKey = (ip: string | null): ThrottleKey => ({
    key: `code-ip:${ip ?? "unknown"}`,
    policy: settings.codeCheckIpThrottle,
  });
  const accountKey = (email: string): ThrottleKey => ({
    key: `account:${email}`,
    policy: settings.accountThrottle,
  });

  /** Mails to `email`, asked for from `ip` (and by `accountId`): each counts against its limit (ADR 050). */
  function mailChecks(email: string, ip: string | null, accountId?: number): RateLimitCheck[] {
    return [
      { key: `mail-address:${email.toLowerCase()}`, policy: settings.mailPerAddress },
      { key: `mail-client:${ip ?? "unknown"}`, policy: settings.mailPerClient },
      ...(accountId === undefined ? [] : [{ key: `mail-account:${accountId}`, policy: settings.mailPerAccount }]),
    ];
  }

  function webLink(path: string): string {
    return `${settings.publicWebUrl.replace(/\/+$/, "")}${path}`;
  }

  function resetLink(token: string): string {
    return webLink(`/reset-password?token=${encodeURIComponent(token)}`);
  }

  async function issueTokens(trx: AuthRepository, accountId: number, familyId: string): Promise<string> {
    const refresh = randomToken();
    await trx.insertRefreshToken(accountId, sha256(refresh), familyId, later(REFRESH_TOKEN_VALID_MS));
    return refresh;
  }

  async function tokenSet(
    accountId: number,
    email: string | null,
    refresh: string,
    sessionId: string,
  ): Promise<TokenSet> {
    return {
      id_token: await tokens.sign({ accountId, email, sessionId }),
      refresh_token: refresh,
      expires_in: tokens.ttlSeconds,
    };
  }

  async function sendSignUpCode(accountId: number, email: string): Promise<void> {
    const code = confirmationCode();
    await repo.putEmailCode(accountId, "sign_up", codeHash(accountId, "sign_up", code), later(EMAIL_CODE_VALID_MS));
    await mailer.send(signUpCodeMail(email, code));
  }

  /**
   * Checks an emailed code under the per-IP throttle and the per-code attempt limit. On success
   * runs `onValid` in the same transaction that deletes the code.
   */
  async function checkCode(
    accountId: number,
    purpose: CodePurpose,
    code: string,
    ip: string | null,
    onValid: (trx: AuthRepository, newEmail: string | null) => Promise<void>,
  ): Promise<void> {
    const now = settings.now();
    const key = codeIpKey(ip);
    const until = await repo.beginAttempt([key], now);
    if (until > 0) {
      await repo.audit("code_check_locked", accountId, ip);
      throw throttled(CODE_CHECK_THROTTLED_CODE, until, now);
    }
    const outcome = await inAuthTransaction(db, async (trx) => {
      const row = await trx.findEmailCodeForUpdate(accountId, purpose);
      if (!row || row.expires_at.getTime() <= now.getTime() || row.attempts >= CONFIRMATION_CODE_MAX_ATTEMPTS) {
        return "invalid" as const;
      }
      if (!sameHash(row.code_hash, codeHash(accountId, purpose, code))) {
        await trx.countWrongCode(accountId, purpose);
        return "wrong" as const;
      }
      await onValid(trx, row.new_email);
      await trx.deleteEmailCode(accountId, purpose);
      return "ok" as const;
    });
    if (outcome !== "ok") {
      await repo.audit("code_check_failed", accountId, ip);
      throw new AppError("0201007");
    }
    await repo.attemptSucceeded([key.key]);
  }

  /**
   * When wrong passwords have just locked the account, the owner gets a mail with a reset link: a
   * successful reset lifts the lock at once (ADR 050), so knowing an address is not enough to keep
   * its owner out. At most one mail per lock (a locked account's attempts are not counted).
   */
  async function tellOwnerWhenLocked(accountId: number, email: string, ip: string | null): Promise<void> {
    const key = accountKey(email);
    if ((await repo.throttleFailures(key.key)) < key.policy.lockFailures) return;
    if (await limiter.hit([{ key: `mail-address:${email.toLowerCase()}`, policy: settings.mailPerAddress }])) return;
    const token = randomToken();
    await repo.putPasswordReset(accountId, sha256(token), later(RESET_LINK_VALID_MS));
    await repo.audit("sign_in_lock_mailed", accountId, ip);
    await mailer.send(accountLockedMail(email, resetLink(token), key.policy.lockMs));
  }

  /** A sign-up on a registered address: its owner is told, and may sign in or reset the password. */
  async function tellOwnerOfSignUp(accountId: number, email: string, ip: string | null): Promise<void> {
    await repo.audit("sign_up_registered_address", accountId, ip);
    await mailer.send(signUpAttemptMail(email, webLink("/login"), webLink("/forgot-password")));
  }

  return {
    jwks: () => tokens.jwks(),

    /**
     * Creates an unconfirmed account and mails its code. Signing up again on an address that is
     * still unconfirmed keeps the first password (ADR 050: a second sign-up must not take the
     * account over) and only mails a new code. On a registered address the answer is the same and
     * the owner is told by mail instead (ADR 216), so the answer tells nothing about the address.
     */
    async signUp(email: string, password: string, ip: string | null): Promise<void> {
      // Counted, and refused, alike whether the address is registered or not.
      await limiter.consume(mailChecks(email, ip));
      const existing = await repo.findAccountByEmail(email);
      // Hashed in every case, so that a registered address takes as long as a new one.
      const passwordHash = await hashPassword(password, settings.scryptN);
      if (existing?.email_confirmed_at) return tellOwnerOfSignUp(existing.id, email, ip);
      if (existing) {
        await repo.audit("sign_up_repeated", existing.id, ip);
        await sendSignUpCode(existing.id, email);
        return;
      }
      const created = await repo.createUnconfirmedAccount(email, passwordHash);
      if (created !== undefined) {
        await repo.audit("sign_up", created, ip);
        await sendSignUpCode(created, email);
        return;
      }
      // Another sign-up of the same address won the race: this one is a repeat of it.
      const raced = await repo.findAccountByEmail(email);
      if (!raced) throw new AppError(SYSTEM_ERROR_CODE);
      if (raced.email_confirmed_at) return tellOwnerOfSignUp(raced.id, email, ip);
      await repo.audit("sign_up_repeated", raced.id, ip);
      await sendSignUpCode(raced.id, email);
    },

    async resendCode(email: string, ip: string | null): Promise<void> {
      const account = await repo.findAccountByEmail(email);
      if (!account) throw new AppError("0201009");
      if (account.email_confirmed_at) return;
      await limiter.consume(mailChecks(email, ip));
      await repo.audit("sign_up_code_resent", account.id, ip);
      await sendSignUpCode(account.id, email);
    },

    async confirmSignUp(email: string, code: string, ip: string | null): Promise<void> {
      const account = await repo.findAccountByEmail(email);
      if (!account) throw new AppError("0201009");
      if (account.email_confirmed_at) throw new AppError("0201007");
      await checkCode(account.id, "sign_up", code, ip, (trx) => trx.confirmAccount(account.id, settings.now()));
      await repo.audit("sign_up_confirmed", account.id, ip);
    },

    async signIn(email: string, password: string, ip: string | null): Promise<TokenSet> {
      const now = settings.now();
      const account = await repo.findAccountByEmail(email);
      const keys = [accountKey(email), addressKey(ip), addressAccountKey(ip, email)];
      const until = await repo.beginAttempt(keys, now);
      if (until > 0) {
        await repo.audit("sign_in_locked", account?.id ?? null, ip);
        throw signInThrottled(until, now);
      }
      let ok = false;
      if (account?.password_hash) {
        ok = await verifyPassword(password, account.password_hash);
      } else {
        await verifyPassword(password, await dummy());
      }
      if (!account || !ok) {
        await repo.audit("sign_in_failed", account?.id ?? null, ip);
        if (account?.email) await tellOwnerWhenLocked(account.id, account.email, ip);
        throw new AppError("0201001");
      }
      // The password was right: the account's failures were its owner's typos, here and anywhere.
      await repo.takeBackFailures(addressKey(ip), addressAccountKey(ip, email), now);
      await repo.clearThrottle([accountKey(email).key]);
      if (!account.email_confirmed_at) {
        await repo.audit("sign_in_unconfirmed", account.id, ip);
        throw new AppError("0201011");
      }
      // Staff of a suspended organisation: the password was right, but no session is opened (ADR 166).
      if (await repo.isSuspendedStaff(account.id)) {
        await repo.audit("sign_in_suspended", account.id, ip);
        throw new AppError("0205001");
      }
      const familyId = randomUUID();
      const refresh = await inAuthTransaction(db, (trx) => issueTokens(trx, account.id, familyId));
      await repo.audit("sign_in", account.id, ip);
      return tokenSet(account.id, account.email, refresh, familyId);
    },

    async refresh(refreshToken: string, ip: string | null): Promise<TokenSet> {
      const now = settings.now();
      const outcome = await inAuthTransaction(db, async (trx) => {
        const row = await trx.findRefreshTokenForUpdate(sha256(refreshToken));
        if (!row || row.revoked_at) return { kind: "invalid" as const };
        if (row.rotated_at) {
          await trx.revokeFamily(row.family_id, now);
          return { kind: "reused" as const, accountId: row.account_id };
        }
        if (row.expires_at.getTime() <= now.getTime()) return { kind: "invalid" as const };
        const account = await trx.findAccount(row.account_id);
        if (!account) return { kind: "invalid" as const };
        await trx.markRotated(row.token_hash, now);
        const next = await issueTokens(trx, account.id, row.family_id);
        return { kind: "ok" as const, account, next, familyId: row.family_id };
      });
      if (outcome.kind === "reused") await repo.audit("refresh_reuse_detected", outcome.accountId, ip);
      if (outcome.kind !== "ok") throw new AppError(TOKEN_EXPIRED_CODE);
      await repo.audit("refresh", outcome.account.id, ip);
      return tokenSet(outcome.account.id, outcome.account.email, outcome.next, outcome.familyId);
    },

    async signOut(refreshToken: string, ip: string | null): Promise<void> {
      const now = settings.now();
      const accountId = await inAuthTransaction(db, async (trx) => {
        const row = await trx.findRefreshTokenForUpdate(sha256(refreshToken));
        if (!row) return undefined;
        await trx.revokeFamily(row.family_id, now);
        return row.account_id;
      });
      if (accountId !== undefined) await repo.audit("sign_out", accountId, ip);
    },

    /** Always succeeds (no account enumeration); mails a link only when the account exists. */
    async forgetPassword(email: string, ip: string | null): Promise<void> {
      // Counted whether the account exists or not, so the answer tells nothing about it.
      await limiter.consume(mailChecks(email, ip));
      const account = await repo.findAccountByEmail(email);
      await repo.audit("password_reset_requested", account?.id ?? null, ip);
      if (!account) return;
      const token = randomToken();
      await repo.putPasswordReset(account.id, sha256(token), later(RESET_LINK_VALID_MS));
      await mailer.send(passwordResetMail(email, resetLink(token)));
    },

    async resetPassword(token: string, password: string, ip: string | null): Promise<void> {
      const now = settings.now();
      const passwordHash = await hashPassword(password, settings.scryptN);
      const account = await inAuthTransaction(db, async (trx) => {
        const accountId = await trx.consumePasswordReset(sha256(token), now);
        const found = accountId === undefined ? undefined : await trx.findAccount(accountId);
        if (!found) return undefined;
        await trx.setPassword(found.id, passwordHash);
        // Following the link proved the mailbox.
        await trx.confirmAccount(found.id, now);
        await trx.voidPasswordResets(found.id, now);
        await trx.revokeAllOfAccount(found.id, now);
        return found;
      });
      if (!account) throw new AppError("0201010");
      if (account.email) await repo.clearThrottle([accountKey(account.email).key]);
      await repo.audit("password_reset", account.id, ip);
    },

    /** Sets a new password and signs every other session out (this one, `sessionId`, stays). */
    async changePassword(
      accountId: number,
      sessionId: string,
      current: string,
      next: string,
      ip: string | null,
    ): Promise<void> {
      const account = await repo.findAccount(accountId);
      if (!account?.password_hash) throw new AppError(TOKEN_EXPIRED_CODE);
      if (!(await verifyPassword(current, account.password_hash))) {
        await repo.audit("password_change_failed", accountId, ip);
        throw new AppError("0201006");
      }
      const passwordHash = await hashPassword(next, settings.scryptN);
      const now = settings.now();
      await inAuthTransaction(db, async (trx) => {
        await trx.setPassword(accountId, passwordHash);
        await trx.revokeAllOfAccount(accountId, now, sessionId);
      });
      await repo.audit("password_changed", accountId, ip);
    },

    async changeEmail(accountId: number, newEmail: string, ip: string | null): Promise<void> {
      if (await repo.emailTaken(newEmail)) throw new AppError("0201005");
      await limiter.consume(mailChecks(newEmail, ip, accountId));
      const code = confirmationCode();
      await repo.putEmailCode(
        accountId,
        "change_email",
        codeHash(accountId, "change_email", code),
        later(EMAIL_CHANGE_CODE_VALID_MS),
        newEmail,
      );
      await repo.audit("email_change_requested", accountId, ip);
      await mailer.send(emailChangeCodeMail(newEmail, code));
    },

    async confirmCodeUpdate(accountId: number, code: string, ip: string | null): Promise<void> {
      await checkCode(accountId, "change_email", code, ip, async (trx, newEmail) => {
        if (!newEmail || !(await trx.changeEmail(accountId, newEmail))) throw new AppError("0201005");
      });
      await repo.audit("email_changed", accountId, ip);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

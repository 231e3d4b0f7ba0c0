import { blockedUntil, recordFailure, type ThrottlePolicy } from "@iryo/domain/auth-policy";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.js";
import { stampOnce } from "../../lib/row-sql.js";

export type AuthEvent =
  | "sign_up"
  | "sign_up_repeated"
  | "sign_up_registered_address"
  | "sign_up_confirmed"
  | "sign_up_code_resent"
  | "sign_in"
  | "sign_in_failed"
  | "sign_in_locked"
  | "sign_in_lock_mailed"
  | "sign_in_unconfirmed"
  | "sign_in_suspended"
  | "code_check_failed"
  | "code_check_locked"
  | "refresh"
  | "refresh_reuse_detected"
  | "sign_out"
  | "password_reset_requested"
  | "password_reset"
  | "password_changed"
  | "password_change_failed"
  | "email_change_requested"
  | "email_changed"
  | "membership_registered"
  | "membership_completed"
  | "terms_agreed"
  | "withdraw";

export interface AccountRow {
  id: number;
  email: string | null;
  password_hash: string | null;
  email_confirmed_at: Date | null;
}

export interface ThrottleKey {
  readonly key: string;
  readonly policy: ThrottlePolicy;
}

export function createAuthRepository(db: Kysely<Database>) {
  /** The accounts that are not withdrawn, with the columns of an AccountRow. */
  const liveAccounts = () =>
    db
      .selectFrom("accounts")
      .select(["id", "email", "password_hash", "email_confirmed_at"])
      .where("withdrawn_at", "is", null);

  return {
    /** For transactions: `inAuthTransaction(repo.db, …)`. */
    db,

    async audit(event: AuthEvent, accountId: number | null, ip: string | null): Promise<void> {
      await db.insertInto("auth_audit_log").values({ event, account_id: accountId, ip }).execute();
    },

    async findAccountByEmail(email: string): Promise<AccountRow | undefined> {
      return liveAccounts().where("email", "=", email).executeTakeFirst();
    },

    /** Whether the account is staff of a suspended provider organisation (ADR 166). */
    async isSuspendedStaff(accountId: number): Promise<boolean> {
      const row = await db
        .selectFrom("provider_accounts as pa")
        .innerJoin("providers as p", "p.id", "pa.provider_id")
        .select("pa.account_id")
        .where("pa.account_id", "=", accountId)
        .where("p.suspended_at", "is not", null)
        .executeTakeFirst();
      return row !== undefined;
    },

    async findAccount(id: number): Promise<AccountRow | undefined> {
      return liveAccounts().where("id", "=", id).executeTakeFirst();
    },

    async emailTaken(email: string): Promise<boolean> {
      return !!(await db.selectFrom("accounts").select("id").where("email", "=", email).executeTakeFirst());
    },

    /**
     * Creates an unconfirmed account; undefined when the address is taken (confirmed or not). A
     * pending account's password is never replaced by another sign-up (ADR 050).
     */
    async createUnconfirmedAccount(email: string, passwordHash: string): Promise<number | undefined> {
      const row = await db
        .insertInto("accounts")
        .values({ email, password_hash: passwordHash })
        .onConflict((oc) => oc.column("email").doNothing())
        .returning("id")
        .executeTakeFirst();
      return row?.id;
    },

    async confirmAccount(id: number, at: Date): Promise<void> {
      await db
        .updateTable("accounts")
        .set({ email_confirmed_at: sql`coalesce(email_confirmed_at, ${at})`, updated_at: sql`now()` })
        .where("id", "=", id)
        .execute();
    },

    async setPassword(id: number, passwordHash: string): Promise<void> {
      await db
        .updateTable("accounts")
        .set({ password_hash: passwordHash, updated_at: sql`now()` })
        .where("id", "=", id)
        .where("withdrawn_at", "is", null)
        .execute();
    },

    /**
     * Moves the account (and the member's contact address when it was the same) to a new email.
     * False when another account holds it. Call inside a transaction.
     */
    async changeEmail(accountId: number, newEmail: string): Promise<boolean> {
      if (await this.emailTaken(newEmail)) return false;
      const before = await db.selectFrom("accounts").select("email").where("id", "=", accountId).executeTakeFirst();
      try {
        await db
          .updateTable("accounts")
          .set({ email: newEmail, updated_at: sql`now()` })
          .where("id", "=", accountId)
          .where("withdrawn_at", "is", null)
          .execute();
      } catch (error) {
        if ((error as { code?: unknown }).code === "23505") return false;
        throw error;
      }
      if (before?.email) {
        await db
          .updateTable("members")
          .set({ email: newEmail, updated_at: sql`now()` })
          .where("account_id", "=", accountId)
          .where("email", "=", before.email)
          .execute();
      }
      return true;
    },

    // --- Emailed codes ------------------------------------------------------------------------

    async putEmailCode(
      accountId: number,
      purpose: "sign_up" | "change_email",
      codeHash: string,
      expiresAt: Date,
      newEmail: string | null = null,
    ): Promise<void> {
      await db
        .insertInto("auth_email_codes")
        .values({ account_id: accountId, purpose, code_hash: codeHash, expires_at: expiresAt, new_email: newEmail })
        .onConflict((oc) =>
          oc.columns(["account_id", "purpose"]).doUpdateSet({
            code_hash: codeHash,
            expires_at: expiresAt,
            new_email: newEmail,
            attempts: 0,
            created_at: sql`now()`,
          }),
        )
        .execute();
    },

    async findEmailCodeForUpdate(accountId: number, purpose: "sign_up" | "change_email") {
      return db
        .selectFrom("auth_email_codes")
        .selectAll()
        .where("account_id", "=", accountId)
        .where("purpose", "=", purpose)
        .forUpdate()
        .executeTakeFirst();
    },

    async countWrongCode(accountId: number, purpose: "sign_up" | "change_email"): Promise<void> {
      await db
        .updateTable("auth_email_codes")
        .set({ attempts: sql`attempts + 1` })
        .where("account_id", "=", accountId)
        .where("purpose", "=", purpose)
        .execute();
    },

    async deleteEmailCode(accountId: number, purpose: "sign_up" | "change_email"): Promise<void> {
      await db
        .deleteFrom("auth_email_codes")
        .where("account_id", "=", accountId)
        .where("purpose", "=", purpose)
        .execute();
    },

    // --- Password reset -----------------------------------------------------------------------

    async putPasswordReset(accountId: number, tokenHash: string, expiresAt: Date): Promise<void> {
      await db
        .insertInto("auth_password_resets")
        .values({ account_id: accountId, token_hash: tokenHash, expires_at: expiresAt })
        .execute();
    },

    /** Marks a live reset token used; its account id, or undefined when it is unknown, used or expired. */
    async consumePasswordReset(tokenHash: string, now: Date): Promise<number | undefined> {
      const row = await db
        .updateTable("auth_password_resets")
        .set({ used_at: now })
        .where("token_hash", "=", tokenHash)
        .where("used_at", "is", null)
        .where("expires_at", ">", now)
        .returning("account_id")
        .executeTakeFirst();
      return row?.account_id;
    },

    async voidPasswordResets(accountId: number, now: Date): Promise<void> {
      await stampOnce(db, "auth_password_resets", "used_at", now, { account_id: accountId });
    },

    // --- Refresh tokens -----------------------------------------------------------------------

    async insertRefreshToken(accountId: number, tokenHash: string, familyId: string, expiresAt: Date): Promise<void> {
      await db
        .insertInto("auth_refresh_tokens")
        .values({ account_id: accountId, token_hash: tokenHash, family_id: familyId, expires_at: expiresAt })
        .execute();
    },

    async findRefreshTokenForUpdate(tokenHash: string) {
      return db
        .selectFrom("auth_refresh_tokens")
        .selectAll()
        .where("token_hash", "=", tokenHash)
        .forUpdate()
        .executeTakeFirst();
    },

    async markRotated(tokenHash: string, now: Date): Promise<void> {
      await db
        .updateTable("auth_refresh_tokens")
        .set({ rotated_at: now })
        .where("token_hash", "=", tokenHash)
        .execute();
    },

    async revokeFamily(familyId: string, now: Date): Promise<void> {
      await stampOnce(db, "auth_refresh_tokens", "revoked_at", now, { family_id: familyId });
    },

    /** Revokes every session of the account, except `keepFamilyId` when given (a password change). */
    async revokeAllOfAccount(accountId: number, now: Date, keepFamilyId?: string): Promise<void> {
      let query = db
        .updateTable("auth_refresh_tokens")
        .set({ revoked_at: now })
        .where("account_id", "=", accountId)
        .where("revoked_at", "is", null);
      if (keepFamilyId !== undefined) query = query.where("family_id", "<>", keepFamilyId);
      await query.execute();
    },

    // --- Throttling ---------------------------------------------------------------------------

    /**
     * Counts an attempt as a failure up front for every key (so parallel guesses cannot slip past
     * the limit), unless a key must still wait: then nothing is counted and the time (epoch ms)
     * until which the caller must wait is returned. 0 when the attempt may go ahead.
     */
    async beginAttempt(keys: readonly ThrottleKey[], now: Date): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const states = [];
        for (const { key, policy } of [...keys].sort((a, b) => a.key.localeCompare(b.key))) {
          await trx
            .insertInto("auth_throttle")
            .values({ key, failures: 0, last_failure_at: new Date(0) })
            .onConflict((oc) => oc.column("key").doNothing())
            .execute();
          const row = await trx
            .selectFrom("auth_throttle")
            .select(["failures", "last_failure_at"])
            .where("key", "=", key)
            .forUpdate()
            .executeTakeFirstOrThrow();
          states.push({ key, policy, state: { failures: row.failures, lastFailureAt: row.last_failure_at.getTime() } });
        }
        const waitUntil = Math.max(0, ...states.map((s) => blockedUntil(s.state, s.policy, now.getTime())));
        if (waitUntil > 0) return waitUntil;
        for (const { key, policy, state } of states) {
          const next = recordFailure(state, policy, now.getTime());
          await trx
            .updateTable("auth_throttle")
            .set({ failures: next.failures, last_failure_at: new Date(next.lastFailureAt) })
            .where("key", "=", key)
            .execute();
        }
        return 0;
      });
    },

    /** Takes back the failure `beginAttempt` counted, after the attempt succeeded. */
    async attemptSucceeded(keys: readonly string[]): Promise<void> {
      if (keys.length === 0) return;
      await db
        .updateTable("auth_throttle")
        .set({ failures: sql`greatest(failures - 1, 0)` })
        .where("key", "in", keys)
        .execute();
    },

    /**
     * After a success: takes the failures counted under `part` (one account at one address, this
     * attempt's included) back from `whole` (the address) and forgets `part`. Failures of `part` past
     * its window are no longer in `whole` either, so they are not taken back.
     */
    async takeBackFailures(whole: ThrottleKey, part: ThrottleKey, now: Date): Promise<void> {
      await db.transaction().execute(async (trx) => {
        // Deleted first, so that its row is locked before the whole's, in beginAttempt's order.
        const row = await trx
          .deleteFrom("auth_throttle")
          .where("key", "=", part.key)
          .returning(["failures", "last_failure_at"])
          .executeTakeFirst();
        if (!row || now.getTime() - row.last_failure_at.getTime() >= part.policy.windowMs) return;
        await trx
          .updateTable("auth_throttle")
          .set({ failures: sql`greatest(failures - ${row.failures}, 0)` })
          .where("key", "=", whole.key)
          .execute();
      });
    },

    /** The failures counted for a throttle key (0 when none). */
    async throttleFailures(key: string): Promise<number> {
      const row = await db.selectFrom("auth_throttle").select("failures").where("key", "=", key).executeTakeFirst();
      return row?.failures ?? 0;
    },

    async clearThrottle(keys: readonly string[]): Promise<void> {
      if (keys.length === 0) return;
      await db.deleteFrom("auth_throttle").where("key", "in", keys).execute();
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;

/** Runs `fn` in one transaction with a repository over it. */
export function inAuthTransaction<T>(db: Kysely<Database>, fn: (trx: AuthRepository) => Promise<T>): Promise<T> {
  return db.transaction().execute((trx) => fn(createAuthRepository(trx)));
}

import type { RateLimitPolicy } from "@iryo/domain/rate-limits";
import type { RateLimiter } from "../rate-limit/rate-limiter.js";
import type { Mailer, MailMessage } from "./mailer.js";

export interface NoticeMailLimits {
  readonly perAddress: RateLimitPolicy;
  readonly perAccount: RateLimitPolicy;
}

/**
 * Sends mails that are a side effect of someone's action (ADR 208): a negotiation applied for, its
 * status changed, a chat line, a shared file. Each counts against the receiving address and the account
 * that acted; over either limit the mail is skipped and logged, never the action, which has committed
 * already and shows in the app. A failing mail server is logged the same way.
 */
export function createNoticeMailer(deps: {
  readonly mailer: Mailer;
  readonly limiter: RateLimiter;
  readonly limits: NoticeMailLimits;
  readonly log: (message: string, error: unknown) => void;
}) {
  const { mailer, limiter, limits, log } = deps;
  return {
    /** `senderAccountId`: the account whose action caused the mail (null for the system's own). */
    async send(mail: MailMessage, senderAccountId: number | null): Promise<void> {
      const refused = await limiter.hit([
        { key: `notice-mail-address:${mail.to.toLowerCase()}`, policy: limits.perAddress },
        ...(senderAccountId === null
          ? []
          : [{ key: `notice-mail-account:${senderAccountId}`, policy: limits.perAccount }]),
      ]);
      if (refused) {
        log("notice mail skipped over its limit", { subject: mail.subject, senderAccountId });
        return;
      }
      await mailer.send(mail).catch((error: unknown) => log("notice mail failed", error));
    },
  };
}

export type NoticeMailer = ReturnType<typeof createNoticeMailer>;

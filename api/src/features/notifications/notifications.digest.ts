import { formatDateTime } from "@iryo/domain/format/date";
import { type NotificationType, notificationMessage, notificationTargetTab } from "@iryo/domain/notification-type";
import type { Mailer, MailMessage } from "../../lib/mail/mailer.js";
import { SIGNATURE } from "../../lib/mail/templates.js";
import type { NotificationsRepository } from "./notifications.repository.js";

export interface NotificationDigestOptions {
  readonly repository: NotificationsRepository;
  readonly mailer: Mailer;
  /** How long a notification stays unread before it goes into a digest (NOTIFICATION_DIGEST_DELAY_MINUTES). */
  readonly delayMs: number;
  /** The web app's origin, for the links. */
  readonly publicWebUrl: string;
  readonly now?: () => Date;
}

interface DigestItem {
  readonly negotiationId: number;
  readonly type: NotificationType;
  readonly providerName: string;
  readonly createdAt: Date;
}

/** The digest of one member: every unread notification not mailed yet, newest first, with links. */
function notificationDigestMail(to: string, items: readonly DigestItem[], publicWebUrl: string): MailMessage {
  const lines = items.flatMap((item) => [
    `・${notificationMessage(item.type, item.providerName)}（${formatDateTime(item.createdAt)}）`,
    `  ${new URL(`/negotiation/detail/${item.negotiationId}?tab=${notificationTargetTab(item.type)}`, publicWebUrl)}`,
  ]);
  return {
    to,
    subject: `【医療ITナビ】未読のお知らせが${items.length}件あります`,
    text: [
      "医療ITナビをご利用いただき、ありがとうございます。",
      "",
      `商談について、まだご確認いただいていないお知らせが${items.length}件あります。`,
      "",
      ...lines,
      "",
      "このメールは、お知らせが一定時間未読のままの場合にまとめてお送りしています。",
      SIGNATURE,
    ].join("\n"),
  };
}

/**
 * Mail for the absent (ADR 081): each member with notifications unread for longer than `delayMs`
 * that were not mailed yet gets ONE mail listing them all; they are then marked mailed, so a burst of
 * messages is one mail, never one per message. Several api instances may run it at once: the rows
 * are claimed with FOR UPDATE SKIP LOCKED, and the mail is sent before the claim commits (a failed
 * send leaves them for the next run).
 */
export function createNotificationDigest({
  repository,
  mailer,
  delayMs,
  publicWebUrl,
  now = () => new Date(),
}: NotificationDigestOptions) {
  return {
    /** One pass; returns how many mails went out. */
    async runOnce(): Promise<number> {
      const at = now();
      const due = new Date(at.getTime() - delayMs);
      const members = await repository.digestRecipients(due);
      let mailed = 0;
      for (const { user_id } of members) {
        const sent = await repository.db.transaction().execute(async (trx) => {
          const rows = await repository.claimUndigested(trx, user_id);
          // Only when the oldest pending one has waited long enough; newer ones ride along.
          if (!rows.some((row) => new Date(row.created_at) <= due)) return false;
          const member = await repository.liveMemberEmail(trx, user_id);
          if (!member) return false;
          const names = await repository.providerNames(
            trx,
            rows.map((row) => row.negotiation_id),
          );
          const nameOf = new Map(names.map((row) => [row.id, row.name]));
          const items = rows.map((row) => ({
            negotiationId: row.negotiation_id,
            type: row.notification_type as NotificationType,
            providerName: nameOf.get(row.negotiation_id) ?? "",
            createdAt: new Date(row.created_at),
          }));
          await repository.markDigested(
            trx,
            rows.map((row) => row.id),
            at,
          );
          await mailer.send(notificationDigestMail(member.email, items, publicWebUrl));
          return true;
        });
        if (sent) mailed += 1;
      }
      return mailed;
    },
  };
}

export type NotificationDigest = ReturnType<typeof createNotificationDigest>;

/** Runs the digest every `intervalMs` (the server calls this once); returns a function that stops it. */
export function startNotificationDigest(
  digest: NotificationDigest,
  intervalMs: number,
  log: (message: string, error: unknown) => void,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    digest
      .runOnce()
      .catch((error: unknown) => log("notification digest failed", error))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

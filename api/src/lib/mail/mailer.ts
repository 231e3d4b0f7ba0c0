import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { processLogger } from "../observability/logger.js";

/** The sender when `MAIL_FROM` is not set. */
export const DEFAULT_MAIL_FROM = "医療ITナビ <no-reply@iryo-it-navi.example>";

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** A one-line hint (the code or link) logged in development only. */
  readonly devHint?: string;
  /** Text attachments, e.g. a seminar's `.ics`. */
  readonly attachments?: readonly MailAttachment[];
}

interface MailAttachment {
  readonly filename: string;
  /** e.g. `text/calendar; charset=utf-8; method=PUBLISH`. */
  readonly contentType: string;
  readonly content: string;
}

interface OutboxMail {
  readonly id: string;
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly attachments?: readonly MailAttachment[];
  readonly created_at: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** The outbox, newest first (empty when mail goes out by SMTP). */
  outbox(): Promise<OutboxMail[]>;
}

export interface MailerOptions {
  /** Send by SMTP (e.g. `smtp://127.0.0.1:1025`); otherwise write to the outbox. */
  readonly smtpUrl?: string;
  readonly from?: string;
  /** The outbox folder, e.g. `${DATA_DIR}/mail`. */
  readonly outboxDir: string;
  /** Whether to log the dev hint (never in production). */
  readonly logHints?: boolean;
  readonly log?: (line: string) => void;
}

/** Mail by SMTP when configured, else JSON files in an outbox folder (one line logged per mail). */
export function createMailer({
  smtpUrl,
  from = DEFAULT_MAIL_FROM,
  outboxDir,
  logHints = false,
  log = (line) => processLogger().info(line),
}: MailerOptions): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  let sequence = 0;

  return {
    async send(message) {
      const hint = logHints && message.devHint ? ` (${message.devHint})` : "";
      if (transport) {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          textEncoding: "base64",
          ...(message.attachments
            ? {
                attachments: message.attachments.map((a) => ({
                  filename: a.filename,
                  contentType: a.contentType,
                  content: a.content,
                })),
              }
            : {}),
        });
        log(`[mail] sent 「${message.subject}」 to ${message.to}${hint}`);
        return;
      }
      await mkdir(outboxDir, { recursive: true });
      const createdAt = new Date();
      sequence += 1;
      // Sortable by time, unique across processes.
      const id = `${createdAt.getTime().toString().padStart(15, "0")}-${String(sequence).padStart(6, "0")}-${randomBytes(4).toString("hex")}`;
      const mail: OutboxMail = {
        id,
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.attachments ? { attachments: message.attachments } : {}),
        created_at: createdAt.toISOString(),
      };
      // Write then rename, so a reader never sees half a file.
      const path = join(outboxDir, `${id}.json`);
      await writeFile(`${path}.tmp`, `${JSON.stringify(mail, null, 2)}\n`, "utf8");
      await rename(`${path}.tmp`, path);
      log(`[mail] outbox 「${message.subject}」 to ${message.to}${hint}`);
    },

    async outbox() {
      let files: string[];
      try {
        files = (await readdir(outboxDir)).filter((f) => f.endsWith(".json"));
      } catch {
        return [];
      }
      files.sort().reverse();
      const mails: OutboxMail[] = [];
      for (const file of files) {
        try {
          mails.push(JSON.parse(await readFile(join(outboxDir, file), "utf8")) as OutboxMail);
        } catch {
          // A file removed or broken meanwhile is skipped.
        }
      }
      return mails;
    },
  };
}

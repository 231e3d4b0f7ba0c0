import { inquiryType } from "@iryo/domain/classification";
import type { ConciergeRequest } from "@iryo/domain/concierge";
import { FORBIDDEN_CODE } from "@iryo/domain/error-catalogue";
import type { Selectable } from "kysely";
import type { ConciergeRequestsTable } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import type { ConfigDocuments, SystemConfig } from "../../lib/config-documents.js";
import type { Mailer } from "../../lib/mail/mailer.js";
import type { NoticeMailer } from "../../lib/mail/notice-mailer.js";
import { SIGNATURE } from "../../lib/mail/templates.js";
import type { ConciergeRepository } from "./concierge.repository.js";

/** Where requests go when system_config.json names no concierge address. */
const DEFAULT_CONCIERGE_EMAIL = "concierge@iryo-it-navi.example";

function toRest(r: Omit<Selectable<ConciergeRequestsTable>, "user_id">) {
  return {
    request_id: r.id,
    inquiry_type: r.inquiry_type,
    body: r.body,
    contact_name: r.contact_name,
    contact_email: r.contact_email,
    contact_phone: r.contact_phone,
    hospital_name: r.hospital_name,
    created_at: r.created_at.toISOString(),
  };
}

export function createConciergeService(deps: {
  repo: ConciergeRepository;
  mailer: Mailer;
  /** The confirmation goes to the address the member typed: a notice, skipped over a mail limit (ADR 208). */
  notices: NoticeMailer;
  configDocuments: ConfigDocuments;
  log: (message: string, error: unknown) => void;
}) {
  const { repo, mailer, notices, configDocuments, log } = deps;

  async function operatorAddress(): Promise<string> {
    const config = await configDocuments.json<SystemConfig>("system_config");
    const address = config?.conciergeEmail ?? config?.providerContactEmail;
    return typeof address === "string" && address !== "" ? address : DEFAULT_CONCIERGE_EMAIL;
  }

  return {
    /** Stores the request, then mails the operator and confirms to the member (a failed mail is logged). */
    async create(caller: { readonly userId: number; readonly accountId: number }, input: ConciergeRequest) {
      const { userId } = caller;
      const member = await repo.liveMember(userId);
      if (!member) throw new AppError(FORBIDDEN_CODE);
      const row = await repo.insert(userId, input);
      const type = inquiryType.label(input.inquiry_type);
      const summary = [
        `受付番号：C-${String(row.id).padStart(6, "0")}`,
        `お問い合わせ種別：${type}`,
        `お名前：${row.contact_name}`,
        `勤務先：${row.hospital_name}`,
        `メールアドレス：${row.contact_email}`,
        `電話番号：${row.contact_phone ?? "（未入力）"}`,
        "",
        "ご相談内容：",
        row.body,
      ];
      const mails = [
        mailer.send({
          to: await operatorAddress(),
          subject: `【医療ITナビ】コンシェルジュ相談の依頼（${type}）`,
          text: ["コンシェルジュ相談の依頼が届きました。2営業日以内にご連絡してください。", "", ...summary].join("\n"),
        }),
        notices.send(
          {
            to: row.contact_email,
            subject: "【医療ITナビ】コンシェルジュ相談のご依頼を受け付けました",
            text: [
              `${row.contact_name} 様`,
              "",
              "医療ITナビのコンシェルジュ相談にお申し込みいただき、ありがとうございます。",
              "担当者より2営業日以内にご連絡いたします。",
              "",
              ...summary,
              SIGNATURE,
            ].join("\n"),
          },
          caller.accountId,
        ),
      ];
      for (const result of await Promise.allSettled(mails)) {
        if (result.status === "rejected") log("concierge mail failed", result.reason);
      }
      return toRest(row);
    },

    async list(userId: number) {
      const rows = await repo.list(userId);
      return { requests: rows.map(toRest) };
    },
  };
}

export type ConciergeService = ReturnType<typeof createConciergeService>;

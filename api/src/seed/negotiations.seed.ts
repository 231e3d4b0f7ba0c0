// Provider accounts (one per demo provider, plus a short alias for the first) and a few demo
// negotiations of the demo member with the first provider, one per stage of product §4.1.

import { CHAT_SENDER_TYPE } from "@iryo/domain/chat-sender-type";
import { DAY_MS, HOUR_MS } from "@iryo/domain/constants";
import { MEETING_TYPE } from "@iryo/domain/meeting-type";
import { botLineForStatus } from "@iryo/domain/negotiation-messages";
import { NEGOTIATION_STATUS, type NegotiationStatus } from "@iryo/domain/negotiation-status";
import { addDays, daysBetween, tokyoDateKey } from "@iryo/domain/tokyo-date";
import type { Transaction } from "kysely";
import type { Database } from "../db/schema.js";
import { type DemoMeetingSlot, demoMeetingDay, demoMeetingSlot } from "./demo-meetings.js";
import { DEMO_MEMBER_EMAIL, demoPasswordHash } from "./members.seed.js";
import type { SeedTime } from "./seed-time.js";

/** The demo provider sign-in (株式会社メディカルブリッジ), password DEMO_PASSWORD. */
export const DEMO_PROVIDER_EMAIL = "provider@iryo-it-navi.example";
/** Every demo provider also has `provider-NN@iryo-it-navi.example` (NN = 01, 02 … in seed order). */
export function demoProviderEmail(index: number): string {
  return `provider-${String(index + 1).padStart(2, "0")}@iryo-it-navi.example`;
}

/** Editors of the first three demo organisations: `editor-NN@iryo-it-navi.example`, password DEMO_PASSWORD. */
export function demoEditorEmail(index: number): string {
  return `editor-${String(index + 1).padStart(2, "0")}@iryo-it-navi.example`;
}
const DEMO_EDITOR_ORGANISATIONS = 3;

export async function seedNegotiations(trx: Transaction<Database>, time: SeedTime): Promise<void> {
  const providers = await trx.selectFrom("providers").select(["id", "name"]).orderBy("id").execute();
  // The demo member's hash of the same password serves every demo provider account.
  const passwordHash = await demoPasswordHash(trx);
  // Registered with the demo members (members.seed.ts), before any negotiation.
  const confirmedAt = time.at(-90, 10 * 60);
  const emails = [DEMO_PROVIDER_EMAIL, ...providers.map((_, i) => demoProviderEmail(i))];
  const editors = providers.slice(0, DEMO_EDITOR_ORGANISATIONS).map((provider, i) => ({
    email: demoEditorEmail(i),
    provider,
  }));
  const accounts = await trx
    .insertInto("accounts")
    .values(
      [...emails, ...editors.map((e) => e.email)].map((email) => ({
        email,
        password_hash: passwordHash,
        email_confirmed_at: confirmedAt,
        kind: "provider" as const,
      })),
    )
    .returning(["id", "email"])
    .execute();
  const first = providers[0];
  if (!first) return;
  // Every provider-NN account is an admin of its organisation (the first has two); editor-NN edit (ADR 142).
  await trx
    .insertInto("provider_accounts")
    .values(
      accounts.map((a, i) => {
        const editor = editors[i - emails.length];
        if (editor) {
          return {
            account_id: a.id,
            provider_id: editor.provider.id,
            display_name: `${editor.provider.name} 編集担当`,
            role: "editor" as const,
          };
        }
        const provider = i === 0 ? first : providers[i - 1];
        if (!provider) throw new Error("seedNegotiations: provider missing");
        return {
          account_id: a.id,
          provider_id: provider.id,
          display_name: `${provider.name} 営業担当`,
          role: "admin" as const,
        };
      }),
    )
    .execute();

  const member = await trx
    .selectFrom("members")
    .select(["user_id", "account_id"])
    .where("email", "=", DEMO_MEMBER_EMAIL)
    .executeTakeFirst();
  const services = await trx
    .selectFrom("services")
    .select("id")
    .where("provider_id", "=", first.id)
    .orderBy("id")
    .execute();
  const providerAccount = accounts[0];
  if (!member || services.length === 0 || !providerAccount) return;

  const now = time.now.getTime();
  const today = time.today;
  const demos = demoNegotiations(time);

  for (const [index, demo] of demos.entries()) {
    const service = services[index % services.length];
    if (!service) continue;
    const createdAt = new Date(now - (demos.length - index) * 3 * HOUR_MS - (demo.consideringDaysAgo ?? 0) * DAY_MS);
    const updatedAt = new Date(now - (demos.length - index) * HOUR_MS);
    const created = await trx
      .insertInto("negotiations")
      .values({
        user_id: member.user_id,
        service_id: service.id,
        provider_id: first.id,
        meeting_type: demo.meetingType,
        status: demo.status,
        negotiation_time: demo.confirmed ?? null,
        considering_start_date: demo.consideringDaysAgo === undefined ? null : addDays(today, -demo.consideringDaysAgo),
        postponed_reason: demo.reason ?? null,
        note: "",
        created_at: createdAt,
        updated_at: updatedAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("negotiation_slots")
      .values(demo.slots.map((s) => ({ negotiation_id: created.id, starts_at: s.startsAt, ends_at: s.endsAt })))
      .execute();
    const lines: { sender_type: number; body: string; sender_account_id: number | null }[] = [
      { sender_type: CHAT_SENDER_TYPE.BOT, body: botLineForStatus({ status: 1 }), sender_account_id: null },
    ];
    for (const [sender, body] of demo.chat) {
      lines.push({
        sender_type: sender,
        body,
        sender_account_id: sender === CHAT_SENDER_TYPE.BUSINESS ? providerAccount.id : member.account_id,
      });
    }
    for (const status of [2, 3, 6] as const) {
      if (status <= demo.status && !(status === 6 && demo.status !== 6)) {
        lines.push({
          sender_type: CHAT_SENDER_TYPE.BOT,
          body: botLineForStatus({
            status,
            negotiationTime: demo.confirmed ?? null,
            postponedReason: demo.reason ?? null,
          }),
          sender_account_id: null,
        });
      }
    }
    await trx
      .insertInto("negotiation_messages")
      .values(
        lines.map((line, i) => ({
          negotiation_id: created.id,
          ...line,
          created_at: new Date(createdAt.getTime() + i * HOUR_MS),
        })),
      )
      .execute();
  }
}

/** One demo negotiation of the demo member, at one stage of product §4.1. */
export interface DemoNegotiation {
  readonly status: NegotiationStatus;
  readonly meetingType: number;
  readonly slots: readonly DemoMeetingSlot[];
  readonly confirmed?: Date;
  readonly consideringDaysAgo?: number;
  readonly reason?: string;
  readonly chat: readonly (readonly [1 | 2, string])[];
}

/**
 * The demo negotiations, dated relative to the moment the demo data is created so the stages look
 * current (ADR 097). Every slot is one a member could have chosen (see demo-meetings.ts).
 */
export function demoNegotiations(time: SeedTime): DemoNegotiation[] {
  const slot = (days: number, start: string) => demoMeetingSlot(demoMeetingDay(time.today, days), start);
  const upcoming = [slot(5, "10:00"), slot(6, "14:00"), slot(7, "16:30")];
  const scheduled = [slot(8, "10:00"), slot(9, "13:30"), slot(10, "15:00")];
  const lastMonth = [slot(-30, "10:00"), slot(-29, "13:00"), slot(-28, "15:30")];
  const twoMonthsAgo = [slot(-60, "11:00"), slot(-59, "14:30"), slot(-58, "09:30")];
  const daysAgo = (at: Date) => daysBetween(tokyoDateKey(at), time.today);
  return [
    {
      status: NEGOTIATION_STATUS.APPLICATION_COMPLETED,
      meetingType: MEETING_TYPE.ONLINE,
      slots: upcoming,
      chat: [[2, "電子カルテの更新を検討しています。現在の紙カルテからの移行についてご相談させてください。"]],
    },
    {
      status: NEGOTIATION_STATUS.DATE_CONFIRMED,
      meetingType: MEETING_TYPE.OFFLINE,
      slots: scheduled,
      confirmed: scheduled[1]?.startsAt,
      chat: [
        [1, "お申し込みありがとうございます。ご希望の2番目の日時で伺います。"],
        [2, "承知しました。当日は事務長も同席します。"],
      ],
    },
    {
      status: NEGOTIATION_STATUS.UNDER_CONSIDERATION,
      meetingType: MEETING_TYPE.ONLINE,
      slots: lastMonth,
      confirmed: lastMonth[1]?.startsAt,
      consideringDaysAgo: lastMonth[1] ? daysAgo(lastMonth[1].startsAt) : 29,
      chat: [
        [1, "先日はお時間をいただきありがとうございました。お見積りをお送りします。"],
        [2, "ありがとうございます。院内で検討いたします。"],
      ],
    },
    {
      status: NEGOTIATION_STATUS.SENT_OFF,
      meetingType: MEETING_TYPE.OFFLINE,
      slots: twoMonthsAgo,
      confirmed: twoMonthsAgo[0]?.startsAt,
      consideringDaysAgo: twoMonthsAgo[0] ? daysAgo(twoMonthsAgo[0].startsAt) - 1 : 59,
      reason: "今年度は予算の確保が難しいため。",
      chat: [[1, "ご検討ありがとうございました。"]],
    },
  ];
}

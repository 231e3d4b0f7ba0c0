import { diffVersions } from "@iryo/domain/publishing";
import { SERVICE_LISTING_LABELS } from "@iryo/domain/service-listing";
import type { Transaction } from "kysely";
import type { Database } from "../db/schema.js";
import { createProviderListingsRepository } from "../features/provider-listings/provider-listings.repository.js";
import { demoProviderEmail } from "./negotiations.seed.js";
import type { SeedTime } from "./seed-time.js";

/**
 * Demo changes of the publishing workflow (ADR 143), so that the operator console has something to
 * decide and the provider console something to show: provider-04's first service has a price change
 * waiting for review; provider-05's first service has a rejected change with its reason.
 */
export const DEMO_SUBMITTED_CHANGE_PROVIDER = 3;
export const DEMO_REJECTED_CHANGE_PROVIDER = 4;

export async function seedPublishingChanges(trx: Transaction<Database>, time: SeedTime): Promise<void> {
  const repo = createProviderListingsRepository(trx);
  const demos = [
    {
      providerIndex: DEMO_SUBMITTED_CHANGE_PROVIDER,
      change: { price: "月額 48,000円〜（2026年改定）", initial_cost: "初期費用 200,000円（キャンペーン中は無料）" },
      rejection: null,
      days: -1,
    },
    {
      providerIndex: DEMO_REJECTED_CHANGE_PROVIDER,
      change: { has_free_plan: true, rate_plan: "無料プラン: 端末1台まで\nスタンダード: 月額 30,000円" },
      rejection: "無料プランの提供条件（期間・機能制限）を料金プランに明記してから、再度申請してください。",
      days: -3,
    },
  ];
  for (const demo of demos) {
    const staff = await trx
      .selectFrom("accounts as a")
      .innerJoin("provider_accounts as p", "p.account_id", "a.id")
      .select(["a.id as account_id", "p.provider_id"])
      .where("a.email", "=", demoProviderEmail(demo.providerIndex))
      .executeTakeFirst();
    if (!staff) continue;
    const service = await trx
      .selectFrom("services")
      .select("id")
      .where("provider_id", "=", staff.provider_id)
      .orderBy("id")
      .executeTakeFirst();
    if (!service) continue;
    const base = await repo.publicListing(trx, service.id);
    if (!base) continue;
    const payload = { ...base, ...demo.change };
    const submittedAt = time.at(demo.days, 10 * 60);
    const decidedAt = time.at(demo.days + 1, 11 * 60);
    await trx
      .insertInto("publishing_changes")
      .values({
        provider_id: staff.provider_id,
        object_type: "service",
        object_id: service.id,
        state: demo.rejection ? "rejected" : "submitted",
        payload: JSON.stringify(payload),
        base: JSON.stringify(base),
        diff: JSON.stringify(diffVersions(base, payload, SERVICE_LISTING_LABELS)),
        created_by: staff.account_id,
        submitted_by: staff.account_id,
        submitted_at: submittedAt,
        reason: demo.rejection,
        decided_at: demo.rejection ? decidedAt : null,
        created_at: time.at(demo.days, 9 * 60),
        updated_at: demo.rejection ? decidedAt : submittedAt,
      })
      .execute();
  }
}

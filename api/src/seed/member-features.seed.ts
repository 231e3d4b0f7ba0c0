import { CORPORATE_TYPE } from "@iryo/domain/classification";
import { EMAIL_MAGAZINE_FLAG } from "@iryo/domain/email-magazine";
import type { Transaction } from "kysely";
import type { Database } from "../db/schema.js";
import { createConfigDocuments, type SystemConfig } from "../lib/config-documents.js";
import { demoPasswordHash } from "./members.seed.js";
import type { SeedTime } from "./seed-time.js";

/** A full member whose only corporate type is "other business": may not post ratings (0901001). */
export const DEMO_BUSINESS_MEMBER_EMAIL = "business@iryo-it-navi.example";

/** Fictional hospitals by prefecture (code → names) for the hospital-name autocomplete. */
const HOSPITAL_NAMES: Readonly<Record<number, readonly string[]>> = {
  1: ["北の杜中央病院", "すずらん記念病院", "札幌みなみ台クリニック"],
  4: ["青葉の丘総合病院", "杜の都リハビリテーション病院"],
  13: [
    "医療ITナビ記念病院",
    "千代田中央病院",
    "東京さくら総合病院",
    "多摩みどり病院",
    "隅田川ひかりクリニック",
    "武蔵野はなみずき病院",
    "東京ベイサイド医療センター",
    "中央けやき通りクリニック",
  ],
  14: ["横浜みなと総合病院", "湘南なぎさ病院", "相模ひだまり診療所"],
  23: ["名古屋つばき中央病院", "尾張あおい記念病院"],
  26: ["京都ときわ病院", "嵐山もみじクリニック"],
  27: ["さくら診療所", "大阪なにわ中央病院", "北摂こもれび病院", "堺はまかぜ医療センター"],
  34: ["広島もみじ台病院"],
  40: ["博多うみかぜ総合病院", "北九州ひびき病院"],
  47: ["那覇さんご中央病院"],
};

export async function seedMemberFeatures(trx: Transaction<Database>, time: SeedTime): Promise<void> {
  await trx
    .insertInto("hospitals")
    .values(
      Object.entries(HOSPITAL_NAMES).flatMap(([code, names]) =>
        names.map((name) => ({ prefecture: Number(code), name })),
      ),
    )
    .execute();

  // Registered three months before the seed day, before any of their demo negotiations.
  const confirmedAt = time.at(-90, 10 * 60);
  const system = await createConfigDocuments().json<SystemConfig>("system_config");
  const account = await trx
    .insertInto("accounts")
    .values({
      email: DEMO_BUSINESS_MEMBER_EMAIL,
      password_hash: await demoPasswordHash(trx),
      email_confirmed_at: confirmedAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await trx
    .insertInto("members")
    .values({
      account_id: account.id,
      last_name: "高橋",
      first_name: "健太",
      email: DEMO_BUSINESS_MEMBER_EMAIL,
      hospital_prefecture: 13,
      hospital_name: "メディカルシステムズ株式会社",
      department: 7,
      role_in_department: 99,
      position: "営業",
      working_corporate_type: 4,
      corporate_types: [CORPORATE_TYPE.BUSINESS],
      sickbed_number: 0,
      email_magazine: EMAIL_MAGAZINE_FLAG.NO,
      referral_code: null,
      is_pre_member: false,
      terms_of_use_version: system?.termsOfUseVersion ?? null,
      created_at: confirmedAt,
      updated_at: confirmedAt,
    })
    .execute();
}

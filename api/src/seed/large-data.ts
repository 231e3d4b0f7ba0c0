// The large data set for benchmarks: ≥ 10,000 services from 400 providers on top of the demo data,
// and ≥ 200,000 published ratings when the ratings table exists. Deterministic: the same numbers
// give the same rows, dated back from the demo catalogue's oldest update (ADR 097). Run with `npm run seed:large -w api` (DATA_DIR / DATABASE_URL as for the api;
// flags --services N --ratings N; it tops up to those totals and never deletes anything).
import { pathToFileURL } from "node:url";
import { bedType, departmentType, evaluatorRole, medicalInstitutionType, usageType } from "@iryo/domain/classification";
import { type Kysely, sql } from "kysely";
import { loadApiConfig } from "../config.js";
import { openConfiguredDatabase } from "../db/open-from-config.js";
import type { Database } from "../db/schema.js";
import { demoServiceUpdatedAt } from "./catalog.seed.js";
import { DEMO_CATEGORIES, DEMO_CATEGORY_PROFILES } from "./demo-data.js";
import { seedDemoDataIfEmpty } from "./seed.js";
import { seedTime } from "./seed-time.js";
import { demoServiceDetails, stableHash } from "./service-details.js";

const LARGE_SERVICE_COUNT = 10_000;
const LARGE_RATING_COUNT = 200_000;
const LARGE_PROVIDER_COUNT = 400;
const BATCH = 500;
const MINUTE_MS = 60_000;

const NAME_HEADS = [
  "あさひ",
  "みどり",
  "ひまわり",
  "つばさ",
  "すずらん",
  "かえで",
  "そよかぜ",
  "はるか",
  "いろは",
  "ほしぞら",
];
const NAME_TAILS = ["メディカル", "ヘルスケア", "医療システム", "ケアテック", "メディソリューション"];
const PREFECTURES = [
  "東京都",
  "大阪府",
  "愛知県",
  "福岡県",
  "北海道",
  "宮城県",
  "広島県",
  "京都府",
  "神奈川県",
  "埼玉県",
];
const SERVICE_WORDS = [
  ["クラウドカルテ", "カルテ Lite", "カルテ Pro"],
  ["レセプト点検", "医事会計", "請求アシスト"],
  ["Web予約", "Web問診", "順番受付"],
  ["オンライン診療", "ビデオ診療", "遠隔相談"],
  ["画像ビューア", "PACS", "読影クラウド"],
  ["勤務表", "勤怠管理", "シフト作成"],
  ["訪問診療", "訪問看護記録", "在宅連携"],
  ["介護記録", "見守りセンサー", "ケアプラン"],
  ["バックアップ", "端末管理", "ネットワーク監視"],
  ["地域連携", "紹介状管理", "PHR"],
  ["経営分析", "DPC分析", "病床管理"],
  ["自動精算機", "キャッシュレス", "後払い"],
  ["院内チャット", "ナースコール連携", "申し送り"],
] as const;

/** mulberry32: a small deterministic PRNG. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

async function tableExists(db: Kysely<Database>, name: string): Promise<boolean> {
  const { rows } = await sql<{ found: string | null }>`select to_regclass(${name})::text as found`.execute(db);
  return rows[0]?.found != null;
}

/**
 * Tops the services up to `services` (with providers and every link) and the ratings up to `ratings`.
 * `now` (default: the current time) is the moment of the run; every date lies before its day in Tokyo.
 */
export async function generateLargeData(
  db: Kysely<Database>,
  { services = LARGE_SERVICE_COUNT, ratings = LARGE_RATING_COUNT, now = new Date() } = {},
  log: (message: string) => void = () => {},
): Promise<{ services: number; ratings: number | null }> {
  await seedDemoDataIfEmpty(db, { now });
  // The oldest update of the demo catalogue: the large set's services are older, and its ratings
  // were written before it (published a day later), so everything lies before the day of the run.
  const base = demoServiceUpdatedAt(seedTime(now), 0).getTime();
  const count = async (table: "services" | "providers") =>
    (await db.selectFrom(table).select(sql<number>`count(*)::int`.as("n")).executeTakeFirstOrThrow()).n;

  const categories = await db.selectFrom("categories").select(["id"]).orderBy("sort_order").orderBy("id").execute();
  const issues = await db.selectFrom("issues").select("id").orderBy("sort_order").execute();
  const departments = await db.selectFrom("departments").select("id").orderBy("sort_order").execute();
  const jobRoles = await db.selectFrom("job_roles").select("id").orderBy("sort_order").execute();

  const providerIds: number[] = [];
  const existingProviders = await count("providers");
  if (existingProviders < LARGE_PROVIDER_COUNT) {
    const rows = Array.from({ length: LARGE_PROVIDER_COUNT - existingProviders }, (_, k) => {
      const n = existingProviders + k;
      const head = NAME_HEADS[n % NAME_HEADS.length] as string;
      const tail = NAME_TAILS[Math.floor(n / NAME_HEADS.length) % NAME_TAILS.length] as string;
      return {
        name: `株式会社${head}${tail}${Math.floor(n / 50) + 1}`,
        location: `${PREFECTURES[n % PREFECTURES.length]}`,
        capital_yen: 10_000_000 + (stableHash(`p${n}`) % 200) * 1_000_000,
        representative: "山田 太郎",
        founded_on: `${1990 + (n % 34)}-04-01`,
      };
    });
    for (let i = 0; i < rows.length; i += BATCH) {
      await db
        .insertInto("providers")
        .values(rows.slice(i, i + BATCH))
        .execute();
    }
  }
  providerIds.push(...(await db.selectFrom("providers").select("id").orderBy("id").execute()).map((r) => r.id));

  const existingServices = await count("services");
  for (let start = existingServices; start < services; start += BATCH) {
    const end = Math.min(services, start + BATCH);
    await db.transaction().execute(async (trx) => {
      const values = Array.from({ length: end - start }, (_, k) => {
        const n = start + k;
        const c = n % DEMO_CATEGORIES.length;
        const category = DEMO_CATEGORIES[c] as (typeof DEMO_CATEGORIES)[number];
        const profile = DEMO_CATEGORY_PROFILES[c] as (typeof DEMO_CATEGORY_PROFILES)[number];
        const providerIndex = stableHash(`s${n}`) % providerIds.length;
        const providerId = providerIds[providerIndex] as number;
        const words = SERVICE_WORDS[c] as readonly string[];
        const name = `${NAME_HEADS[n % NAME_HEADS.length]}${words[n % words.length]} ${n + 1}`;
        const summary = `${category.name}の業務を効率化する${words[n % words.length]}サービスです。`;
        const { faqs, ...details } = demoServiceDetails(n, providerIndex, name, summary, category.description, profile);
        const at = new Date(base - (n + 1) * 17 * MINUTE_MS);
        return {
          c,
          row: {
            provider_id: providerId,
            name,
            summary,
            ...details,
            faqs: JSON.stringify(faqs),
            created_at: at,
            updated_at: at,
          },
        };
      });
      const inserted = await trx
        .insertInto("services")
        .values(values.map((v) => v.row))
        .returning("id")
        .execute();
      const links = inserted.map((r, k) => ({ id: r.id, c: (values[k] as (typeof values)[number]).c }));
      await trx
        .insertInto("service_categories")
        .values(links.map((l) => ({ service_id: l.id, category_id: (categories[l.c] as { id: number }).id })))
        .execute();
      const profileOf = (c: number) => DEMO_CATEGORY_PROFILES[c] as (typeof DEMO_CATEGORY_PROFILES)[number];
      await trx
        .insertInto("service_issues")
        .values(
          links.flatMap((l) =>
            profileOf(l.c).issues.map((i) => ({ service_id: l.id, issue_id: (issues[i] as { id: number }).id })),
          ),
        )
        .execute();
      await trx
        .insertInto("service_departments")
        .values(
          links.flatMap((l) =>
            profileOf(l.c).departments.map((d) => ({
              service_id: l.id,
              department_id: (departments[d] as { id: number }).id,
            })),
          ),
        )
        .execute();
      await trx
        .insertInto("service_job_roles")
        .values(
          links.flatMap((l) =>
            profileOf(l.c).jobRoles.map((j) => ({ service_id: l.id, job_role_id: (jobRoles[j] as { id: number }).id })),
          ),
        )
        .execute();
      await trx
        .insertInto("service_institution_types")
        .values(
          links.flatMap((l) => profileOf(l.c).institutionTypes.map((t) => ({ service_id: l.id, institution_type: t }))),
        )
        .execute();
    });
    log(`services: ${end}/${services}`);
  }

  // Fresh planner statistics and visibility maps (PGlite has no autovacuum), so that list queries pick
  // their indexes and counts can read indexes only on the large set.
  await sql`vacuum analyze`.execute(db);
  if (!(await tableExists(db, "ratings"))) return { services: await count("services"), ratings: null };
  const ratingCount = async () =>
    (await sql<{ n: number }>`select count(*)::int as n from ratings`.execute(db)).rows[0]?.n ?? 0;
  const serviceIds = (await db.selectFrom("services").select("id").orderBy("id").execute()).map((r) => r.id);
  const next = random(20_260_401);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const scoreOf = (level: number) => {
    const r = next();
    if (r < 0.05) return 0;
    if (r < 0.08) return null;
    return Math.max(1, Math.min(5, Math.round(level + (next() - 0.5) * 2)));
  };
  let have = await ratingCount();
  while (have < ratings) {
    const size = Math.min(BATCH * 4, ratings - have);
    const rows = Array.from({ length: size }, (_, k) => {
      const n = have + k;
      const serviceId = serviceIds[Math.floor(next() * serviceIds.length)] as number;
      const level = 2 + (stableHash(`level${serviceId}`) % 300) / 100;
      const created = new Date(base - (n % 700) * 86_400_000 - (n % 1440) * MINUTE_MS);
      return {
        service_id: serviceId,
        price_appropriateness: scoreOf(level),
        introduction_effect: scoreOf(level),
        ease_of_use: scoreOf(level),
        support_system: scoreOf(level),
        ease_of_introduction: scoreOf(level),
        good_point: "操作がわかりやすく、スタッフがすぐに使いこなせるようになりました。",
        improvement_point: "帳票のレイアウトを自由に変更できると、さらに使いやすくなると思います。",
        role: pick(evaluatorRole.codes),
        usage_status: pick(usageType.codes),
        facility_corporate_type: pick(medicalInstitutionType.codes),
        bed_count: pick(bedType.codes),
        department: pick(departmentType.codes),
        helpful_count: Math.floor(next() * 30),
        status: "published",
        created_at: created,
        published_at: new Date(created.getTime() + 86_400_000),
      };
    });
    // The ratings table belongs to the ratings feature; it is written through raw SQL so that this
    // generator does not depend on its table types.
    await db.transaction().execute(async (trx) => {
      await (trx as unknown as Kysely<{ ratings: Record<string, unknown> }>)
        .insertInto("ratings")
        .values(rows)
        .execute();
    });
    have += size;
    if (have % 20_000 === 0 || have >= ratings) log(`ratings: ${have}/${ratings}`);
  }
  await sql`vacuum analyze`.execute(db);
  return { services: await count("services"), ratings: await ratingCount() };
}

function flag(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
}

async function main(): Promise<void> {
  const database = await openConfiguredDatabase(loadApiConfig());
  try {
    const started = Date.now();
    const result = await generateLargeData(
      database.db,
      { services: flag("services", LARGE_SERVICE_COUNT), ratings: flag("ratings", LARGE_RATING_COUNT) },
      (m) => console.log(`[seed:large] ${m}`),
    );
    console.log(
      `[seed:large] done in ${Math.round((Date.now() - started) / 1000)} s: ${result.services} services, ` +
        `${result.ratings ?? "no ratings table —"} ratings (${database.kind})`,
    );
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error) => {
    console.error("[seed:large] failed", error);
    process.exitCode = 1;
  });
}

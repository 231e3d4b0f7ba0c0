import { bedType, departmentType, evaluatorRole, medicalInstitutionType, usageType } from "@iryo/domain/classification";
import type { Transaction } from "kysely";
import type { Database } from "../db/schema.js";
import type { SeedTime } from "./seed-time.js";

const DAY_MS = 86_400_000;

// Review texts in natural Japanese: a rating takes one or two sentences from each pool.
const GOOD_POINTS: readonly string[] = [
  "画面構成がわかりやすく、導入初日から大きな混乱なく使い始められました。",
  "受付から会計までの流れがスムーズになり、患者さんの待ち時間が目に見えて短くなりました。",
  "サポート窓口の対応が早く、電話でもチャットでも丁寧に説明してもらえます。",
  "テンプレートが豊富で、日々の記録にかかる時間が以前の半分ほどになりました。",
  "クラウド型なので院外からも確認でき、訪問診療の前に情報を見返せるのが便利です。",
  "初期費用が抑えられており、小規模なクリニックでも導入しやすい価格だと感じます。",
  "法改正や診療報酬改定への対応が自動で行われるので、安心して使い続けられます。",
  "タブレットでの入力がしやすく、ベッドサイドでも記録ができるようになりました。",
  "他のシステムとの連携がしっかりしていて、二重入力がほとんどなくなりました。",
  "導入前の打ち合わせが丁寧で、院内の運用に合わせた設定を提案してもらえました。",
  "動作が軽く、患者さんの前で待たされることがほとんどありません。",
  "操作研修の資料が充実しており、新しく入ったスタッフもすぐに覚えられます。",
  "データのバックアップが自動で取られているので、災害時の備えとしても心強いです。",
  "スタッフ間の情報共有が早くなり、申し送りの漏れが減りました。",
  "検索機能が優秀で、過去の記録をすぐに探し出せます。",
  "月額料金に保守費用が含まれているため、予算が立てやすいです。",
  "アップデートのたびに使い勝手が良くなっていると感じます。",
  "スマートフォンからも確認できるので、当直中の確認作業が楽になりました。",
  "帳票の出力が簡単で、行政への提出書類の準備にかかる手間が減りました。",
  "集計画面で経営の数字がひと目でわかるようになり、会議の資料作りが楽になりました。",
  "セキュリティ対策がしっかりしており、院内の情報システム担当として安心感があります。",
  "無料トライアルで実際の業務を試せたので、導入後のギャップがありませんでした。",
];

const IMPROVEMENT_POINTS: readonly string[] = [
  "細かい設定を変更する画面が奥まったところにあり、最初は探すのに苦労しました。",
  "繁忙期の夕方に動作がやや重くなることがあるので、改善を期待しています。",
  "帳票のレイアウトを自由に変更できると、さらに使いやすくなると思います。",
  "オプション機能を追加すると費用がかさむため、料金体系がもう少しわかりやすいと助かります。",
  "マニュアルの記載が一部古く、画面と違うところがありました。",
  "土日のサポート対応があると、休日診療の際にも安心です。",
  "他社の検査機器との連携には追加の設定費用がかかりました。",
  "高齢のスタッフには文字が小さく感じられるようで、表示サイズを選べるとありがたいです。",
  "導入時のデータ移行に想定より時間がかかりました。",
  "スマートフォン版でできる操作が限られているので、今後の拡充に期待しています。",
  "アップデートの告知がもう少し早いと、院内での周知がしやすくなります。",
  "検索条件を保存できる機能があると、毎日の確認作業がさらに楽になります。",
  "ネットワークが不安定なときの挙動がわかりにくく、オフライン時の案内があると安心です。",
  "権限設定の種類が少なく、職種ごとの細かな制御ができるとよいと思います。",
  "請求書の発行タイミングがわかりにくく、経理担当から問い合わせが多くありました。",
  "研修が平日の日中に限られており、夜勤のスタッフが参加しにくい点が残念です。",
  "入力補助の候補がもう少し賢くなると、記録の時間がさらに短くなりそうです。",
  "特に大きな不満はありませんが、画面の配色を選べるとうれしいです。",
];

/** A small deterministic PRNG (mulberry32), so that every fresh start yields the same ratings. */
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

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)] as T;
}

function sentences(next: () => number, pool: readonly string[]): string {
  const first = pick(next, pool);
  if (next() < 0.5) return first;
  let second = pick(next, pool);
  if (second === first) second = pool[(pool.indexOf(first) + 1) % pool.length] as string;
  return first + second;
}

/** A criterion score: mostly around the service's own level; sometimes "don't know" (0) or unselected. */
function score(next: () => number, level: number): number | null {
  const roll = next();
  if (roll < 0.05) return null;
  if (roll < 0.1) return 0;
  return Math.min(5, Math.max(1, Math.round(level + (next() - 0.5) * 2.4)));
}

/**
 * Published ratings for the seeded services: 0–11 per service (every 13th service has none, so the
 * empty state shows), spread over the year before the seed day (ADR 097). Reads the service ids from the
 * database, so it runs after the catalog seeder.
 */
export async function seedRatings(trx: Transaction<Database>, time: SeedTime): Promise<void> {
  const today = time.at(0).getTime();
  const services = await trx.selectFrom("services").select("id").orderBy("id").execute();
  const next = random(20261001);
  const values = [];
  for (const [index, service] of services.entries()) {
    if (index % 13 === 12) continue;
    const count = 3 + Math.floor(next() * 9);
    const level = 2.6 + next() * 2.2;
    for (let i = 0; i < count; i += 1) {
      // Reviewers differ: one is delighted, another disappointed, around the service's own level.
      const mood = level + (next() - 0.5) * 3;
      const createdAt = new Date(today - Math.floor(next() * 360 + 2) * DAY_MS - Math.floor(next() * DAY_MS));
      values.push({
        service_id: service.id,
        user_id: null,
        price_appropriateness: score(next, mood),
        introduction_effect: score(next, mood),
        ease_of_use: score(next, mood),
        support_system: score(next, mood),
        ease_of_introduction: score(next, mood),
        good_point: sentences(next, GOOD_POINTS),
        improvement_point: sentences(next, IMPROVEMENT_POINTS),
        role: pick(next, evaluatorRole.codes),
        usage_status: pick(next, usageType.codes),
        facility_corporate_type: pick(next, medicalInstitutionType.codes),
        bed_count: pick(next, bedType.codes),
        department: pick(next, departmentType.codes),
        helpful_count: Math.floor(next() * next() * 40),
        status: "published" as const,
        created_at: createdAt,
        published_at: new Date(createdAt.getTime() + DAY_MS),
      });
    }
  }
  for (let at = 0; at < values.length; at += 500) {
    await trx
      .insertInto("ratings")
      .values(values.slice(at, at + 500))
      .execute();
  }
}

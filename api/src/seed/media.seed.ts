import { MINUTE_MS } from "@iryo/domain/constants";
import { MEETING_TYPE } from "@iryo/domain/meeting-type";
import { seminarReceptionStatusAt } from "@iryo/domain/seminar-schedule";
import { sql, type Transaction } from "kysely";
import type { Database } from "../db/schema.js";
import { DEMO_PROVIDERS } from "./demo-data.js";
import { DEMO_ARTICLES, DEMO_BANNERS, DEMO_SEMINARS, type DemoArticle, type DemoSeminar } from "./media-data.js";
import type { SeedTime } from "./seed-time.js";

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function seminarHtml(s: DemoSeminar): string {
  const items = s.points.map((p) => `<li>${escapeHtml(p)}</li>`).join("");
  return `<p>${escapeHtml(s.lead)}</p><h2>主な内容</h2><ul>${items}</ul><p>ご不明な点は主催者までお問い合わせください。</p>`;
}

/** The editor HTML of an article: sections, an optional video link, and optional visibility blocks. */
function articleHtml(a: DemoArticle): string {
  const parts = [`<p>${escapeHtml(a.summary)}</p>`];
  a.sections.forEach(([heading, text], i) => {
    parts.push(`<h2>${escapeHtml(heading)}</h2><p>${escapeHtml(text)}</p>`);
    if (i === 0 && a.video) {
      parts.push(`<p><a href="https://www.youtube.com/watch?v=${a.video}">解説動画：${escapeHtml(a.title)}</a></p>`);
    }
  });
  if (a.gated) {
    parts.push(
      `<div data-visibility="before-login"><p>${escapeHtml(a.gated[0])}</p><p>続きは会員登録（無料）またはログインしてお読みいただけます。</p></div>`,
      `<div data-visibility="after-login"><h2>会員限定の内容</h2><p>${escapeHtml(a.gated[1])}</p></div>`,
    );
  }
  parts.push("<h2>まとめ</h2><p>自院の課題に合うサービスを、比較しながら検討してみてください。</p>");
  return parts.join("");
}

async function providerIds(trx: Transaction<Database>): Promise<Map<string, number>> {
  const rows = await trx.selectFrom("providers").select(["id", "name"]).execute();
  return new Map(rows.map((r) => [r.name, r.id]));
}

async function serviceIds(trx: Transaction<Database>): Promise<Map<string, number>> {
  const rows = await trx.selectFrom("services").select(["id", "name"]).execute();
  return new Map(rows.map((r) => [r.name, r.id]));
}

/** Seminars, articles, banners and their links to services. Runs after the catalog seeder. */
export async function seedMedia(trx: Transaction<Database>, time: SeedTime): Promise<void> {
  const providers = await providerIds(trx);
  const services = await serviceIds(trx);

  const seminars = await trx
    .insertInto("seminars")
    .values(
      DEMO_SEMINARS.map((s, i) => {
        const organizer = DEMO_PROVIDERS[s.organizer]?.name ?? "";
        const startsAt = time.at(s.day, s.hour * 60);
        // Written a month before it takes place, and never after the day before the seed.
        const createdAt = time.at(Math.min(s.day - 30, -1), 10 * 60);
        const html = seminarHtml(s);
        // The status follows the dates, as for a provider's seminar (ADR 162); the stored status is the
        // one at the seed's moment, read only if the row ever stops following its schedule.
        const timeline = {
          starts_at: startsAt,
          ends_at: new Date(startsAt.getTime() + s.minutes * MINUTE_MS),
          reception_starts_at: time.at(s.reception.opensDay, 10 * 60),
          reception_ends_at: time.at(s.reception.closesDay, 17 * 60),
          archive_ends_at: s.archiveDays === undefined ? null : time.at(s.day + s.archiveDays, 23 * 60),
        };
        return {
          title: s.title,
          description_html: html,
          meeting_type: s.meetingType,
          follows_schedule: true,
          reception_status: seminarReceptionStatusAt(timeline, time.now),
          ...timeline,
          archive_url: s.archiveDays === undefined ? null : `https://example.com/seminar-archive/${i + 1}`,
          capacity: s.capacity,
          venue: s.meetingType === MEETING_TYPE.OFFLINE ? (s.venue ?? "") : null,
          meeting_url: s.meetingType === MEETING_TYPE.ONLINE ? "お申し込みの方に視聴URLをメールでお送りします" : null,
          organizer_id: providers.get(organizer) ?? null,
          organizer_name: organizer,
          tags: [...s.tags],
          created_at: createdAt,
          updated_at: createdAt,
        };
      }),
    )
    .returning("id")
    .execute();
  await trx.updateTable("seminars").set({ thumbnail_path: sql<string>`'/media/seminars/' || id || '.svg'` }).execute();

  const contents = await trx
    .insertInto("contents")
    .values(
      DEMO_ARTICLES.map((a, i) => {
        const html = articleHtml(a);
        // Newest first in the list: the first article came out the evening before the seed day, and
        // each further one two days earlier.
        const publishedAt = time.at(-1 - i * 2, 19 * 60);
        return {
          title: a.title,
          summary: a.summary,
          body_html: html,
          author_name: a.author,
          tags: [...a.tags],
          published_at: publishedAt,
          created_at: publishedAt,
          updated_at: publishedAt,
        };
      }),
    )
    .returning("id")
    .execute();
  await trx.updateTable("contents").set({ thumbnail_path: sql<string>`'/media/contents/' || id || '.svg'` }).execute();

  const seminarLinks = DEMO_SEMINARS.flatMap((s, i) =>
    s.services.flatMap((name) => {
      const serviceId = services.get(name);
      const seminarId = seminars[i]?.id;
      return serviceId && seminarId ? [{ seminar_id: seminarId, service_id: serviceId }] : [];
    }),
  );
  if (seminarLinks.length > 0) await trx.insertInto("seminar_services").values(seminarLinks).execute();
  const contentLinks = DEMO_ARTICLES.flatMap((a, i) =>
    a.services.flatMap((name) => {
      const serviceId = services.get(name);
      const contentId = contents[i]?.id;
      return serviceId && contentId ? [{ content_id: contentId, service_id: serviceId }] : [];
    }),
  );
  if (contentLinks.length > 0) await trx.insertInto("content_services").values(contentLinks).execute();

  const banners = await trx
    .insertInto("banners")
    .values(
      DEMO_BANNERS.map((b, i) => ({ title: b.title, link_url: b.linkUrl, src_pc: "", src_sp: "", sort_order: i + 1 })),
    )
    .returning("id")
    .execute();
  for (const { id } of banners) {
    await trx
      .updateTable("banners")
      .set({ src_pc: `/media/banners/${id}-pc.svg`, src_sp: `/media/banners/${id}-sp.svg` })
      .where("id", "=", id)
      .execute();
  }
}

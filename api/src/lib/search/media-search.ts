import { highlightWords } from "@iryo/domain/search-query";
import { type Expression, type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from "kysely";
import type { Database } from "../../db/schema.js";
import { serviceIsListed, type Today } from "../catalog/listed-service.js";
import { providerIsLive } from "../catalog/live-provider.js";
import { anyWordMatch, conceptsAllMatch } from "./keyword-match.js";

/** How a kind of media (articles, seminars) is queried: its alias and the table that links it to services. */
export interface MediaTable {
  /** The alias of the media table in the repository's queries ("c", "s"). */
  readonly alias: string;
  readonly link: {
    readonly table: "content_services" | "seminar_services";
    readonly key: "content_id" | "seminar_id";
  };
}

export interface MediaFilter {
  readonly tag?: string | undefined;
  readonly serviceId?: number | undefined;
  readonly keyword?: string | undefined;
}

/** The WHERE conditions of a media search: carries the tag, is linked to the service, matches the keyword. */
function mediaConditions(media: MediaTable, filter: MediaFilter): Expression<SqlBool>[] {
  const column = (name: string) => sql.ref(`${media.alias}.${name}`);
  const conditions: Expression<SqlBool>[] = [];
  if (filter.tag !== undefined) conditions.push(sql<SqlBool>`${column("tags")} @> ARRAY[${filter.tag}]::text[]`);
  if (filter.serviceId !== undefined) {
    conditions.push(
      sql<SqlBool>`exists (select ${sql.ref(`l.${media.link.key}`)} from ${sql.table(media.link.table)} as l
        where ${sql.ref(`l.${media.link.key}`)} = ${column("id")} and l.service_id = ${filter.serviceId})`,
    );
  }
  // The service search's query analysis (synonyms, readings, word boundaries; ADR 159). The tables are
  // small (hundreds of rows): a sequential scan is enough; services use the trigram index.
  const keyword = conceptsAllMatch(`${media.alias}.search_text`, filter.keyword);
  if (keyword) conditions.push(keyword);
  return conditions;
}

/** One page of rows and the number of all rows that `filtered` selects. */
async function pageAndTotal<DB, TB extends keyof DB, O>(
  filtered: () => SelectQueryBuilder<DB, TB, object>,
  listed: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, O>,
  limit: number,
  offset: number,
) {
  const [rows, total] = await Promise.all([
    listed(filtered()).limit(limit).offset(offset).execute(),
    filtered().select(sql<number>`count(*)::int`.as("n")).$castTo<{ n: number }>().executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.n };
}

/**
 * For a keyword search, 0 for an item whose title holds a word of the keyword (as typed, a synonym or a
 * reading; not a filler word) and 1 for one that holds them only in its other text: the titles that
 * name what was asked for come first, each group in the list's own order (ADR 204). Undefined without a
 * keyword.
 */
function titleFirst(media: MediaTable, keyword: string | undefined): RawBuilder<number> | undefined {
  const words = highlightWords(keyword ?? "");
  if (words.length === 0) return undefined;
  const title = sql`search_fold(${sql.ref(`${media.alias}.title`)})`;
  return sql<number>`case when ${anyWordMatch(title, words)} then 0 else 1 end`;
}

/** One page of the rows of `base` that match the media search `filter`, listed by `listed`, and their total. */
export function searchPage<DB, TB extends keyof DB, O>(
  media: MediaTable,
  filter: MediaFilter,
  base: () => SelectQueryBuilder<DB, TB, object>,
  listed: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, O>,
  limit: number,
  offset: number,
) {
  const filtered = () => mediaConditions(media, filter).reduce((query, condition) => query.where(condition), base());
  const rank = titleFirst(media, filter.keyword);
  const ranked = rank ? (query: SelectQueryBuilder<DB, TB, object>) => listed(query.orderBy(rank)) : listed;
  return pageAndTotal(filtered, ranked, limit, offset);
}

/** The tags of `tags` (a derived table of one `tag` column) with their counts, most used first. */
function tagCounts(db: Kysely<Database>, tags: RawBuilder<{ tag: string }>) {
  return db
    .selectFrom(tags.as("t"))
    .select(["t.tag", sql<number>`count(*)::int`.as("count")])
    .groupBy("t.tag")
    .orderBy("count", "desc")
    .orderBy("t.tag")
    .execute();
}

/** The services linked to one article or seminar, by id: those a visitor may open (ADR 166, 175). */
async function linkedServices(db: Kysely<Database>, media: MediaTable, id: number, today: string) {
  const { rows } = await sql<{ id: number; name: string }>`select sv.id, sv.name
    from ${sql.table(media.link.table)} as l inner join services as sv on sv.id = l.service_id
    where ${sql.ref(`l.${media.link.key}`)} = ${id} and ${providerIsLive("sv.provider_id")}
      and ${serviceIsListed("sv", today)}
    order by sv.id`.execute(db);
  return rows;
}

/**
 * The calls every kind of media answers alike from its tables: its tags (of `tags`) and the services
 * linked to one (only those listed on `today`).
 */
export function mediaLinks(db: Kysely<Database>, media: MediaTable, tags: RawBuilder<{ tag: string }>, today: Today) {
  return {
    tags: () => tagCounts(db, tags),
    relatedServices: (id: number) => linkedServices(db, media, id, today()),
  };
}

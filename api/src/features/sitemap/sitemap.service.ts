import { tokyoDateKey } from "@iryo/domain/tokyo-date";
import type { SitemapRepository, SitemapRow } from "./sitemap.repository.js";

/** An instant as ISO 8601 (PGlite and pg give a Date, a max() over no rows gives null). */
function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

const rows = <K extends string>(key: K, list: readonly SitemapRow[]) =>
  list.map(
    (row) =>
      ({ [key]: row.id, updated_at: iso(row.updated_at) }) as Record<K, number> & {
        updated_at: string | null;
      },
  );

/** The public pages the sitemap names (ADR 168); services only inside their listing period today (Tokyo). */
export function createSitemapService(repo: SitemapRepository, now: () => Date) {
  return {
    async entries() {
      const today = tokyoDateKey(now());
      const [services, categories, issues, seminars, contents] = await Promise.all([
        repo.services(today),
        repo.categories(today),
        repo.issues(today),
        repo.seminars(),
        repo.contents(),
      ]);
      return {
        services: rows("service_id", services),
        categories: rows("category_id", categories),
        issues: rows("issue_id", issues),
        seminars: rows("seminar_id", seminars),
        contents: rows("content_id", contents),
      };
    },
  };
}

import { HOME_CONTENT_COUNT } from "@iryo/domain/constants";
import { NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import type { ContentSearchQuery, KeywordSearchQuery } from "@iryo/domain/media-query";
import { type PaginationQuery, pageMeta, pageOffset } from "@iryo/domain/pagination";
import { AppError } from "../../lib/app-error.js";
import type { ContentFilter, ContentRow, ContentsRepository } from "./contents.repository.js";

function toItem(r: ContentRow) {
  return {
    content_id: r.id,
    title: r.title,
    summary: r.summary,
    author_name: r.author_name,
    tags: r.tags,
    thumbnail_path: r.thumbnail_path,
    published_at: r.published_at.toISOString(),
  };
}

export function createContentsService(repo: ContentsRepository) {
  async function page(filter: ContentFilter, query: PaginationQuery) {
    const { rows, total } = await repo.search(filter, query.page_size, pageOffset(query));
    return {
      contents: rows.map(toItem),
      ...pageMeta(total, query),
    };
  }

  return {
    async topList() {
      return { contents: (await repo.top(HOME_CONTENT_COUNT)).map(toItem) };
    },

    search(query: ContentSearchQuery) {
      return page({ tag: query.tag, serviceId: query.service_id }, query);
    },

    keywordSearch(query: KeywordSearchQuery) {
      return page({ keyword: query.keyword ?? "" }, query);
    },

    async tags() {
      return { tags: await repo.tags() };
    },

    /** The raw editor HTML: the BFF sanitises it and applies the visibility blocks for the viewer. */
    async detail(id: number) {
      const row = await repo.find(id);
      if (!row) throw new AppError(NOT_FOUND_CODE);
      const services = await repo.relatedServices(id);
      return {
        ...toItem(row),
        body_html: row.body_html,
        updated_at: row.updated_at.toISOString(),
        services: services.map((s) => ({ service_id: s.id, service_name: s.name })),
      };
    },
  };
}

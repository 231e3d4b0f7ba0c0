import { HOME_CONTENT_COUNT } from "@iryo/domain/constants";
import type { ContentSearchQuery } from "@iryo/domain/media-query";
import { mediaService } from "../../lib/media-service.js";
import type { ContentRow, ContentsRepository } from "./contents.repository.js";

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
  const media = mediaService(repo, "contents", toItem);
  return {
    async topList() {
      return { contents: (await repo.top(HOME_CONTENT_COUNT)).map(toItem) };
    },

    search(query: ContentSearchQuery) {
      return media.page({ tag: query.tag, serviceId: query.service_id }, query);
    },

    keywordSearch: media.keywordSearch,
    tags: media.tags,

    /** The raw editor HTML: the BFF sanitises it and applies the visibility blocks for the viewer. */
    detail(id: number) {
      return media.detail(id, (row) => ({
        ...toItem(row),
        body_html: row.body_html,
        updated_at: row.updated_at.toISOString(),
      }));
    },
  };
}

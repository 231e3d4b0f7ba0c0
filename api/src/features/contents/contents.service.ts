import { HOME_CONTENT_COUNT } from "@iryo/domain/constants";
import type { ContentSearchQuery } from "@iryo/domain/media-query";
import { mediaService } from "../../lib/media-service.js";
import { restRow } from "../../lib/rest-row.js";
import type { ContentsRepository } from "./contents.repository.js";

export function createContentsService(repo: ContentsRepository) {
  const media = mediaService(repo, "contents", restRow);
  return {
    async topList() {
      return { contents: (await repo.top(HOME_CONTENT_COUNT)).map(restRow) };
    },

    search(query: ContentSearchQuery) {
      return media.page({ tag: query.tag, serviceId: query.service_id }, query);
    },

    keywordSearch: media.keywordSearch,
    tags: media.tags,

    /** The raw editor HTML: the BFF sanitises it and applies the visibility blocks for the viewer. */
    detail(id: number) {
      return media.detail(id, restRow);
    },
  };
}

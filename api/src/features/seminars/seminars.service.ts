import { HOME_SEMINAR_COUNT } from "@iryo/domain/constants";
import type { SeminarSearchQuery } from "@iryo/domain/media-query";
import { SEMINAR_RECEPTION_STATUS } from "@iryo/domain/seminar-reception-status";
import { mediaService } from "../../lib/media-service.js";
import { restRow } from "../../lib/rest-row.js";
import type { SeminarsRepository } from "./seminars.repository.js";

export function createSeminarsService(repo: SeminarsRepository) {
  const media = mediaService(repo, "seminars", restRow);
  return {
    async topList() {
      const rows = await repo.top(HOME_SEMINAR_COUNT, SEMINAR_RECEPTION_STATUS.ACCEPTING);
      return { seminars: rows.map(restRow) };
    },

    search(query: SeminarSearchQuery) {
      return media.page({ status: query.status, tag: query.tag, serviceId: query.service_id }, query);
    },

    keywordSearch: media.keywordSearch,
    tags: media.tags,

    detail(id: number) {
      return media.detail(id, restRow);
    },
  };
}

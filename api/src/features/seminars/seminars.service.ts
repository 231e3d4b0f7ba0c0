import { HOME_SEMINAR_COUNT } from "@iryo/domain/constants";
import type { SeminarSearchQuery } from "@iryo/domain/media-query";
import { SEMINAR_RECEPTION_STATUS } from "@iryo/domain/seminar-reception-status";
import { mediaService } from "../../lib/media-service.js";
import type { SeminarRow, SeminarsRepository } from "./seminars.repository.js";

function toItem(r: SeminarRow) {
  return {
    seminar_id: r.id,
    title: r.title,
    meeting_type: r.meeting_type,
    reception_status: r.reception_status,
    starts_at: r.starts_at.toISOString(),
    ends_at: r.ends_at.toISOString(),
    capacity: r.capacity,
    venue: r.venue,
    organizer_name: r.organizer_name,
    tags: r.tags,
    thumbnail_path: r.thumbnail_path,
  };
}

export function createSeminarsService(repo: SeminarsRepository) {
  const media = mediaService(repo, "seminars", toItem);
  return {
    async topList() {
      const rows = await repo.top(HOME_SEMINAR_COUNT, SEMINAR_RECEPTION_STATUS.ACCEPTING);
      return { seminars: rows.map(toItem) };
    },

    search(query: SeminarSearchQuery) {
      return media.page({ status: query.status, tag: query.tag, serviceId: query.service_id }, query);
    },

    keywordSearch: media.keywordSearch,
    tags: media.tags,

    detail(id: number) {
      return media.detail(id, (row) => ({
        ...toItem(row),
        description_html: row.description_html,
        meeting_url: row.meeting_url,
        organizer_id: row.organizer_id,
        updated_at: row.updated_at.toISOString(),
      }));
    },
  };
}

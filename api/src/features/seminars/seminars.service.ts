import { HOME_SEMINAR_COUNT } from "@iryo/domain/constants";
import { NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import type { KeywordSearchQuery, SeminarSearchQuery } from "@iryo/domain/media-query";
import { type PaginationQuery, pageMeta, pageOffset } from "@iryo/domain/pagination";
import { SEMINAR_RECEPTION_STATUS } from "@iryo/domain/seminar-reception-status";
import { AppError } from "../../lib/app-error.js";
import type { SeminarFilter, SeminarRow, SeminarsRepository } from "./seminars.repository.js";

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
  async function page(filter: SeminarFilter, query: PaginationQuery) {
    const { rows, total } = await repo.search(filter, query.page_size, pageOffset(query));
    return {
      seminars: rows.map(toItem),
      ...pageMeta(total, query),
    };
  }

  return {
    async topList() {
      const rows = await repo.top(HOME_SEMINAR_COUNT, SEMINAR_RECEPTION_STATUS.ACCEPTING);
      return { seminars: rows.map(toItem) };
    },

    search(query: SeminarSearchQuery) {
      return page({ status: query.status, tag: query.tag, serviceId: query.service_id }, query);
    },

    keywordSearch(query: KeywordSearchQuery) {
      return page({ keyword: query.keyword ?? "" }, query);
    },

    async tags() {
      return { tags: await repo.tags() };
    },

    async detail(id: number) {
      const row = await repo.find(id);
      if (!row) throw new AppError(NOT_FOUND_CODE);
      const services = await repo.relatedServices(id);
      return {
        ...toItem(row),
        description_html: row.description_html,
        meeting_url: row.meeting_url,
        organizer_id: row.organizer_id,
        updated_at: row.updated_at.toISOString(),
        services: services.map((s) => ({ service_id: s.id, service_name: s.name })),
      };
    },
  };
}

import {
  keywordSearchSeminars,
  type restSeminarSchema,
  searchSeminars,
  seminarDetail,
  seminarTags,
  topSeminars,
} from "@iryo/domain/contracts/seminars";
import type { z } from "zod";
import { renderEditorHtml, type Viewer } from "../../lib/editor-html/editor-html.js";
import { type PageArgs, pageMetaOf, pageQuery } from "../../lib/graphql/paginated.js";
import { toMediaTags, toRelatedServices } from "../../lib/mapping/media.js";
import { seminarStatusFields } from "../../lib/mapping/rest-labels.js";
import { RestSource } from "../../lib/rest-source.js";
import type { MediaTag, Seminar, SeminarDetail, SeminarPage } from "./seminar.type.js";

type RestSeminar = z.output<typeof restSeminarSchema>;

export interface SeminarSearchArgs {
  readonly status?: number | undefined;
  readonly tag?: string | undefined;
  readonly serviceId?: string | undefined;
  readonly pageSize?: number | undefined;
  readonly pageNumber?: number | undefined;
}

function toSeminar(s: RestSeminar): Seminar {
  return {
    id: String(s.seminar_id),
    title: s.title,
    ...seminarStatusFields(s),
    startsAt: new Date(s.starts_at),
    endsAt: new Date(s.ends_at),
    capacity: s.capacity,
    venue: s.venue,
    organizerName: s.organizer_name,
    tags: s.tags,
    thumbnailPath: s.thumbnail_path,
  };
}

function toPage(body: {
  seminars: RestSeminar[];
  total_count: number;
  page_size: number;
  page_number: number;
}): SeminarPage {
  return {
    items: body.seminars.map(toSeminar),
    ...pageMetaOf(body),
  };
}

/** /v1 calls of the seminars feature. */
export class SeminarsSource extends RestSource {
  async topList(): Promise<Seminar[]> {
    const body = await this.call(topSeminars);
    return body.seminars.map(toSeminar);
  }

  async search(args: SeminarSearchArgs): Promise<SeminarPage> {
    return toPage(
      await this.call(searchSeminars, {
        query: {
          status: args.status,
          tag: args.tag,
          service_id: args.serviceId,
          page_size: args.pageSize,
          page_number: args.pageNumber,
        },
      }),
    );
  }

  async keywordSearch(keyword: string, page: PageArgs): Promise<SeminarPage> {
    const { page_size, page_number } = pageQuery(page);
    return toPage(await this.call(keywordSearchSeminars, { query: { keyword, page_size, page_number } }));
  }

  async tags(): Promise<MediaTag[]> {
    return toMediaTags((await this.call(seminarTags)).tags);
  }

  async detail(id: string, viewer: Viewer): Promise<SeminarDetail> {
    const body = await this.call(seminarDetail, { params: { id } });
    return {
      ...toSeminar(body),
      descriptionHtml: renderEditorHtml(body.description_html, viewer),
      meetingUrl: body.meeting_url,
      relatedServices: toRelatedServices(body.services),
    };
  }
}

import {
  keywordSearchSeminars,
  searchSeminars,
  seminarDetail,
  seminarTags,
  topSeminars,
} from "@iryo/domain/contracts/seminars";
import { renderEditorHtml, type Viewer } from "../../lib/editor-html/editor-html.js";
import { type PageArgs, pageOf, pageParams, pageQuery } from "../../lib/graphql/paginated.js";
import { type MediaFilter, MediaTag, mediaFilterQuery } from "../../lib/mapping/media.js";
import { RestSource } from "../../lib/rest-source.js";
import { Seminar, SeminarDetail, type SeminarPage } from "./seminar.type.js";

/** /v1 calls of the seminars feature. */
export class SeminarsSource extends RestSource {
  async topList(): Promise<Seminar[]> {
    const body = await this.call(topSeminars);
    return body.seminars.map((s) => Seminar.from(s));
  }

  /** Seminars by reception status (`status`) and the shared filters. */
  async search(filter: MediaFilter & { readonly status?: number | null }, page: PageArgs = {}): Promise<SeminarPage> {
    const query = { status: filter.status ?? undefined, ...mediaFilterQuery(filter), ...pageParams(page) };
    const body = await this.call(searchSeminars, { query });
    return pageOf(body, body.seminars, Seminar.from);
  }

  async keywordSearch(keyword: string, page: PageArgs): Promise<SeminarPage> {
    const { page_size, page_number } = pageQuery(page);
    const body = await this.call(keywordSearchSeminars, { query: { keyword, page_size, page_number } });
    return pageOf(body, body.seminars, Seminar.from);
  }

  async tags(): Promise<MediaTag[]> {
    return (await this.call(seminarTags)).tags.map((t) => MediaTag.from(t));
  }

  async detail(id: string, viewer: Viewer): Promise<SeminarDetail> {
    const body = await this.call(seminarDetail, { params: { id } });
    return SeminarDetail.from(body, { descriptionHtml: renderEditorHtml(body.description_html, viewer) });
  }
}

import {
  contentDetail,
  contentTags,
  keywordSearchContents,
  searchContents,
  topContents,
} from "@iryo/domain/contracts/contents";
import { renderEditorHtml, type Viewer } from "../../lib/editor-html/editor-html.js";
import { type PageArgs, pageOf, pageParams, pageQuery } from "../../lib/graphql/paginated.js";
import { type MediaFilter, MediaTag, mediaFilterQuery } from "../../lib/mapping/media.js";
import { RestSource } from "../../lib/rest-source.js";
import { Content, ContentDetail, type ContentPage } from "./content.type.js";

/** /v1 calls of the contents feature. */
export class ContentsSource extends RestSource {
  async topList(): Promise<Content[]> {
    const body = await this.call(topContents);
    return body.contents.map((c) => Content.from(c));
  }

  async search(filter: MediaFilter, page: PageArgs = {}): Promise<ContentPage> {
    const body = await this.call(searchContents, { query: { ...mediaFilterQuery(filter), ...pageParams(page) } });
    return pageOf(body, body.contents, Content.from);
  }

  async keywordSearch(keyword: string, page: PageArgs): Promise<ContentPage> {
    const { page_size, page_number } = pageQuery(page);
    const body = await this.call(keywordSearchContents, { query: { keyword, page_size, page_number } });
    return pageOf(body, body.contents, Content.from);
  }

  async tags(): Promise<MediaTag[]> {
    return (await this.call(contentTags)).tags.map((t) => MediaTag.from(t));
  }

  async detail(id: string, viewer: Viewer): Promise<ContentDetail> {
    const body = await this.call(contentDetail, { params: { id } });
    return ContentDetail.from(body, {
      bodyHtml: renderEditorHtml(body.body_html, viewer),
      viewerIsMember: viewer === "member",
    });
  }
}

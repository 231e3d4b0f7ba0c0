import { BOOKMARK_LIMIT, PAGE_SIZES } from "@iryo/domain/constants";
import { addBookmark, listBookmarks, removeBookmark } from "@iryo/domain/contracts/bookmarks";
import { pageMetaOf } from "../../lib/graphql/paginated.js";
import { RestSource } from "../../lib/rest-source.js";
import type { BookmarkPage, BookmarkState } from "./bookmark.type.js";

const LARGEST_PAGE = PAGE_SIZES[PAGE_SIZES.length - 1] as number;

/** /v1 calls of the bookmarks feature. */
export class BookmarksSource extends RestSource {
  async page(pageSize?: number, pageNumber?: number): Promise<BookmarkPage> {
    const body = await this.call(listBookmarks, { query: { page_size: pageSize, page_number: pageNumber } });
    return {
      items: body.bookmarks.map((b) => ({
        service: {
          id: String(b.service_id),
          name: b.service_name,
          summary: b.summary,
          logoImagePath: b.logo_image_filepath,
          updatedAt: new Date(b.updated_at),
          provider: { id: String(b.provider_id), name: b.provider_name },
        },
        bookmarkedAt: new Date(b.bookmarked_at),
      })),
      ...pageMetaOf(body),
    };
  }

  /** Every bookmarked service id: at most BOOKMARK_LIMIT exist, so one page of the largest size holds them. */
  async serviceIds(): Promise<string[]> {
    const body = await this.call(listBookmarks, { query: { page_size: Math.max(LARGEST_PAGE, BOOKMARK_LIMIT) } });
    return body.bookmarks.map((b) => String(b.service_id));
  }

  async add(serviceId: string): Promise<BookmarkState> {
    return toState(await this.call(addBookmark, { params: { id: serviceId } }));
  }

  async remove(serviceId: string): Promise<BookmarkState> {
    return toState(await this.call(removeBookmark, { params: { id: serviceId } }));
  }
}

function toState(s: { service_id: number; bookmarked: boolean; bookmark_count: number }): BookmarkState {
  return { serviceId: String(s.service_id), bookmarked: s.bookmarked, bookmarkCount: s.bookmark_count };
}

import { BOOKMARK_LIMIT, PAGE_SIZES } from "@iryo/domain/constants";
import { addBookmark, listBookmarks, removeBookmark } from "@iryo/domain/contracts/bookmarks";
import { type PageArgs, pageOf, pageParams } from "../../lib/graphql/paginated.js";
import { RestSource } from "../../lib/rest-source.js";
import { Bookmark, type BookmarkPage, BookmarkState } from "./bookmark.type.js";

const LARGEST_PAGE = PAGE_SIZES[PAGE_SIZES.length - 1] as number;

/** /v1 calls of the bookmarks feature. */
export class BookmarksSource extends RestSource {
  async page(page: PageArgs): Promise<BookmarkPage> {
    const body = await this.call(listBookmarks, { query: pageParams(page) });
    return pageOf(body, body.bookmarks, Bookmark.from);
  }

  /** Every bookmarked service id: at most BOOKMARK_LIMIT exist, so one page of the largest size holds them. */
  async serviceIds(): Promise<string[]> {
    const body = await this.call(listBookmarks, { query: { page_size: Math.max(LARGEST_PAGE, BOOKMARK_LIMIT) } });
    return body.bookmarks.map((b) => String(b.service_id));
  }

  async add(serviceId: string): Promise<BookmarkState> {
    return BookmarkState.from(await this.call(addBookmark, { params: { id: serviceId } }));
  }

  async remove(serviceId: string): Promise<BookmarkState> {
    return BookmarkState.from(await this.call(removeBookmark, { params: { id: serviceId } }));
  }
}

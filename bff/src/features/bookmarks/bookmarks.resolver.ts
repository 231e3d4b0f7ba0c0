import { ID } from "type-graphql";
import { forwardingResolver, spread } from "../../lib/graphql/forwarding.js";
import { PageArgs } from "../../lib/graphql/paginated.js";
import { BookmarkPage, BookmarkState } from "./bookmark.type.js";

export const BookmarksResolver = forwardingResolver(
  "bookmarks",
  ({ mutation, query }) => ({
    myBookmarks: query(BookmarkPage, { page: spread(PageArgs) }, (bookmarks, { page }) => bookmarks.page(page)),
    myBookmarkedServiceIds: query([ID], {}, (bookmarks) => bookmarks.serviceIds()),
    addBookmark: mutation(BookmarkState, { serviceId: ID }, (bookmarks, { serviceId }) => bookmarks.add(serviceId)),
    removeBookmark: mutation(BookmarkState, { serviceId: ID }, (bookmarks, { serviceId }) =>
      bookmarks.remove(serviceId),
    ),
  }),
  {
    myBookmarks: "One page of the member's bookmarks (UNAUTHENTICATED when logged out).",
    myBookmarkedServiceIds: "Ids of every service the member bookmarked (at most 50); for the toggles.",
    addBookmark: "Bookmarks a service; the 51st answers errorCode 1001001.",
    removeBookmark: "Removes a bookmark.",
  },
);

import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { BffContext } from "../../context.js";
import { PageArgs } from "../../lib/graphql/paginated.js";
import { BookmarkPage, BookmarkState } from "./bookmark.type.js";

@Resolver()
export class BookmarksResolver {
  @Query(() => BookmarkPage, { description: "One page of the member's bookmarks (UNAUTHENTICATED when logged out)." })
  myBookmarks(@Args(() => PageArgs) page: PageArgs, @Ctx() ctx: BffContext): Promise<BookmarkPage> {
    return ctx.dataSources.bookmarks.page(page);
  }

  @Query(() => [ID], { description: "Ids of every service the member bookmarked (at most 50); for the toggles." })
  myBookmarkedServiceIds(@Ctx() ctx: BffContext): Promise<string[]> {
    return ctx.dataSources.bookmarks.serviceIds();
  }

  @Mutation(() => BookmarkState, { description: "Bookmarks a service; the 51st answers errorCode 1001001." })
  addBookmark(@Arg("serviceId", () => ID) serviceId: string, @Ctx() ctx: BffContext): Promise<BookmarkState> {
    return ctx.dataSources.bookmarks.add(serviceId);
  }

  @Mutation(() => BookmarkState, { description: "Removes a bookmark." })
  removeBookmark(@Arg("serviceId", () => ID) serviceId: string, @Ctx() ctx: BffContext): Promise<BookmarkState> {
    return ctx.dataSources.bookmarks.remove(serviceId);
  }
}

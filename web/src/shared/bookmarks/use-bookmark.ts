import type { ApolloCache } from "@apollo/client";
import { useState } from "react";
import { appErrorOf } from "../errors/graphql-error";
import { useViewer } from "../session/use-me";
import { showToast } from "../toast/toast-store";
import {
  type BookmarkedServiceIdsQuery,
  BookmarkedServiceIdsQueryDocument,
  useAddBookmarkMutation,
  useBookmarkedServiceIdsQuery,
  useRemoveBookmarkMutation,
} from "./Bookmarks.generated";

/** Keeps the cached id list and the lists that show bookmarks in step with a change. */
function afterChange(cache: ApolloCache, serviceId: string, bookmarked: boolean) {
  cache.updateQuery<BookmarkedServiceIdsQuery>({ query: BookmarkedServiceIdsQueryDocument }, (data) =>
    data
      ? {
          ...data,
          myBookmarkedServiceIds: bookmarked
            ? [...new Set([serviceId, ...data.myBookmarkedServiceIds])]
            : data.myBookmarkedServiceIds.filter((id) => id !== serviceId),
        }
      : data,
  );
  cache.evict({ fieldName: "myBookmarks" });
  cache.evict({ fieldName: "serviceMemberState" });
  cache.gc();
}

/** Removes a bookmark from the member's list (/bookmark); the cache follows as for the toggle. */
export function useRemoveBookmark() {
  const [remove, { loading }] = useRemoveBookmarkMutation();
  return {
    remove: (serviceId: string) =>
      remove({ variables: { serviceId }, update: (cache) => afterChange(cache, serviceId, false) }),
    removing: loading,
  };
}

/**
 * The bookmark state of one service for the signed-in member, and a toggle. `known` (e.g. from the
 * detail page's member state) wins over the shared id list. The 51st bookmark opens the limit modal.
 */
export function useBookmark(serviceId: string, known?: boolean) {
  const { loggedIn, isMember } = useViewer();
  const ids = useBookmarkedServiceIdsQuery({ skip: !isMember || known !== undefined, fetchPolicy: "cache-first" });
  const [add, { loading: adding }] = useAddBookmarkMutation();
  const [remove, { loading: removing }] = useRemoveBookmarkMutation();
  const [limitReached, setLimitReached] = useState(false);
  const [optimistic, setOptimistic] = useState<boolean | undefined>(undefined);
  const bookmarked = optimistic ?? known ?? ids.data?.myBookmarkedServiceIds.includes(serviceId) ?? false;

  async function toggle() {
    const next = !bookmarked;
    try {
      if (next) {
        await add({ variables: { serviceId }, update: (cache) => afterChange(cache, serviceId, true) });
      } else {
        await remove({ variables: { serviceId }, update: (cache) => afterChange(cache, serviceId, false) });
      }
      setOptimistic(next);
      showToast("success", next ? "ブックマークに追加しました。" : "ブックマークを解除しました。");
    } catch (error) {
      const info = appErrorOf(error);
      if (info.code === "1001001") setLimitReached(true);
      else showToast("error", info.message);
    }
  }

  return {
    loggedIn,
    bookmarked,
    busy: adding || removing,
    toggle,
    limitReached,
    closeLimit: () => setLimitReached(false),
  };
}

import { BOOKMARK_LIMIT } from "@iryo/domain/constants";
import { formatDate } from "@iryo/domain/format/date";
import { Link } from "react-router";
import { useBookmarkRouteQuery } from "../../shared/bookmarks/Bookmarks.generated";
import styles from "../../shared/bookmarks/bookmarks.module.css";
import { useRemoveBookmark } from "../../shared/bookmarks/use-bookmark";
import { runWithToast } from "../../shared/toast/run-with-toast";
import { MemberListPage, useMemberPageQuery } from "../../shared/ui/MemberList";
import { ServiceLogo } from "../../shared/ui/ServiceLogo";

/** /bookmark: the member's bookmarked services with remove and paging (product §2.3). */
export default function BookmarkRoute() {
  const list = useMemberPageQuery(useBookmarkRouteQuery);
  const { data } = list;
  // The list drops its cached pages on removal (the next bookmark moves up from the following page).
  const { remove, removing } = useRemoveBookmark();
  const page = data?.myBookmarks;

  const onRemove = (serviceId: string, name: string) =>
    runWithToast(() => remove(serviceId), `「${name}」のブックマークを解除しました。`);

  return (
    <section className="page">
      <MemberListPage
        title="ブックマーク"
        lead={<>気になるサービスを{BOOKMARK_LIMIT}件までブックマークできます。</>}
        path="/bookmark"
        list={list}
        noun="ブックマーク"
        page={page}
        emptyText="ブックマークしたサービスはまだありません。サービスを探して、気になるものをブックマークしましょう。"
      >
        {(page) => (
          <>
            <p className="result-count">
              {page.totalCount}件（{BOOKMARK_LIMIT}件まで）
            </p>
            <ul className={styles.bookmarkList}>
              {page.items.map(({ service, bookmarkedAt }) => (
                <li key={service.id} className={styles.bookmarkItem}>
                  <ServiceLogo src={service.logoImagePath} name={service.name} />
                  <div>
                    <h2 className={styles.bookmarkItemName}>
                      <Link to={`/services/detail/${service.id}`}>{service.name}</Link>
                    </h2>
                    <p className={styles.bookmarkItemMeta}>
                      {service.provider.name}・{formatDate(new Date(bookmarkedAt))}に追加
                    </p>
                  </div>
                  <div className={styles.bookmarkItemActions}>
                    <Link className="button" to={`/services/material_download/${service.id}?from_screen=bookmark`}>
                      資料を見る<span className="visually-hidden">：{service.name}</span>
                    </Link>
                    <button
                      type="button"
                      className="button button--danger-outline"
                      disabled={removing}
                      onClick={() => void onRemove(service.id, service.name)}
                      aria-label={`${service.name}のブックマークを解除`}
                    >
                      解除
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </MemberListPage>
    </section>
  );
}

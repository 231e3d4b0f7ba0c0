import { KEYWORD_MAX_LENGTH } from "@iryo/domain/constants";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PageMeta } from "../../shared/layout/PageMeta";
import { LoadFailed } from "../../shared/ui/LoadFailed";
import { Spinner } from "../../shared/ui/Spinner";
import { useAdminOrganisationsQuery } from "./AdminOrganisations.generated";
import styles from "./admin.module.css";
import { dateTime } from "./admin-labels";
import { businessKindLabel } from "./organisation-labels";

const PAGE_SIZE = 50;

/** 事業者 (admins): provider organisations by part of their name and state, with a link to each. */
export default function OrganisationsPage() {
  const [search, setSearch] = useSearchParams();
  const keyword = search.get("keyword") ?? "";
  const state = search.get("state") ?? "";
  const pageNumber = Math.max(1, Number(search.get("page")) || 1);
  const [draft, setDraft] = useState({ keyword, state });
  const { data, dataState, loading, refetch } = useAdminOrganisationsQuery({
    variables: { keyword: keyword || null, state: state || null, pageSize: PAGE_SIZE, pageNumber },
    fetchPolicy: "cache-and-network",
  });
  const page = dataState === "complete" ? data.operatorOrganisations : undefined;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (draft.keyword.trim()) next.keyword = draft.keyword.trim();
    if (draft.state) next.state = draft.state;
    setSearch(next);
  }

  return (
    <>
      <PageMeta title="事業者" />
      <h1 className={styles.heading}>事業者</h1>
      <p>
        <Link to="/admin/organisations/new" className="button button--primary">
          事業者を登録する
        </Link>
      </p>
      <form className={styles.searchForm} noValidate onSubmit={onSubmit} aria-label="事業者の検索">
        <div>
          <label htmlFor="organisation-keyword">会社名</label>
          <input
            id="organisation-keyword"
            type="search"
            maxLength={KEYWORD_MAX_LENGTH}
            value={draft.keyword}
            onChange={(event) => setDraft({ ...draft, keyword: event.target.value })}
          />
        </div>
        <div>
          <label htmlFor="organisation-state">状態</label>
          <select
            id="organisation-state"
            value={draft.state}
            onChange={(event) => setDraft({ ...draft, state: event.target.value })}
          >
            <option value="">すべて</option>
            <option value="active">利用中</option>
            <option value="suspended">利用停止中</option>
          </select>
        </div>
        <div className={styles.searchActions}>
          <button type="submit" className="button button--primary">
            検索する
          </button>
        </div>
      </form>
      {loading && !page ? <Spinner label="事業者を読み込んでいます" /> : null}
      {!loading && !page ? <LoadFailed message="事業者を読み込めませんでした。" onRetry={() => refetch()} /> : null}
      {page && page.items.length === 0 ? <p className="notice">条件に合う事業者はありません。</p> : null}
      {page && page.items.length > 0 ? (
        <>
          <p className="result-count">{page.totalCount}件</p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1) */}
          <section className={styles.tableWrap} aria-label="表（横にスクロールできます）" tabIndex={0}>
            <table className={styles.table}>
              <caption className="visually-hidden">事業者の一覧</caption>
              <thead>
                <tr>
                  <th scope="col">会社名</th>
                  <th scope="col">事業者の種類</th>
                  <th scope="col">担当者</th>
                  <th scope="col">サービス</th>
                  <th scope="col">状態</th>
                  <th scope="col">登録日時</th>
                </tr>
              </thead>
              <tbody>
                {page.items.map((o) => (
                  <tr key={o.id}>
                    <td>
                      <Link to={`/admin/organisations/${o.id}`}>{o.name}</Link>
                    </td>
                    <td>{businessKindLabel(o.businessKind)}</td>
                    <td>{o.staffCount}名</td>
                    <td>{o.serviceCount}件</td>
                    <td>{o.suspendedAt ? <strong>利用停止中</strong> : "利用中"}</td>
                    <td>{dateTime(o.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          {page.pageCount > 1 ? (
            <nav aria-label="ページ" className={styles.pager}>
              <button
                type="button"
                className="button"
                disabled={pageNumber <= 1}
                onClick={() => setSearch({ ...Object.fromEntries(search), page: String(pageNumber - 1) })}
              >
                前へ
              </button>
              <span>
                {pageNumber} / {page.pageCount}
              </span>
              <button
                type="button"
                className="button"
                disabled={pageNumber >= page.pageCount}
                onClick={() => setSearch({ ...Object.fromEntries(search), page: String(pageNumber + 1) })}
              >
                次へ
              </button>
            </nav>
          ) : null}
        </>
      ) : null}
    </>
  );
}

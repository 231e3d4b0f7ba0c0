import type { OperationVariables } from "@apollo/client";
import type { useQuery } from "@apollo/client/react";
import { fieldErrorMessage } from "@iryo/domain/error-catalogue";
import { parseKeyword } from "@iryo/domain/keyword";
import { intParam } from "@iryo/domain/row-id";
import { highlightWords, prepareSearchVocabulary } from "@iryo/domain/search-query";
import { SEARCH_SORT_OPTIONS } from "@iryo/domain/sort-options";
import { GLOBAL_SEARCH_TAB, type GlobalSearchTab } from "@iryo/domain/tabs";
import { type FormEvent, type ReactNode, useId, useMemo, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ContentCard } from "../../shared/cards/ContentCard";
import cardsStyles from "../../shared/cards/cards.module.css";
import { SeminarCard } from "../../shared/cards/SeminarCard";
import { FacetFilters } from "../../shared/catalog/FacetFilters";
import { facetsOfUrl } from "../../shared/catalog/facet-params";
import { ServiceCard } from "../../shared/catalog/ServiceCard";
import { Breadcrumbs } from "../../shared/layout/Breadcrumbs";
import { PageMeta } from "../../shared/layout/PageMeta";
import { prepareAhead, prepareQueryAhead } from "../../shared/queries/prepare-ahead";
import { PagedList } from "../../shared/ui/PagedList";
import { ResultRange } from "../../shared/ui/ResultRange";
import { SortOptions } from "../../shared/ui/SortSelect";
import { Spinner } from "../../shared/ui/Spinner";
import { searchSortOfUrl } from "../../shared/ui/sort-params";
import { NoResultHints } from "./NoResultHints";
import { useSearchCategoriesTabQuery } from "./SearchCategoriesTab.generated";
import { useSearchContentsTabQuery } from "./SearchContentsTab.generated";
import { useSearchSeminarsTabQuery } from "./SearchSeminarsTab.generated";
import { SearchServicesTabQueryDocument, useSearchServicesTabQuery } from "./SearchServicesTab.generated";
import styles from "./search.module.css";

// The service tab (the one a keyword search opens on) reads its document and highlights its cards with
// the search vocabulary: both are prepared in tasks of their own before hydration reaches the page,
// not inside the page's first render (ADR 198, 202).
prepareQueryAhead(SearchServicesTabQueryDocument);
prepareAhead(prepareSearchVocabulary);

const TABS: readonly { readonly tab: GlobalSearchTab; readonly label: string }[] = [
  { tab: GLOBAL_SEARCH_TAB.SERVICE, label: "サービス" },
  { tab: GLOBAL_SEARCH_TAB.CATEGORY, label: "カテゴリ" },
  { tab: GLOBAL_SEARCH_TAB.SEMINAR, label: "セミナー" },
  { tab: GLOBAL_SEARCH_TAB.CONTENT, label: "コンテンツ" },
];

function tabParam(value: string | null): GlobalSearchTab {
  return TABS.find((t) => String(t.tab) === value)?.tab ?? GLOBAL_SEARCH_TAB.SERVICE;
}

function searchHref(params: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  return `/search?${next.toString()}`;
}

function LoadError() {
  return (
    <p className="notice notice--error" role="alert">
      検索結果を表示できませんでした。時間をおいて再度お試しください。
    </p>
  );
}

function pagingVariables(keyword: string, params: URLSearchParams) {
  return {
    keyword: keyword || null,
    pageSize: intParam(params.get("page_size")) ?? null,
    pageNumber: intParam(params.get("page_number")) ?? null,
  };
}

/** The query state a tab's list shows: the page (the previous one while the next loads), failure, loading. */
function tabResult<Data, Variables extends OperationVariables, Page>(
  result: useQuery.Result<Data, Variables>,
  pageOf: (data: Data) => Page,
) {
  const shown = result.dataState === "complete" ? result.data : result.previousData;
  return { page: shown && pageOf(shown), failed: Boolean(result.error), loading: result.loading };
}

interface ResultPage<T> {
  readonly totalCount: number;
  readonly pageNumber: number;
  readonly pageSize: number;
  readonly pageCount: number;
  readonly items: readonly T[];
}

/**
 * One tab's results: count (with optional tools beside it), the list or its empty state, and paging;
 * before the first page, the error or a spinner.
 */
function ResultList<T extends { readonly id: string }>({
  page,
  failed,
  noun,
  keyword,
  loading,
  listClassName,
  renderItem,
  tools,
  emptyHint,
  whenEmpty,
}: {
  /** The page shown: the query's answer, or the previous one while the next loads. */
  readonly page: ResultPage<T> | undefined;
  readonly failed: boolean;
  /** What the tab searches, in Japanese (サービス, カテゴリ …). */
  readonly noun: string;
  readonly keyword: string;
  readonly loading: boolean;
  readonly listClassName: string | undefined;
  readonly renderItem: (item: T) => ReactNode;
  readonly tools?: ReactNode;
  readonly emptyHint?: string;
  /** Shown below the empty message when nothing is found (the service tab's もしかして, ADR 159). */
  readonly whenEmpty?: ReactNode;
}) {
  if (failed && !page) return <LoadError />;
  if (!page) return <Spinner label={`${noun}を検索しています`} />;
  const count = (
    <ResultRange
      totalCount={page.totalCount}
      pageNumber={page.pageNumber}
      pageSize={page.pageSize}
      shown={page.items.length}
    />
  );
  return (
    <>
      {tools ? (
        <div className={styles.searchToolbar}>
          {count}
          {tools}
        </div>
      ) : (
        count
      )}
      {page.totalCount === 0 ? (
        <>
          <p className="empty">
            {keyword ? `「${keyword}」に一致する${noun}は見つかりませんでした。` : `${noun}が見つかりませんでした。`}
            {emptyHint}
          </p>
          {whenEmpty}
        </>
      ) : (
        <PagedList
          heading={`${noun}の検索結果`}
          label={`${noun}の検索結果`}
          className={listClassName}
          loading={loading}
          page={page}
          renderItem={renderItem}
        />
      )}
    </>
  );
}

interface TabProps {
  readonly keyword: string;
  readonly params: URLSearchParams;
}

function ServiceResults(tab: TabProps) {
  const { keyword, params } = tab;
  const navigate = useNavigate();
  const sortId = useId();
  const sort = searchSortOfUrl(params.get("sort"), keyword);
  const facets = facetsOfUrl(params);
  const result = useSearchServicesTabQuery({
    variables: { ...pagingVariables(keyword, params), sort: sort.name, facets: facets.length > 0 ? facets : null },
  });
  const highlight = useMemo(() => highlightWords(keyword), [keyword]);
  const shown = tabResult(result, (d) => d.searchServices);
  return (
    <>
      {shown.page ? <FacetFilters facets={shown.page.facets} /> : null}
      <ResultList
        {...tab}
        {...shown}
        noun="サービス"
        listClassName="service-list"
        renderItem={(service) => <ServiceCard service={service} highlight={highlight} />}
        emptyHint="別のキーワードでお試しください。"
        whenEmpty={keyword ? <NoResultHints keyword={keyword} /> : null}
        tools={
          <label htmlFor={sortId} className={styles.searchToolbarSort}>
            並び替え
            <SortOptions
              id={sortId}
              value={sort.value}
              options={SEARCH_SORT_OPTIONS}
              onChange={(value) => navigate(searchHref(params, { sort: value, page_number: null }))}
            />
          </label>
        }
      />
    </>
  );
}

function CategoryResults(tab: TabProps) {
  const result = useSearchCategoriesTabQuery({ variables: pagingVariables(tab.keyword, tab.params) });
  return (
    <ResultList
      {...tab}
      {...tabResult(result, (d) => d.searchCategories)}
      noun="カテゴリ"
      listClassName={styles.searchCategories}
      renderItem={(c) => (
        <Link to={`/category/${c.id}`} className={styles.searchCategory}>
          <span className={styles.searchCategoryName}>{c.name}</span>
          <span className={styles.searchCategoryCount}>{c.serviceCount}件のサービス</span>
          <span className={styles.searchCategoryDescription}>{c.description}</span>
        </Link>
      )}
    />
  );
}

function SeminarResults(tab: TabProps) {
  const result = useSearchSeminarsTabQuery({ variables: pagingVariables(tab.keyword, tab.params) });
  const highlight = useMemo(() => highlightWords(tab.keyword), [tab.keyword]);
  return (
    <ResultList
      {...tab}
      {...tabResult(result, (d) => d.searchSeminars)}
      noun="セミナー"
      listClassName={cardsStyles.seminarGrid}
      renderItem={(seminar) => <SeminarCard seminar={seminar} highlight={highlight} />}
    />
  );
}

function ContentResults(tab: TabProps) {
  const result = useSearchContentsTabQuery({ variables: pagingVariables(tab.keyword, tab.params) });
  const highlight = useMemo(() => highlightWords(tab.keyword), [tab.keyword]);
  return (
    <ResultList
      {...tab}
      {...tabResult(result, (d) => d.searchContents)}
      noun="コンテンツ"
      listClassName={cardsStyles.contentGrid}
      renderItem={(content) => <ContentCard content={content} highlight={highlight} />}
    />
  );
}

/** /search?tab=0–3&keyword=… — the global search. */
export default function SearchRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const inputId = useId();
  const errorId = useId();
  const tab = tabParam(params.get("tab"));
  const rawKeyword = params.get("keyword") ?? "";
  const parsed = parseKeyword(rawKeyword);
  const keyword = parsed.ok ? parsed.keyword : "";
  const keywordError = parsed.ok ? undefined : fieldErrorMessage(parsed.message);
  const [draft, setDraft] = useState(rawKeyword);
  const [draftFor, setDraftFor] = useState(rawKeyword);
  if (draftFor !== rawKeyword) {
    // The header box (or back/forward) changed the keyword: show it here too.
    setDraftFor(rawKeyword);
    setDraft(rawKeyword);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(searchHref(params, { keyword: draft.trim() || null, page_number: null }));
  };
  const tabLabel = TABS.find((t) => t.tab === tab)?.label ?? "サービス";

  return (
    <section className="page search-page">
      <PageMeta
        title={keyword ? `「${keyword}」の検索結果（${tabLabel}）` : `${tabLabel}を検索`}
        description="医療ITナビのサービス・カテゴリ・セミナー・コンテンツをキーワードで検索できます。"
      />
      <Breadcrumbs items={[{ label: "検索結果" }]} />
      <header className="page__header">
        <h1>{keyword ? `「${keyword}」の検索結果` : "キーワード検索"}</h1>
      </header>
      <form className={styles.searchForm} aria-label="キーワード検索" onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          検索キーワード
        </label>
        <input
          id={inputId}
          type="search"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder="サービス名・カテゴリ名などで検索"
          aria-invalid={keywordError ? true : undefined}
          aria-describedby={keywordError ? errorId : undefined}
          enterKeyHint="search"
        />
        <button type="submit" className="button button--primary">
          検索
        </button>
      </form>
      {keywordError ? (
        <p id={errorId} className="notice notice--error" role="alert">
          {keywordError}
        </p>
      ) : null}

      <nav className={styles.searchTabs} aria-label="検索対象">
        <ul>
          {TABS.map((t) => (
            <li key={t.tab}>
              <Link
                to={searchHref(params, { tab: String(t.tab), page_number: null, sort: null })}
                aria-current={t.tab === tab ? "page" : undefined}
              >
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="search-panel">
        {keywordError ? null : tab === GLOBAL_SEARCH_TAB.SERVICE ? (
          <ServiceResults keyword={keyword} params={params} />
        ) : tab === GLOBAL_SEARCH_TAB.CATEGORY ? (
          <CategoryResults keyword={keyword} params={params} />
        ) : tab === GLOBAL_SEARCH_TAB.SEMINAR ? (
          <SeminarResults keyword={keyword} params={params} />
        ) : (
          <ContentResults keyword={keyword} params={params} />
        )}
      </div>
    </section>
  );
}

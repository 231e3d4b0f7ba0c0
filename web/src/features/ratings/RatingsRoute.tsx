import { intParam, isRowId } from "@iryo/domain/row-id";
import { filterFromParams } from "@iryo/domain/similar-facility";
import { REVIEW_SORT_OPTIONS } from "@iryo/domain/sort-options";
import { useId } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { appErrorOf } from "../../shared/errors/graphql-error";
import { Breadcrumbs } from "../../shared/layout/Breadcrumbs";
import { ErrorRedirect } from "../../shared/layout/ErrorRedirect";
import { PageMeta } from "../../shared/layout/PageMeta";
import { SimilarFacilityPanel } from "../../shared/ratings/SimilarFacilityPanel";
import { Pagination } from "../../shared/ui/Pagination";
import { ResultRange } from "../../shared/ui/ResultRange";
import { SortOptions } from "../../shared/ui/SortSelect";
import { Spinner } from "../../shared/ui/Spinner";
import { reviewSortOfUrl } from "../../shared/ui/sort-params";
import { RatingSummaryPanel } from "./RatingSummaryPanel";
import { useRatingsRouteQuery } from "./RatingsRoute.generated";
import { ReviewItem, VisitorPrompt } from "./ReviewItem";
import styles from "./ratings.module.css";
import { SimilarFacilityFilterForm } from "./SimilarFacilityFilter";

/** /services/:id/ratings-and-reviews */
export default function RatingsRoute() {
  const { id = "" } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const sortId = useId();
  const sort = reviewSortOfUrl(search.get("sort"));
  const validId = isRowId(id);
  const filter = filterFromParams((name) => search.get(name));
  const { data, dataState, previousData, loading, error } = useRatingsRouteQuery({
    variables: {
      serviceId: id,
      sort: sort.name,
      pageSize: intParam(search.get("page_size")) ?? null,
      pageNumber: intParam(search.get("page_number")) ?? null,
      facilityType: filter.facility_type ?? null,
      bedCount: filter.bed_count ?? null,
      department: filter.department ?? null,
      role: filter.role ?? null,
    },
    skip: !validId,
  });

  if (!validId) return <ErrorRedirect status={404} />;
  const shown = dataState === "complete" ? data : previousData;
  if (error && !shown) {
    if (appErrorOf(error).kind === "NOT_FOUND") return <ErrorRedirect status={404} />;
    return (
      <section className="page">
        <p className="notice notice--error" role="alert">
          評価・レビューを表示できませんでした。時間をおいて再度お試しください。
        </p>
      </section>
    );
  }
  if (!shown) return <Spinner label="評価・レビューを読み込んでいます" />;

  const page = shown.serviceRatings;
  const serviceName = page.serviceName ?? "サービス";
  const changeSort = (value: string) => {
    const next = new URLSearchParams(search);
    next.set("sort", value);
    next.delete("page_number");
    navigate(`/services/${id}/ratings-and-reviews?${next.toString()}`);
  };

  return (
    <section className="page ratings-page">
      <PageMeta
        title={`${serviceName}の評価・レビュー`}
        description={`${serviceName}の評価・レビュー（${page.totalCount}件）。項目別の平均評価と評価の分布をご覧いただけます。`}
      />
      <Breadcrumbs items={[{ label: serviceName, to: `/services/detail/${id}` }, { label: "評価・レビュー" }]} />
      <header className="page__header">
        <h1>{serviceName}の評価・レビュー</h1>
        <p className="page__lead">
          評価は投稿の翌日以降に反映されます。
          <Link to={`/services/detail/${id}`}>サービス詳細へ戻る</Link>
        </p>
      </header>

      <RatingSummaryPanel summary={shown.serviceRatingSummary} />

      <SimilarFacilityPanel ratings={shown.similarFacilityRatings} />

      <SimilarFacilityFilterForm serviceId={id} filter={filter} sort={sort.value} figure={page.figure} />

      {!page.textsVisible && page.totalCount > 0 ? <VisitorPrompt /> : null}

      {page.totalCount === 0 ? (
        <p className="empty">
          {shown.serviceRatingSummary.ratingCount > 0
            ? "条件に合う評価・レビューはありません。"
            : "このサービスにはまだ評価・レビューがありません。"}
        </p>
      ) : (
        <>
          <div className={styles.ratingsToolbar}>
            <ResultRange
              totalCount={page.totalCount}
              pageNumber={page.pageNumber}
              pageSize={page.pageSize}
              shown={page.items.length}
            />
            <label htmlFor={sortId} className={styles.ratingsToolbarSort}>
              並び替え
              <SortOptions id={sortId} value={sort.value} options={REVIEW_SORT_OPTIONS} onChange={changeSort} />
            </label>
          </div>
          {loading ? <Spinner label="並び替えています" /> : null}
          <ul className={styles.reviewList} aria-label="レビュー一覧" aria-busy={loading}>
            {page.items.map((rating) => (
              <li key={rating.id}>
                <ReviewItem rating={rating} textsVisible={page.textsVisible} />
              </li>
            ))}
          </ul>
          <Pagination pageNumber={page.pageNumber} pageCount={page.pageCount} />
        </>
      )}
    </section>
  );
}

import { intParam, isRowId } from "@iryo/domain/row-id";
import { Navigate, useParams, useSearchParams } from "react-router";
import { useCategoryRouteQuery } from "../../graphql/generated";
import { ServiceCard } from "../../shared/catalog/ServiceCard";
import { CompareBar } from "../../shared/compare/CompareBar";
import { CompareToggle } from "../../shared/compare/CompareToggle";
import { Breadcrumbs } from "../../shared/layout/Breadcrumbs";
import { PageMeta } from "../../shared/layout/PageMeta";
import { Pagination } from "../../shared/ui/Pagination";
import { SortSelect } from "../../shared/ui/SortSelect";
import { Spinner } from "../../shared/ui/Spinner";
import { serviceSortOfUrl } from "../../shared/ui/sort-params";

export default function CategoryRoute() {
  const { id = "" } = useParams();
  const [search] = useSearchParams();
  const pageSize = intParam(search.get("page_size"));
  const pageNumber = intParam(search.get("page_number"));
  const sort = serviceSortOfUrl(search.get("sort"));
  const { data, loading, error } = useCategoryRouteQuery({
    variables: { categoryId: id, pageSize: pageSize ?? null, pageNumber: pageNumber ?? null, sort: sort.name },
  });

  if (!isRowId(id)) return <Navigate to="/error/404" replace />;
  if (loading && !data) return <Spinner label="サービスを読み込んでいます" />;
  if (error || !data) {
    return (
      <section className="page">
        <p className="notice notice--error">サービス一覧を表示できませんでした。時間をおいて再度お試しください。</p>
      </section>
    );
  }
  const page = data.categoryServices;
  const hrefOf = (p: number) => {
    const next = new URLSearchParams(search);
    next.set("page_number", String(p));
    return `/category/${id}?${next.toString()}`;
  };
  const first = (page.pageNumber - 1) * page.pageSize + 1;
  const last = first + page.items.length - 1;

  return (
    <section className="page">
      <PageMeta title={`${page.category.name}のサービス一覧`} description={page.category.description} />
      <Breadcrumbs
        items={[{ label: "カテゴリから探す", to: "/services/search?tab=0" }, { label: page.category.name }]}
      />
      <header className="page__header">
        <h1>{page.category.name}</h1>
        <p className="page__lead">{page.category.description}</p>
      </header>
      {page.totalCount === 0 ? (
        <p className="empty">このカテゴリにはまだサービスが登録されていません。</p>
      ) : (
        <>
          <div className="results-bar">
            <p className="result-count" aria-live="polite">
              全{page.totalCount}件中 {first}〜{last}件を表示
            </p>
            <SortSelect value={sort.value} />
          </div>
          <ul className="service-list" aria-label="サービス一覧" aria-busy={loading}>
            {page.items.map((service) => (
              <li key={service.id}>
                <ServiceCard service={service} actions={<CompareToggle id={service.id} name={service.name} />} />
              </li>
            ))}
          </ul>
          <Pagination pageNumber={page.pageNumber} pageCount={page.pageCount} hrefOf={hrefOf} />
        </>
      )}
      <CompareBar />
    </section>
  );
}

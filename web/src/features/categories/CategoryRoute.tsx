import { intParam, isRowId } from "@iryo/domain/row-id";
import { useParams, useSearchParams } from "react-router";
import { FacetFilters } from "../../shared/catalog/FacetFilters";
import { facetsOfUrl } from "../../shared/catalog/facet-params";
import { ServicePageList } from "../../shared/catalog/ServicePageList";
import { CompareBar } from "../../shared/compare/CompareBar";
import { Breadcrumbs } from "../../shared/layout/Breadcrumbs";
import { ErrorRedirect } from "../../shared/layout/ErrorRedirect";
import { PageMeta } from "../../shared/layout/PageMeta";
import { PageFallback } from "../../shared/ui/LoadFailed";
import { serviceSortOfUrl } from "../../shared/ui/sort-params";
import { useCategoryRouteQuery } from "./CategoryRoute.generated";

export default function CategoryRoute() {
  const { id = "" } = useParams();
  const [search] = useSearchParams();
  const pageSize = intParam(search.get("page_size"));
  const pageNumber = intParam(search.get("page_number"));
  const sort = serviceSortOfUrl(search.get("sort"));
  const facets = facetsOfUrl(search);
  const { data, previousData, loading, error } = useCategoryRouteQuery({
    variables: {
      categoryId: id,
      pageSize: pageSize ?? null,
      pageNumber: pageNumber ?? null,
      sort: sort.name,
      facets: facets.length > 0 ? facets : null,
    },
  });

  if (!isRowId(id)) return <ErrorRedirect status={404} />;
  // While a new facet selection loads, the previous list stays (dimmed by ServicePageList's loading).
  const shown = data ?? previousData;
  if (error || !shown) return <PageFallback loading={loading && !shown} what="サービス一覧" loadingWhat="サービス" />;
  const page = shown.categoryServices;

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
      <FacetFilters facets={page.facets} />
      {page.totalCount === 0 ? (
        <p className="empty">
          {facets.length > 0
            ? "選んだ条件をすべて満たすサービスはありません。条件を減らしてお試しください。"
            : "このカテゴリにはまだサービスが登録されていません。"}
        </p>
      ) : (
        <ServicePageList page={page} loading={loading} listClassName="service-list" />
      )}
      <CompareBar />
    </section>
  );
}

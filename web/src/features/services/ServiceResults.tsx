import { intParam } from "@iryo/domain/row-id";
import { useSearchParams } from "react-router";
import { ServicePageList } from "../../shared/catalog/ServicePageList";
import { LoadFailed } from "../../shared/ui/LoadFailed";
import { Spinner } from "../../shared/ui/Spinner";
import { serviceSortOfUrl } from "../../shared/ui/sort-params";
import {
  type ServiceResults_PageFragment,
  useServiceResultsAllQuery,
  useServiceResultsByDepartmentQuery,
  useServiceResultsByIssueQuery,
  useServiceResultsByJobRoleQuery,
} from "./ServiceResults.generated";
import styles from "./services.module.css";

export type ResultsFilter =
  | { readonly kind: "all" }
  | { readonly kind: "issue" | "department" | "jobRole"; readonly id: string };

/** One page of services for the search tabs: all, or those of an issue, department or job role. */
export function ServiceResults({ filter }: { readonly filter: ResultsFilter }) {
  const [search] = useSearchParams();
  const sort = serviceSortOfUrl(search.get("sort"));
  const paging = {
    pageSize: intParam(search.get("page_size")) ?? null,
    pageNumber: intParam(search.get("page_number")) ?? null,
    sort: sort.name,
  };
  const id = filter.kind === "all" ? "" : filter.id;
  const all = useServiceResultsAllQuery({ variables: paging, skip: filter.kind !== "all" });
  const byIssue = useServiceResultsByIssueQuery({
    variables: { issueId: id, ...paging },
    skip: filter.kind !== "issue",
  });
  const byDepartment = useServiceResultsByDepartmentQuery({
    variables: { departmentId: id, ...paging },
    skip: filter.kind !== "department",
  });
  const byJobRole = useServiceResultsByJobRoleQuery({
    variables: { jobRoleId: id, ...paging },
    skip: filter.kind !== "jobRole",
  });
  const active = { all, issue: byIssue, department: byDepartment, jobRole: byJobRole }[filter.kind];
  const page = (all.data?.serviceList ??
    byIssue.data?.servicesByIssue ??
    byDepartment.data?.servicesByDepartment ??
    byJobRole.data?.servicesByJobRole) as ServiceResults_PageFragment | undefined;

  if (active.loading && !active.data) return <Spinner label="サービスを読み込んでいます" />;
  if (active.error || !page) {
    return (
      <LoadFailed
        message="サービス一覧を表示できませんでした。時間をおいて再度お試しください。"
        onRetry={active.refetch}
      />
    );
  }
  return (
    <section className="service-results" aria-labelledby="service-results-title">
      <h2 id="service-results-title">{filter.kind === "all" ? "すべてのサービス" : `${page.title}のサービス`}</h2>
      {page.description ? <p className="page__lead">{page.description}</p> : null}
      {page.totalCount === 0 ? (
        <p className="empty">該当するサービスはまだありません。</p>
      ) : (
        <ServicePageList page={page} loading={active.loading} listClassName={styles.catalogList} />
      )}
    </section>
  );
}

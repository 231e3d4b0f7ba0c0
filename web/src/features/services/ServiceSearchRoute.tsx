import { isRowId } from "@iryo/domain/row-id";
import { SERVICE_SEARCH_TAB, type ServiceSearchTab } from "@iryo/domain/tabs";
import { type KeyboardEvent, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { CompareBar } from "../../shared/compare/CompareBar";
import { Breadcrumbs } from "../../shared/layout/Breadcrumbs";
import { ErrorRedirect } from "../../shared/layout/ErrorRedirect";
import { PageMeta } from "../../shared/layout/PageMeta";
import { LoadFailed } from "../../shared/ui/LoadFailed";
import { Spinner } from "../../shared/ui/Spinner";
import { type ResultsFilter, ServiceResults } from "./ServiceResults";
import { useServiceSearchRouteQuery } from "./ServiceSearchRoute.generated";
import styles from "./services.module.css";

const TABS: readonly { readonly tab: ServiceSearchTab; readonly label: string; readonly lead: string }[] = [
  { tab: SERVICE_SEARCH_TAB.CATEGORY, label: "カテゴリから探す", lead: "サービスの種類から探せます。" },
  {
    tab: SERVICE_SEARCH_TAB.ISSUE,
    label: "課題から探す",
    lead: "現場の困りごとから、解決に役立つサービスを探せます。",
  },
  {
    tab: SERVICE_SEARCH_TAB.DEPARTMENT_OR_JOB,
    label: "診療科・職種から探す",
    lead: "診療科・部門や職種に合うサービスを探せます。",
  },
  {
    tab: SERVICE_SEARCH_TAB.SERVICE_LIST,
    label: "サービス一覧",
    lead: "掲載中のすべてのサービスを新しい順に表示します。",
  },
];

/** The `tab` query: one of 0–3, else the category tab. */
function tabOf(value: string | null): ServiceSearchTab {
  const n = value !== null && /^[0-3]$/.test(value) ? Number(value) : SERVICE_SEARCH_TAB.CATEGORY;
  return n as ServiceSearchTab;
}

export default function ServiceSearchRoute() {
  const [search, setSearch] = useSearchParams();
  const tab = tabOf(search.get("tab"));
  const { data, loading, error, refetch } = useServiceSearchRouteQuery();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = TABS[tab] as (typeof TABS)[number];

  const selectTab = (next: ServiceSearchTab) => {
    setSearch(new URLSearchParams({ tab: String(next) }));
    tabRefs.current[next]?.focus();
  };
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = TABS.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: tab === last ? 0 : tab + 1,
      ArrowLeft: tab === 0 ? last : tab - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    selectTab(next as ServiceSearchTab);
  };

  const issueId = search.get("issue_id");
  const departmentId = search.get("department_id");
  const jobRoleId = search.get("job_role_id");
  let filter: ResultsFilter | null = null;
  if (tab === SERVICE_SEARCH_TAB.SERVICE_LIST) filter = { kind: "all" };
  else if (tab === SERVICE_SEARCH_TAB.ISSUE && issueId && isRowId(issueId)) filter = { kind: "issue", id: issueId };
  else if (tab === SERVICE_SEARCH_TAB.DEPARTMENT_OR_JOB && departmentId && isRowId(departmentId)) {
    filter = { kind: "department", id: departmentId };
  } else if (tab === SERVICE_SEARCH_TAB.DEPARTMENT_OR_JOB && jobRoleId && isRowId(jobRoleId)) {
    filter = { kind: "jobRole", id: jobRoleId };
  }

  // An id in the query that cannot name a row: the not-found page (404 on the server; ADR 168).
  const malformed = [issueId, departmentId, jobRoleId].some(
    (value) => value !== null && value !== "" && !isRowId(value),
  );
  // The canonical URL keeps the tab and the row the page lists (an issue's page is a page of its own).
  const canonicalQuery = new URLSearchParams({ tab: String(tab) });
  if (filter && filter.kind !== "all") {
    canonicalQuery.set(
      { issue: "issue_id", department: "department_id", jobRole: "job_role_id" }[filter.kind],
      filter.id,
    );
  }

  const initial = data?.serviceSearchInitial;
  let panel: React.ReactNode;
  if (filter) {
    panel = (
      <>
        {filter.kind !== "all" ? (
          <p>
            <Link to={`/services/search?tab=${tab}`}>← {current.label}に戻る</Link>
          </p>
        ) : null}
        <ServiceResults filter={filter} />
      </>
    );
  } else if (loading && !initial) {
    panel = <Spinner label="検索条件を読み込んでいます" />;
  } else if (error || !initial) {
    panel = <LoadFailed message="検索条件を読み込めませんでした。" onRetry={refetch} />;
  } else if (tab === SERVICE_SEARCH_TAB.CATEGORY) {
    panel = <TileList label="カテゴリ" items={initial.categories.map((c) => ({ ...c, to: `/category/${c.id}` }))} />;
  } else if (tab === SERVICE_SEARCH_TAB.ISSUE) {
    panel = (
      <TileList
        label="課題"
        items={initial.issues.map((i) => ({ ...i, to: `/services/search?tab=1&issue_id=${i.id}` }))}
      />
    );
  } else {
    panel = (
      <>
        <h2 className={styles.searchPanelHeading}>診療科・部門</h2>
        <TileList
          label="診療科・部門"
          items={initial.departments.map((d) => ({ ...d, to: `/services/search?tab=2&department_id=${d.id}` }))}
        />
        <h2 className={styles.searchPanelHeading}>職種</h2>
        <TileList
          label="職種"
          items={initial.jobRoles.map((j) => ({ ...j, to: `/services/search?tab=2&job_role_id=${j.id}` }))}
        />
      </>
    );
  }

  if (malformed) return <ErrorRedirect status={404} />;
  return (
    <section className="page service-search">
      <PageMeta
        title={`${current.label}｜サービスを探す`}
        description={current.lead}
        canonical={`/services/search?${canonicalQuery.toString()}`}
      />
      <Breadcrumbs items={[{ label: "サービスを探す", to: "/services/search?tab=1" }, { label: current.label }]} />
      <header className="page__header">
        <h1>サービスを探す</h1>
        <p className="page__lead">
          {initial ? `掲載サービス ${initial.totalServiceCount}件。` : ""}
          {current.lead}
        </p>
      </header>
      <div className={styles.tabs} role="tablist" aria-label="探し方">
        {TABS.map((t) => (
          <button
            key={t.tab}
            ref={(el) => {
              tabRefs.current[t.tab] = el;
            }}
            type="button"
            role="tab"
            id={`service-search-tab-${t.tab}`}
            aria-selected={t.tab === tab}
            aria-controls="service-search-panel"
            tabIndex={t.tab === tab ? 0 : -1}
            className={styles.tabsTab}
            onClick={() => selectTab(t.tab)}
            onKeyDown={onTabKey}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div
        className={styles.tabsPanel}
        role="tabpanel"
        id="service-search-panel"
        aria-labelledby={`service-search-tab-${tab}`}
      >
        {panel}
      </div>
      <CompareBar />
    </section>
  );
}

function TileList({
  label,
  items,
}: {
  readonly label: string;
  readonly items: readonly {
    readonly id: string;
    readonly name: string;
    readonly serviceCount: number;
    readonly description?: string;
    readonly to: string;
  }[];
}) {
  if (items.length === 0) return <p className="empty">{label}はまだありません。</p>;
  return (
    <ul className={styles.searchTiles} aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <Link to={item.to} className={styles.searchTile}>
            <span className={styles.searchTileName}>{item.name}</span>
            {item.description ? <span className={styles.searchTileDescription}>{item.description}</span> : null}
            <span className={styles.searchTileCount}>{item.serviceCount}件</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

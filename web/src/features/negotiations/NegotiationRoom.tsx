import { type ComponentType, Suspense } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { appErrorOf } from "../../shared/errors/graphql-error";
import formsStyles from "../../shared/forms/forms.module.css";
import { Breadcrumbs } from "../../shared/layout/Breadcrumbs";
import { ErrorRedirect } from "../../shared/layout/ErrorRedirect";
import { PageMeta } from "../../shared/layout/PageMeta";
import { ShowFailed } from "../../shared/ui/LoadFailed";
import { Spinner } from "../../shared/ui/Spinner";
import { NegotiationChat } from "./NegotiationChat";
import { NegotiationInfoTab } from "./NegotiationInfoTab";
import { useNegotiationDetailRouteQuery } from "./Negotiations.generated";
import styles from "./negotiations.module.css";

const TABS = ["商談情報", "チャット", "ファイル"] as const;

/** Tab 2 of the room, provided by the files feature (wired in web/src/app/negotiation-routes.tsx). */
export type FilesTabComponent = ComponentType<{ readonly negotiationId: string; readonly readOnly: boolean }>;

/** Each side's rooms (`{room}/{id}`) and the list they belong to. */
const SIDES = {
  member: { room: "/negotiation/detail", listPath: "/negotiation/list", listLabel: "商談一覧" },
  provider: { room: "/provider/negotiations", listPath: "/provider/negotiations", listLabel: "商談受付一覧" },
} as const;

/**
 * The room of the negotiation in the URL (`…/:id`), for its member or its provider: tabs 0 information,
 * 1 chat, 2 files.
 */
export function NegotiationRoom({
  side,
  FilesTab,
}: {
  readonly side: keyof typeof SIDES;
  readonly FilesTab: FilesTabComponent;
}) {
  const { id = "" } = useParams();
  const { room, listPath, listLabel } = SIDES[side];
  const basePath = `${room}/${id}`;
  const [search] = useSearchParams();
  const raw = Number(search.get("tab") ?? "0");
  const tab = Number.isInteger(raw) && raw >= 0 && raw < TABS.length ? raw : 0;
  const valid = /^[1-9]\d*$/.test(id);
  // Always read again from the server: the other side changes the room (status, schedule) while the member
  // is away. What the cache holds shows meanwhile: the server's render of this page (which hydrates as
  // it is, ADR 190) or an earlier visit.
  const { data, loading, error, refetch } = useNegotiationDetailRouteQuery({
    variables: { id },
    skip: !valid,
    fetchPolicy: "cache-and-network",
  });
  if (!valid) return <ErrorRedirect status={404} />;
  if (loading && !data) return <Spinner label="商談を読み込んでいます" />;
  if (error && !data) {
    if (appErrorOf(error).kind === "NOT_FOUND") return <ErrorRedirect status={404} />;
    return (
      <section className="page">
        <ShowFailed what="商談" />
      </section>
    );
  }
  if (!data) return null;
  const n = data.negotiation;
  // After a status change (the labels, next steps and read-only state that follow are the server's) or a
  // conflict with the other side's change, the room's facts are read again.
  const reload = () => void refetch();
  return (
    <section className="page negotiation-room">
      <PageMeta title={`商談：${n.service.name}`} />
      <Breadcrumbs items={[{ label: listLabel, to: listPath }, { label: n.service.name }]} />
      <header className="page__header">
        <h1>{n.service.name}</h1>
        <p className="page__lead">
          {side === "member" ? n.providerName : `${n.hospitalName} ${n.memberName} 様`}・商談番号 {n.id}・
          <span className={`${styles.statusLabel} ${styles[`status-label--${n.status}`] ?? ""}`}>{n.statusLabel}</span>
        </p>
      </header>
      <nav aria-label="商談メニュー">
        <ul className={`${formsStyles.settingsTabs} ${styles.negotiationTabs}`}>
          {TABS.map((label, i) => (
            <li key={label}>
              <Link to={`${basePath}?tab=${i}`} aria-current={i === tab ? "page" : undefined}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {tab === 0 && <NegotiationInfoTab negotiation={n} onChanged={reload} />}
      {tab === 1 && (
        <NegotiationChat
          negotiationId={n.id}
          side={side}
          senderName={side === "member" ? n.memberName : n.providerName}
          status={n.status}
          readOnly={n.chatReadOnly}
          onConflict={reload}
        />
      )}
      {tab === 2 && (
        <Suspense fallback={<Spinner label="ファイルを読み込んでいます" />}>
          <FilesTab negotiationId={n.id} readOnly={n.chatReadOnly} />
        </Suspense>
      )}
    </section>
  );
}

import { EDITOR_PREVIEW_MAX_HEIGHT_PX } from "@iryo/domain/constants";
import { MEETING_TYPE } from "@iryo/domain/meeting-type";
import { isRowId } from "@iryo/domain/row-id";
import { useId, useLayoutEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { DetailTags, RelatedServices } from "../../shared/cards/MediaList";
import { ReceptionStatusLabel } from "../../shared/cards/ReceptionStatusLabel";
import { seminarSchedule } from "../../shared/cards/SeminarCard";
import styles from "../../shared/cards/seminars.module.css";
import { Breadcrumbs } from "../../shared/layout/Breadcrumbs";
import { ErrorRedirect } from "../../shared/layout/ErrorRedirect";
import { PageMeta } from "../../shared/layout/PageMeta";
import { StructuredData } from "../../shared/seo/StructuredData";
import { seminarEvent } from "../../shared/seo/structured-data";
import { PageFallback } from "../../shared/ui/LoadFailed";
import { SeminarApplyPanel } from "./SeminarApplyPanel";
import { useSeminarDetailRouteQuery } from "./SeminarDetailRoute.generated";

export default function SeminarDetailRoute() {
  const { id = "" } = useParams();
  const valid = isRowId(id);
  const { data, loading, error } = useSeminarDetailRouteQuery({ variables: { id }, skip: !valid });
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const bodyRef = useRef<HTMLDivElement>(null);
  const bodyId = useId();
  const html = data?.seminar.descriptionHtml;

  // The preview is cut at EDITOR_PREVIEW_MAX_HEIGHT_PX; the toggle shows only when something is cut.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the description changes
  useLayoutEffect(() => {
    const body = bodyRef.current;
    setOverflows(body !== null && body.scrollHeight > EDITOR_PREVIEW_MAX_HEIGHT_PX);
  }, [html]);

  // On the server, the page answers 404 with the not-found page (ADR 168).
  if (!valid) return <ErrorRedirect status={404} />;
  if (error || !data) return <PageFallback loading={loading && !data} what="セミナー" />;
  const s = data.seminar;
  return (
    <article className="page seminar-detail">
      <PageMeta
        title={s.title}
        description={`${s.organizerName}主催のセミナーです。`}
        image={s.thumbnailPath ?? undefined}
      />
      <StructuredData id="main" build={(origin) => seminarEvent(s, origin)} />
      <Breadcrumbs items={[{ label: "セミナー", to: "/seminars/list" }, { label: s.title }]} />
      <header className="page__header">
        <p className={styles.seminarCardLabels}>
          <ReceptionStatusLabel label={s.receptionStatusLabel} color={s.receptionStatusColor} />
          <span className={styles.seminarCardType}>{s.meetingTypeLabel}</span>
        </p>
        <h1>{s.title}</h1>
      </header>
      <dl className={`${styles.seminarDetailFacts} panel`}>
        <dt>日時</dt>
        <dd>{seminarSchedule(s.startsAt, s.endsAt)}</dd>
        <dt>開催形式</dt>
        <dd>{s.meetingTypeLabel}</dd>
        <dt>{s.meetingType === MEETING_TYPE.OFFLINE ? "会場" : "参加方法"}</dt>
        <dd>{s.meetingType === MEETING_TYPE.OFFLINE ? s.venue : s.meetingUrl}</dd>
        <dt>定員</dt>
        <dd>{s.capacity ? `${s.capacity.toLocaleString("ja-JP")}名` : "定員なし"}</dd>
        <dt>主催</dt>
        <dd>{s.organizerName}</dd>
        <dt>受付状況</dt>
        <dd>{s.receptionStatusLabel}</dd>
      </dl>
      <SeminarApplyPanel
        seminar={{
          id: s.id,
          title: s.title,
          schedule: seminarSchedule(s.startsAt, s.endsAt),
          place: s.meetingType === MEETING_TYPE.OFFLINE ? `会場（${s.venue ?? ""}）` : "オンライン",
        }}
      />
      <section aria-labelledby="seminar-about">
        <h2 id="seminar-about">セミナーの内容</h2>
        <div
          id={bodyId}
          ref={bodyRef}
          className={`${styles.editorHtml} ${styles.editorPreview}${expanded || !overflows ? ` ${styles.editorPreviewOpen}` : ""}`}
          style={expanded ? undefined : { maxHeight: EDITOR_PREVIEW_MAX_HEIGHT_PX }}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the BFF's allow-list sanitiser
          dangerouslySetInnerHTML={{ __html: s.descriptionHtml }}
        />
        {overflows ? (
          <button
            type="button"
            className={`button ${styles.editorPreviewToggle}`}
            aria-expanded={expanded}
            aria-controls={bodyId}
            onClick={() => setExpanded((v) => !v)}
          >
            {expanded ? "閉じる" : "続きを読む"}
          </button>
        ) : null}
      </section>
      <DetailTags tags={s.tags} listPath="/seminars/list" />
      <RelatedServices services={s.relatedServices} headingId="seminar-services" heading="関連するサービス" />
      <p>
        <Link to="/seminars/list">セミナー一覧へ戻る</Link>
      </p>
    </article>
  );
}

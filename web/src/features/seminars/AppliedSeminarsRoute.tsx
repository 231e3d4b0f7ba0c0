import { PAGE_SIZES } from "@iryo/domain/constants";
import { MEETING_TYPE } from "@iryo/domain/meeting-type";
import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ReceptionStatusLabel } from "../../shared/cards/ReceptionStatusLabel";
import { seminarSchedule } from "../../shared/cards/SeminarCard";
import seminarsStyles from "../../shared/cards/seminars.module.css";
import { Breadcrumbs } from "../../shared/layout/Breadcrumbs";
import { PageMeta } from "../../shared/layout/PageMeta";
import { toastFailure } from "../../shared/toast/run-with-toast";
import { showToast } from "../../shared/toast/toast-store";
import { LoadFailed } from "../../shared/ui/LoadFailed";
import { Pagination } from "../../shared/ui/Pagination";
import { Spinner } from "../../shared/ui/Spinner";
import { type AppliedSeminarsRouteQuery, useAppliedSeminarsRouteQuery } from "./AppliedSeminarsRoute.generated";
import styles from "./seminar-enrollments.module.css";
import { useCancelEnrollment } from "./use-enrollment-mutations";

type Applied = AppliedSeminarsRouteQuery["appliedSeminars"]["items"][number];

function pageParam(value: string | null, allowed: readonly number[], fallback: number): number {
  const n = Number(value);
  return allowed.includes(n) ? n : fallback;
}

/** /apply-seminar: the seminars the member enrolled in, with cancel while reception is open. */
export default function AppliedSeminarsRoute() {
  const [search] = useSearchParams();
  const pageSize = pageParam(search.get("page_size"), PAGE_SIZES, PAGE_SIZES[0]);
  const pageNumber = Math.max(1, Number.parseInt(search.get("page_number") ?? "1", 10) || 1);
  const {
    data: result,
    dataState,
    loading,
    error,
    refetch,
  } = useAppliedSeminarsRouteQuery({ variables: { pageSize, pageNumber } });
  const data = dataState === "complete" ? result : undefined;
  const { cancel, cancelling } = useCancelEnrollment();
  const [confirming, setConfirming] = useState<string | null>(null);
  const headingId = useId();

  if (loading && !data) return <Spinner label="申込済みセミナーを読み込んでいます" />;
  if (error || !data) {
    return (
      <section className="page">
        <LoadFailed
          message="申込済みセミナーを表示できませんでした。時間をおいて再度お試しください。"
          onRetry={refetch}
        />
      </section>
    );
  }
  const page = data.appliedSeminars;
  const pageCount = Math.max(1, Math.ceil(page.totalCount / page.pageSize));

  const doCancel = async (s: Applied) => {
    try {
      await cancel(s.seminarId);
      showToast("success", `「${s.title}」のお申し込みをキャンセルしました。`);
      setConfirming(null);
    } catch (e) {
      toastFailure(e);
      setConfirming(null);
      // Refused: the seminar changed meanwhile (its reception closed, it was cancelled); show the server's list.
      await refetch();
    }
  };

  return (
    <section className="page applied-seminars" aria-labelledby={headingId}>
      <PageMeta title="申込済みセミナー" description="お申し込みいただいたセミナーの一覧です。" />
      <Breadcrumbs items={[{ label: "マイページ" }, { label: "申込済みセミナー" }]} />
      <header className="page__header">
        <h1 id={headingId}>申込済みセミナー</h1>
      </header>
      {page.items.length === 0 ? (
        <div className="empty">
          <p>お申し込み中のセミナーはありません。</p>
          <p>医療ITの最新動向や導入事例を学べるセミナーを開催しています。</p>
          <Link to="/seminars/list" className="button button--primary">
            セミナーを探す
          </Link>
        </div>
      ) : (
        <>
          <p>{page.totalCount.toLocaleString("ja-JP")}件のセミナーにお申し込み中です。</p>
          <ul className={styles.appliedSeminarsList} aria-label="申込済みセミナー">
            {page.items.map((s) => (
              <li key={s.enrollmentId} className={styles.appliedSeminarsItem}>
                <p className={seminarsStyles.seminarCardLabels}>
                  <ReceptionStatusLabel label={s.receptionStatusLabel} color={s.receptionStatusColor} />
                  <span className={seminarsStyles.seminarCardType}>{s.meetingTypeLabel}</span>
                </p>
                <h2 className={styles.appliedSeminarsTitle}>
                  <Link to={`/seminars/detail/${s.seminarId}`}>{s.title}</Link>
                </h2>
                <p>{seminarSchedule(s.startsAt, s.endsAt)}</p>
                <p>
                  {s.meetingType === MEETING_TYPE.OFFLINE ? `会場：${s.venue ?? ""}` : "オンライン開催"}　主催：
                  {s.organizerName}
                </p>
                {s.cancellable ? (
                  confirming === s.seminarId ? (
                    <fieldset className={styles.appliedSeminarsConfirm}>
                      <legend>このセミナーのお申し込みをキャンセルしますか？</legend>
                      <button
                        type="button"
                        className="button"
                        onClick={() => setConfirming(null)}
                        disabled={cancelling}
                      >
                        やめる
                      </button>
                      <button
                        type="button"
                        className="button button--danger"
                        onClick={() => void doCancel(s)}
                        disabled={cancelling}
                      >
                        キャンセルする
                      </button>
                    </fieldset>
                  ) : (
                    <button type="button" className="button" onClick={() => setConfirming(s.seminarId)}>
                      お申し込みをキャンセル<span className="visually-hidden">：{s.title}</span>
                    </button>
                  )
                ) : (
                  <p className={styles.appliedSeminarsClosed}>受付期間が終了したため、キャンセルできません。</p>
                )}
              </li>
            ))}
          </ul>
          <Pagination pageNumber={page.pageNumber} pageCount={pageCount} />
        </>
      )}
    </section>
  );
}

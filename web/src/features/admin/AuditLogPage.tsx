import { useApolloClient } from "@apollo/client/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { toCsv } from "@iryo/domain/csv";
import { type AuditSearchFormValues, auditSearchFormSchema } from "@iryo/domain/validation/moderation-forms";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useSearchParams } from "react-router";
import { FormField } from "../../shared/forms/FormField";
import { submitHandler } from "../../shared/forms/submit-handler";
import { textInput } from "../../shared/forms/text-input";
import { PageMeta } from "../../shared/layout/PageMeta";
import { toastFailure } from "../../shared/toast/run-with-toast";
import { LoadFailed } from "../../shared/ui/LoadFailed";
import { Spinner } from "../../shared/ui/Spinner";
import {
  type AuditLogQuery,
  AuditLogQueryDocument,
  type AuditLogQueryVariables,
  useAuditLogQuery,
} from "./Admin.generated";
import styles from "./admin.module.css";
import { dateTime } from "./admin-labels";

const FIELDS = ["operatorId", "action", "targetType", "targetId", "from", "to"] as const;
/** The CSV export walks at most this many pages of 100 rows. */
const EXPORT_MAX_PAGES = 100;

function filtersOf(search: URLSearchParams): AuditSearchFormValues {
  return Object.fromEntries(FIELDS.map((f) => [f, search.get(f) ?? ""])) as AuditSearchFormValues;
}

function variablesOf(filters: AuditSearchFormValues) {
  return {
    operatorId: filters.operatorId || null,
    action: filters.action || null,
    targetType: filters.targetType || null,
    targetId: filters.targetId || null,
    from: filters.from || null,
    to: filters.to || null,
  };
}

/** 操作ログ: search by operator, action, target and dates; export what was found as CSV (UTF-8 with BOM). */
export default function AuditLogPage() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersOf(search);
  const pageNumber = Math.max(1, Number(search.get("page")) || 1);
  const client = useApolloClient();
  const [exporting, setExporting] = useState(false);
  const { data, dataState, loading, refetch } = useAuditLogQuery({
    variables: { ...variablesOf(filters), pageSize: 50, pageNumber },
    fetchPolicy: "cache-and-network",
  });
  const form = useForm<AuditSearchFormValues>({ resolver: zodResolver(auditSearchFormSchema), values: filters });
  const onSubmit = submitHandler(form, async (values) => {
    setSearch(Object.fromEntries(Object.entries(values).filter(([, v]) => v !== "")));
  });

  async function exportCsv() {
    setExporting(true);
    try {
      const rows: AuditLogQuery["auditLog"]["items"][number][] = [];
      for (let page = 1; page <= EXPORT_MAX_PAGES; page++) {
        const { data: chunk } = await client.query<AuditLogQuery, AuditLogQueryVariables>({
          query: AuditLogQueryDocument,
          variables: { ...variablesOf(filters), pageSize: 100, pageNumber: page },
          fetchPolicy: "network-only",
        });
        if (!chunk) break;
        rows.push(...chunk.auditLog.items);
        if (page >= chunk.auditLog.pageCount) break;
      }
      const csv = toCsv(
        ["日時", "操作者", "操作", "対象の種類", "対象ID", "変更前", "変更後", "理由"],
        rows.map((r) => [
          dateTime(r.createdAt),
          r.operatorEmail,
          r.action,
          r.targetType,
          r.targetId,
          r.beforeValues,
          r.afterValues,
          r.reason,
        ]),
      );
      const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
      const link = document.createElement("a");
      link.href = url;
      link.download = "operator-audit-log.csv";
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      toastFailure(error);
    } finally {
      setExporting(false);
    }
  }

  const complete = dataState === "complete" ? data : undefined;
  const page = complete?.auditLog;
  const operators = complete?.consoleOperators ?? [];
  return (
    <>
      <PageMeta title="操作ログ" />
      <h1 className={styles.heading}>操作ログ</h1>
      <p>運営担当者の操作はすべて記録され、変更や削除はできません。</p>
      <form className={styles.searchForm} noValidate onSubmit={onSubmit} aria-label="操作ログの検索">
        <FormField id="audit-operator" label="操作者">
          <select id="audit-operator" {...form.register("operatorId")}>
            <option value="">すべて</option>
            {operators.map((o) => (
              <option key={o.id} value={o.id}>
                {o.displayName}（{o.email}）
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          id="audit-action"
          label="操作"
          hint="例：rating.approve"
          error={form.getFieldState("action", form.formState).error}
        >
          <input id="audit-action" type="text" {...textInput(form, "action", 100)} />
        </FormField>
        <FormField
          id="audit-target-type"
          label="対象の種類"
          hint="例：rating"
          error={form.getFieldState("targetType", form.formState).error}
        >
          <input id="audit-target-type" type="text" {...textInput(form, "targetType", 100)} />
        </FormField>
        <FormField id="audit-target-id" label="対象ID" error={form.getFieldState("targetId", form.formState).error}>
          <input id="audit-target-id" type="text" {...textInput(form, "targetId", 100)} />
        </FormField>
        <FormField id="audit-from" label="開始日" error={form.getFieldState("from", form.formState).error}>
          <input id="audit-from" type="date" {...form.register("from")} />
        </FormField>
        <FormField id="audit-to" label="終了日" error={form.getFieldState("to", form.formState).error}>
          <input id="audit-to" type="date" {...form.register("to")} />
        </FormField>
        <div className={styles.searchActions}>
          <button type="submit" className="button button--primary">
            検索する
          </button>
          <button type="button" className="button" onClick={() => void exportCsv()} disabled={exporting || !page}>
            {exporting ? "書き出しています…" : "CSVで書き出す"}
          </button>
        </div>
      </form>
      {loading && !page ? <Spinner label="操作ログを読み込んでいます" /> : null}
      {!loading && !page ? <LoadFailed message="操作ログを読み込めませんでした。" onRetry={() => refetch()} /> : null}
      {page && page.items.length === 0 ? <p className="notice">条件に合う操作ログはありません。</p> : null}
      {page && page.items.length > 0 ? (
        <>
          <p className="result-count">{page.totalCount}件</p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1) */}
          <section className={styles.tableWrap} aria-label="表（横にスクロールできます）" tabIndex={0}>
            <table className={styles.table}>
              <caption className="visually-hidden">操作ログの検索結果</caption>
              <thead>
                <tr>
                  <th scope="col">日時</th>
                  <th scope="col">操作者</th>
                  <th scope="col">操作</th>
                  <th scope="col">対象</th>
                  <th scope="col">変更前 → 変更後</th>
                  <th scope="col">理由</th>
                </tr>
              </thead>
              <tbody>
                {page.items.map((e) => (
                  <tr key={e.id}>
                    <td>{dateTime(e.createdAt)}</td>
                    <td>{e.operatorEmail}</td>
                    <td>{e.action}</td>
                    <td>
                      {e.targetType} #{e.targetId}
                    </td>
                    <td className={styles.values}>
                      {e.beforeValues ?? "—"} → {e.afterValues ?? "—"}
                    </td>
                    <td>{e.reason ?? "—"}</td>
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

import { createHash } from "node:crypto";
import { DAY_MS } from "@iryo/domain/constants";
import { toCsv } from "@iryo/domain/csv";
import { FORBIDDEN_CODE, NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import { formatDate, formatTime } from "@iryo/domain/format/date";
import { storedSharedDetails } from "@iryo/domain/material-download";
import { negotiationStatus } from "@iryo/domain/negotiation-status";
import { type PaginationQuery, pageMeta, pageOffset } from "@iryo/domain/pagination";
import {
  ANALYTICS_METRICS,
  type AnalyticsMetricKey,
  eventDay,
  isoWeekLabel,
  LEAD_DETAIL_FIELDS,
  LEAD_SUBJECT_LABEL,
  type LeadKind,
  leadCsvFileName,
  type RecordedServiceEventKind,
  recentWeekStarts,
  tokyoDayStart,
} from "@iryo/domain/provider-insights";
import { SERVICE_EVENT_COUNTS_PER_CLIENT_PER_SERVICE, SERVICE_EVENTS_PER_CLIENT_LIMIT } from "@iryo/domain/rate-limits";
import { AppError } from "../../lib/app-error.js";
import type { AuthLocals } from "../../lib/auth/require-auth.js";
import type { RateLimiter } from "../../lib/rate-limit/rate-limiter.js";
import type { LeadRow, ProviderInsightsRepository, WeekCount } from "./provider-insights.repository.js";

interface Deps {
  readonly repo: ProviderInsightsRepository;
  readonly limiter: RateLimiter;
  readonly now: () => Date;
}

/** The CSV export reads at most this many leads (years of a busy service). */
const CSV_MAX_ROWS = 50_000;

/** The organisation of a provider caller, or 403 for an account that belongs to none (e.g. removed). */
function providerOf(auth: AuthLocals): number {
  if (auth.providerId === null) throw new AppError(FORBIDDEN_CODE);
  return auth.providerId;
}

interface LeadDetail {
  key: string;
  label: string;
  value: string;
}

function leadOf(kind: LeadKind, row: LeadRow) {
  let subject = row.subject ?? "";
  let details: LeadDetail[] = [];
  if (kind === "material_download") {
    subject = row.subject ?? "資料一式";
    details = storedSharedDetails(row.shared_details);
  } else if (kind === "negotiation") {
    subject =
      row.status !== undefined && negotiationStatus.isCode(row.status) ? negotiationStatus.label(row.status) : "";
    const values: Record<string, string> = { name: row.member_name ?? "", hospital_name: row.hospital_name ?? "" };
    details = LEAD_DETAIL_FIELDS.negotiation.map((f) => ({ ...f, value: values[f.key] ?? "" }));
  } else {
    // An enrolment's consented copy, given only to the seminar's organiser (null otherwise; ADR 173).
    details = storedSharedDetails(row.shared_details ?? null);
  }
  return {
    id: row.id,
    kind,
    occurred_at: row.occurred_at.toISOString(),
    service_id: row.service_id,
    service_name: row.service_name ?? "",
    subject,
    details,
  };
}

export function createProviderInsightsService({ repo, limiter, now }: Deps) {
  function leadsPage(kind: LeadKind, providerId: number, limit: number, offset: number) {
    if (kind === "material_download") return repo.materialDownloads(providerId, limit, offset);
    if (kind === "negotiation") return repo.negotiations(providerId, limit, offset);
    return repo.seminarEnrolments(providerId, limit, offset);
  }

  return {
    /**
     * Counts a page view or a compare addition once per browser session, service, kind and Tokyo day
     * (the session's key is hashed with them and never stored), and at most
     * SERVICE_EVENT_COUNTS_PER_CLIENT_PER_SERVICE a day per client address, service and kind: the key
     * is the browser's own, so made-up keys must not inflate a service's figures (ADR 213). A client
     * address sending too many events at all is refused (0109007).
     */
    async recordEvent(serviceId: number, kind: RecordedServiceEventKind, visitorKey: string, client: string) {
      await limiter.consume([{ key: `service-events:${client}`, policy: SERVICE_EVENTS_PER_CLIENT_LIMIT }]);
      if (!(await repo.serviceExists(serviceId))) throw new AppError(NOT_FOUND_CODE);
      const at = now();
      const dedupeKey = createHash("sha256")
        .update(`${kind}\n${serviceId}\n${visitorKey}\n${eventDay(at)}`)
        .digest("hex");
      if (await repo.eventRecorded(dedupeKey)) return { counted: false };
      const over = await limiter.hit([
        {
          key: `service-event-counts:${kind}:${serviceId}:${client}`,
          policy: SERVICE_EVENT_COUNTS_PER_CLIENT_PER_SERVICE,
        },
      ]);
      if (over) return { counted: false };
      return { counted: await repo.recordEvent(serviceId, kind, dedupeKey, at) };
    },

    /** Weekly figures of one own service (another organisation's is 404) or of all of them. */
    async analytics(auth: AuthLocals, serviceId: number | undefined, weeks: number) {
      const providerId = providerOf(auth);
      const services = await repo.ownServices(providerId);
      if (serviceId !== undefined && !services.some((s) => s.id === serviceId)) throw new AppError(NOT_FOUND_CODE);
      const starts = recentWeekStarts(now(), weeks);
      const ids = serviceId === undefined ? services.map((s) => s.id) : [serviceId];
      const from = tokyoDayStart(starts[0] as string);
      const to = new Date(tokyoDayStart(starts[starts.length - 1] as string).getTime() + 7 * DAY_MS);
      const counts = ids.length === 0 ? undefined : await repo.weeklyCounts(ids, from, to);
      const byWeek = (rows: readonly WeekCount[] | undefined) => new Map((rows ?? []).map((r) => [r.week, r.count]));
      const maps = Object.fromEntries(ANALYTICS_METRICS.map((m) => [m.key, byWeek(counts?.[m.key])])) as Record<
        AnalyticsMetricKey,
        Map<string, number>
      >;
      return {
        services,
        service_id: serviceId ?? null,
        weeks: starts.map((week) => ({
          week_start: week,
          iso_week: isoWeekLabel(week),
          ...(Object.fromEntries(ANALYTICS_METRICS.map((m) => [m.key, maps[m.key].get(week) ?? 0])) as Record<
            AnalyticsMetricKey,
            number
          >),
        })),
      };
    },

    async leads(auth: AuthLocals, kind: LeadKind, page: PaginationQuery) {
      const providerId = providerOf(auth);
      const [rows, total] = await Promise.all([
        leadsPage(kind, providerId, page.page_size, pageOffset(page)),
        repo.countLeads(kind, providerId),
      ]);
      return { leads: rows.map((r) => leadOf(kind, r)), ...pageMeta(total, page) };
    },

    /**
     * Every lead of a kind as CSV (ADR 151): UTF-8 with BOM, CRLF, quoted fields. The member columns are
     * the kind's detail fields; a download's values are those stored when the member consented.
     */
    async leadsCsv(auth: AuthLocals, kind: LeadKind) {
      const providerId = providerOf(auth);
      const rows = (await leadsPage(kind, providerId, CSV_MAX_ROWS, 0)).map((r) => leadOf(kind, r));
      const fields = LEAD_DETAIL_FIELDS[kind];
      const header = ["日時", "サービス", LEAD_SUBJECT_LABEL[kind], ...fields.map((f) => f.label)];
      const lines = rows.map((lead) => {
        const at = new Date(lead.occurred_at);
        const values = new Map(lead.details.map((d) => [d.key, d.value]));
        return [
          `${formatDate(at)} ${formatTime(at)}`,
          lead.service_name,
          lead.subject,
          ...fields.map((f) => values.get(f.key) ?? ""),
        ];
      });
      return { fileName: leadCsvFileName(kind, now()), body: toCsv(header, lines) };
    },
  };
}

export type ProviderInsightsService = ReturnType<typeof createProviderInsightsService>;

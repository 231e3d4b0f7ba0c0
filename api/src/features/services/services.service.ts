import { HOME_SERVICE_COUNT } from "@iryo/domain/constants";
import { NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import { type PaginationQuery, pageMeta, pageOffset } from "@iryo/domain/pagination";
import type { ServiceAttributes } from "@iryo/domain/service-attributes";
import { OTHER_PROVIDER_SERVICES_LIMIT } from "@iryo/domain/service-catalog";
import type { ServiceSort } from "@iryo/domain/sort-options";
import { type DateKey, tokyoDateKey } from "@iryo/domain/tokyo-date";
import { AppError } from "../../lib/app-error.js";
import { type SummaryRow, toRatingInfo } from "../../lib/catalog/rating-info.js";
import { toRestAttributes } from "../../lib/catalog/service-attributes.js";
import { toServiceFields } from "../../lib/catalog/service-in-list.js";
import { ttlMemo } from "../../lib/ttl-memo.js";
import {
  type FullDetailRow,
  MAX_ROW_ID,
  type MaterialFileRow,
  type NamedRow,
  type ProviderRow,
  type ServiceFilter,
  type ServiceListRow,
  type ServicesRepository,
} from "./services.repository.js";

const listItem = toServiceFields;

function provider(p: ProviderRow) {
  const founded = p.founded_on;
  return {
    provider_id: p.id,
    provider_name: p.name,
    location: p.location,
    capital_yen: p.capital_yen === null ? null : Number(p.capital_yen),
    representative: p.representative,
    founded_on:
      founded === null ? null : typeof founded === "string" ? founded.slice(0, 10) : founded.toISOString().slice(0, 10),
    website_url: p.website_url,
    business_description: p.business_description,
  };
}

function materialFile(f: MaterialFileRow) {
  return { material_file_id: f.id, file_name: f.file_name, size_bytes: f.size_bytes, mime_type: f.mime_type };
}

const categoryRef = (r: NamedRow) => ({ category_id: r.id, category_name: r.name });
const issueRef = (r: NamedRow) => ({ issue_id: r.id, issue_name: r.name });
const departmentRef = (r: NamedRow) => ({ department_id: r.id, department_name: r.name });
const jobRoleRef = (r: NamedRow) => ({ job_role_id: r.id, job_role_name: r.name });

/** Ids a route or query names, without those no integer column can hold. */
const storable = (ids: readonly number[]) => ids.filter((id) => id <= MAX_ROW_ID);

/**
 * How long one process serves the same facets answer (`/v1/services/initial`: categories, issues,
 * departments and job roles with their service counts, and the total). Counting the links of 10,000
 * services costs ~9 ms of database time on every home and search page; the counts change only when a
 * service's links do, so a count may lag by this much (docs/decisions/094-home-highlights.md). Visitors
 * already see them through the BFF's cache for up to 300 s (ADR 090).
 */
export const FACETS_TTL_MS = 60_000;

export interface ServicesServiceOptions {
  /** The facets' time in the process cache; 0 turns it off. */
  readonly facetsTtlMs?: number;
  readonly now?: () => number;
}

const attributesOf = (a: ServiceAttributes | undefined, today: DateKey) => (a ? toRestAttributes(a, today) : null);

export function createServicesService(repo: ServicesRepository, options: ServicesServiceOptions = {}) {
  /** List items with their rating summaries (averages always with counts), in one query. */
  async function withRatings<T extends { service_id: number }>(items: readonly T[]) {
    const summaries = await repo.ratingSummaries(items.map((i) => i.service_id));
    const byId = new Map(summaries.map((r) => [r.service_id, r]));
    return items.map((i) => ({ ...i, rating_info: toRatingInfo(i.service_id, byId.get(i.service_id)) }));
  }

  /** Rows of `listServices` (their summaries read with them) as list items. */
  const withSummaries = (rows: readonly (ServiceListRow & { rating_summary: SummaryRow | null })[]) =>
    rows.map((r) => ({ ...listItem(r), rating_info: toRatingInfo(r.id, r.rating_summary ?? undefined) }));

  /** Full details of the given services, in the order asked; missing ids are left out (two queries). */
  async function details(ids: readonly number[]) {
    const wanted = storable(ids);
    const rows = await repo.findFullDetails(wanted);
    if (rows.length === 0) return [];
    const attributes = await repo.attributesOf(rows.map((r) => r.id));
    const today = todayKey();
    const rowById = new Map(rows.map((r) => [r.id, r]));
    return wanted.flatMap((id) => {
      const r = rowById.get(id);
      return r ? [detail(r, attributes.get(r.id), today)] : [];
    });
  }

  function todayKey(): DateKey {
    return tokyoDateKey(new Date((options.now ?? Date.now)()));
  }

  function detail(r: FullDetailRow, attributes: ServiceAttributes | undefined, today: DateKey) {
    return {
      ...listItem(r),
      description: r.description,
      initial_cost: r.initial_cost,
      service_url: r.service_url,
      rate_plan: r.rate_plan,
      target_bed_count: r.target_bed_count,
      target_institution_types: r.institution_types,
      video_url: r.video_url,
      faqs: r.faqs,
      provider: provider(r.provider),
      categories: r.categories.map(categoryRef),
      issues: r.issues.map(issueRef),
      departments: r.departments.map(departmentRef),
      job_roles: r.job_roles.map(jobRoleRef),
      material_files: r.material_files.map(materialFile),
      attributes: attributesOf(attributes, today),
    };
  }

  async function page(filter: ServiceFilter, query: PaginationQuery & { sort: ServiceSort }) {
    const [rows, total] = await Promise.all([
      repo.listServices(filter, query.page_size, pageOffset(query), query.sort),
      repo.countServices(filter),
    ]);
    return {
      services: withSummaries(rows),
      ...pageMeta(total, query),
      sort: query.sort,
    };
  }

  /** The facets of the service search with their service counts (uncached). */
  async function readFacets() {
    const [categories, issues, departments, jobRoles, total] = await Promise.all([
      repo.listCategories(),
      repo.listIssues(),
      repo.listDepartments(),
      repo.listJobRoles(),
      repo.countServices({ kind: "all" }),
    ]);
    return {
      categories: categories.map((c) => ({
        ...categoryRef(c),
        description: c.description,
        service_count: c.service_count,
      })),
      issues: issues.map((i) => ({
        ...issueRef(i),
        description: i.description,
        service_count: i.service_count,
      })),
      departments: departments.map((d) => ({ ...departmentRef(d), service_count: d.service_count })),
      job_roles: jobRoles.map((j) => ({ ...jobRoleRef(j), service_count: j.service_count })),
      total_service_count: total,
    };
  }

  return {
    async topList() {
      const rows = await repo.listServices({ kind: "all" }, HOME_SERVICE_COUNT, 0);
      return { services: withSummaries(rows) };
    },

    initial: ttlMemo(readFacets, options.facetsTtlMs ?? FACETS_TTL_MS, options.now),

    async logos(query: PaginationQuery) {
      const rows = await repo.listServices({ kind: "all" }, query.page_size, pageOffset(query));
      return {
        logos: rows.map((r) => ({
          service_id: r.id,
          service_name: r.name,
          logo_image_filepath: r.logo_image_filepath,
        })),
      };
    },

    async issues() {
      const rows = await repo.listIssues();
      return {
        issues: rows.map((i) => ({ ...issueRef(i), description: i.description, service_count: i.service_count })),
      };
    },

    async departments() {
      const [departments, jobRoles] = await Promise.all([repo.listDepartments(), repo.listJobRoles()]);
      return {
        departments: departments.map((d) => ({ ...departmentRef(d), service_count: d.service_count })),
        job_roles: jobRoles.map((j) => ({ ...jobRoleRef(j), service_count: j.service_count })),
      };
    },

    list(query: PaginationQuery & { sort: ServiceSort }) {
      return page({ kind: "all" }, query);
    },

    async byIssue(id: number, query: PaginationQuery & { sort: ServiceSort }) {
      const issue = await repo.findIssue(id);
      if (!issue) throw new AppError(NOT_FOUND_CODE);
      return {
        issue: { ...issueRef(issue), description: issue.description },
        ...(await page({ kind: "issue", id }, query)),
      };
    },

    async byDepartment(id: number, query: PaginationQuery & { sort: ServiceSort }) {
      const department = await repo.findDepartment(id);
      if (!department) throw new AppError(NOT_FOUND_CODE);
      return { department: departmentRef(department), ...(await page({ kind: "department", id }, query)) };
    },

    async byJobRole(id: number, query: PaginationQuery & { sort: ServiceSort }) {
      const jobRole = await repo.findJobRole(id);
      if (!jobRole) throw new AppError(NOT_FOUND_CODE);
      return { job_role: jobRoleRef(jobRole), ...(await page({ kind: "jobRole", id }, query)) };
    },

    /**
     * A service's detail page answer in four queries (issue 27: twelve before): the service with its
     * provider and links, then its attributes and the provider's other services, then the rating
     * summaries of all of them in one.
     */
    async detail(id: number) {
      const [row] = await repo.findFullDetails(storable([id]));
      if (!row) throw new AppError(NOT_FOUND_CODE);
      const [attributes, others] = await Promise.all([
        repo.attributesOf([row.id]),
        repo.otherServicesOfProvider(row.provider_id, row.id, OTHER_PROVIDER_SERVICES_LIMIT),
      ]);
      const summaries = await repo.ratingSummaries([row.id, ...others.map((o) => o.id)]);
      const summaryOf = new Map(summaries.map((r) => [r.service_id, r]));
      return {
        ...detail(row, attributes.get(row.id), todayKey()),
        rating_info: toRatingInfo(row.id, summaryOf.get(row.id)),
        other_services: others.map((o) => ({ ...listItem(o), rating_info: toRatingInfo(o.id, summaryOf.get(o.id)) })),
      };
    },

    async overview(id: number) {
      const [row] = await repo.findDetails(storable([id]));
      if (!row) throw new AppError(NOT_FOUND_CODE);
      return { ...listItem(row), description: row.description };
    },

    async compare(ids: readonly number[]) {
      return { services: await withRatings(await details(ids)) };
    },

    async providers(ids: readonly number[]) {
      const rows = await repo.providersByIds(storable(ids));
      return { providers: rows.map(provider) };
    },

    /** The material-download page: the service and the list of its files (no bytes). */
    async material(id: number) {
      const [row] = await repo.findDetails(storable([id]));
      if (!row) throw new AppError(NOT_FOUND_CODE);
      const files = await repo.materialFilesOf([id]);
      return { service: listItem(row), material_files: files.map(materialFile) };
    },
  };
}

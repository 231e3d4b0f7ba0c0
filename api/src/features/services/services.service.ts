import { HOME_SERVICE_COUNT } from "@iryo/domain/constants";
import { NOT_FOUND_CODE } from "@iryo/domain/error-catalogue";
import { type PaginationQuery, pageMeta, pageOffset } from "@iryo/domain/pagination";
import type { ServiceAttributes } from "@iryo/domain/service-attributes";
import { OTHER_PROVIDER_SERVICES_LIMIT } from "@iryo/domain/service-catalog";
import type { ServiceSort } from "@iryo/domain/sort-options";
import { type DateKey, tokyoDateKey } from "@iryo/domain/tokyo-date";
import { AppError } from "../../lib/app-error.js";
import { toRatingInfo } from "../../lib/catalog/rating-info.js";
import { toRestAttributes } from "../../lib/catalog/service-attributes.js";
import { toServiceFields } from "../../lib/catalog/service-in-list.js";
import { ttlMemo } from "../../lib/ttl-memo.js";
import {
  MAX_ROW_ID,
  type MaterialFileRow,
  type NamedRow,
  type ProviderRow,
  type ServiceDetailRow,
  type ServiceFilter,
  type ServicesRepository,
} from "./services.repository.js";

const listItem = toServiceFields;

function provider(p: ProviderRow) {
  return {
    provider_id: p.id,
    provider_name: p.name,
    location: p.location,
    capital_yen: p.capital_yen === null ? null : Number(p.capital_yen),
    representative: p.representative,
    founded_on: p.founded_on ? p.founded_on.toISOString().slice(0, 10) : null,
    website_url: p.website_url,
    business_description: p.business_description,
  };
}

function materialFile(f: MaterialFileRow) {
  return { material_file_id: f.id, file_name: f.file_name, size_bytes: f.size_bytes, mime_type: f.mime_type };
}

function groupBy<T extends { service_id: number }>(rows: readonly T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(row.service_id, [...(map.get(row.service_id) ?? []), row]);
  return map;
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

  /** Full details of the given services, in the order asked; missing ids are left out. */
  async function details(ids: readonly number[]) {
    const wanted = storable(ids);
    const rows = await repo.findDetails(wanted);
    if (rows.length === 0) return [];
    const found = rows.map((r) => r.id);
    const [providers, categories, issues, departments, jobRoles, types, files, attributes] = await Promise.all([
      repo.providersByIds([...new Set(rows.map((r) => r.provider_id))]),
      repo.categoriesOf(found),
      repo.issuesOf(found),
      repo.departmentsOf(found),
      repo.jobRolesOf(found),
      repo.institutionTypesOf(found),
      repo.materialFilesOf(found),
      repo.attributesOf(found),
    ]);
    const providerById = new Map(providers.map((p) => [p.id, p]));
    const byService = {
      categories: groupBy(categories),
      issues: groupBy(issues),
      departments: groupBy(departments),
      jobRoles: groupBy(jobRoles),
      types: groupBy(types),
      files: groupBy(files),
      attributes,
      today: tokyoDateKey(new Date((options.now ?? Date.now)())),
    };
    const rowById = new Map(rows.map((r) => [r.id, r]));
    return wanted.flatMap((id) => {
      const r = rowById.get(id);
      if (!r) return [];
      const p = providerById.get(r.provider_id) as ProviderRow;
      return [detail(r, p, byService)];
    });
  }

  function detail(
    r: ServiceDetailRow,
    p: ProviderRow,
    by: {
      categories: Map<number, (NamedRow & { service_id: number })[]>;
      issues: Map<number, (NamedRow & { service_id: number })[]>;
      departments: Map<number, (NamedRow & { service_id: number })[]>;
      jobRoles: Map<number, (NamedRow & { service_id: number })[]>;
      types: Map<number, { service_id: number; institution_type: number }[]>;
      files: Map<number, MaterialFileRow[]>;
      attributes: Map<number, ServiceAttributes>;
      today: DateKey;
    },
  ) {
    return {
      ...listItem(r),
      description: r.description,
      initial_cost: r.initial_cost,
      service_url: r.service_url,
      rate_plan: r.rate_plan,
      target_bed_count: r.target_bed_count,
      target_institution_types: (by.types.get(r.id) ?? []).map((t) => t.institution_type),
      video_url: r.video_url,
      faqs: r.faqs,
      provider: provider(p),
      categories: (by.categories.get(r.id) ?? []).map(categoryRef),
      issues: (by.issues.get(r.id) ?? []).map(issueRef),
      departments: (by.departments.get(r.id) ?? []).map(departmentRef),
      job_roles: (by.jobRoles.get(r.id) ?? []).map(jobRoleRef),
      material_files: (by.files.get(r.id) ?? []).map(materialFile),
      attributes: attributesOf(by.attributes.get(r.id), by.today),
    };
  }

  async function page(filter: ServiceFilter, query: PaginationQuery & { sort: ServiceSort }) {
    const [rows, total] = await Promise.all([
      repo.listServices(filter, query.page_size, pageOffset(query), query.sort),
      repo.countServices(filter),
    ]);
    return {
      services: await withRatings(rows.map(listItem)),
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
      return { services: await withRatings(rows.map(listItem)) };
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

    async detail(id: number) {
      const [found] = await details([id]);
      if (!found) throw new AppError(NOT_FOUND_CODE);
      const others = await repo.otherServicesOfProvider(
        found.provider_id,
        found.service_id,
        OTHER_PROVIDER_SERVICES_LIMIT,
      );
      const [withInfo] = await withRatings([found]);
      if (!withInfo) throw new AppError(NOT_FOUND_CODE);
      return { ...withInfo, other_services: await withRatings(others.map(listItem)) };
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

import type { ServiceAttributes } from "@iryo/domain/service-attributes";
import type { ServiceSort } from "@iryo/domain/sort-options";
import { type Expression, type Kysely, type SqlBool, sql } from "kysely";
import type { Database } from "../../db/schema.js";
import { serviceIsListed, type Today, tokyoToday } from "../../lib/catalog/listed-service.js";
import { providerIsLive } from "../../lib/catalog/live-provider.js";
import { type MaterialFileRow, materialFilesOf } from "../../lib/catalog/material-files.js";
import type { SummaryRow } from "../../lib/catalog/rating-info.js";
import { serviceAttributesOf } from "../../lib/catalog/service-attributes.js";
import { serviceCount } from "../../lib/catalog/service-count.js";
import {
  orderByServiceSort,
  ratingSummaries,
  type ServiceListRow,
  selectServicesInList,
} from "../../lib/catalog/service-in-list.js";

export type { ServiceListRow };

/** The largest id an `integer` column holds; larger ids name no row. */
export const MAX_ROW_ID = 2_147_483_647;

export interface ServiceDetailRow extends ServiceListRow {
  description: string;
  initial_cost: string;
  service_url: string;
  rate_plan: string;
  target_bed_count: string;
  video_url: string | null;
  faqs: { question: string; answer: string }[];
}

export interface ProviderRow {
  id: number;
  name: string;
  location: string;
  capital_yen: string | null;
  representative: string;
  /** A Date from a `date` column, or its ISO text (`YYYY-MM-DD`) from a JSON value. */
  founded_on: Date | string | null;
  website_url: string;
  business_description: string;
}

export interface NamedRow {
  id: number;
  name: string;
}

export interface CountedRow extends NamedRow {
  service_count: number;
}

export type { MaterialFileRow };

/** A service with every detail and what is linked to it, read in one query (`findFullDetails`). */
export interface FullDetailRow extends ServiceDetailRow {
  provider: ProviderRow;
  categories: NamedRow[];
  issues: NamedRow[];
  departments: NamedRow[];
  job_roles: NamedRow[];
  institution_types: number[];
  material_files: MaterialFileRow[];
}

/** Which services a list holds: all, or those linked to one issue, department or job role. */
export type ServiceFilter =
  | { readonly kind: "all" }
  | { readonly kind: "issue" | "department" | "jobRole"; readonly id: number };

/** The named things a service is linked to: the link table, the named table and the link's key. */
const NAMED_LINKS = {
  categories: { link: "service_categories", named: "categories", key: "category_id" },
  issues: { link: "service_issues", named: "issues", key: "issue_id" },
  departments: { link: "service_departments", named: "departments", key: "department_id" },
  jobRoles: { link: "service_job_roles", named: "job_roles", key: "job_role_id" },
} as const;

/** The named rows linked to each of the services, in the named table's order. */
async function namedLinksOf(
  db: Kysely<Database>,
  { link, named, key }: (typeof NAMED_LINKS)[keyof typeof NAMED_LINKS],
  ids: readonly number[],
): Promise<(NamedRow & { service_id: number })[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<NamedRow & { service_id: number }>`
    select x.service_id, n.id, n.name
    from ${sql.table(link)} as x
    join ${sql.table(named)} as n on n.id = ${sql.ref(`x.${key}`)}
    where x.service_id in (${sql.join(ids)})
    order by n.sort_order, n.id`.execute(db);
  return rows;
}

/** The named rows linked to the service `s` as a JSON array, in the named table's order. */
function linkedJson({ link, named, key }: (typeof NAMED_LINKS)[keyof typeof NAMED_LINKS]) {
  return sql<NamedRow[]>`coalesce((
    select json_agg(json_build_object('id', n.id, 'name', n.name) order by n.sort_order, n.id)
    from ${sql.table(link)} as x
    join ${sql.table(named)} as n on n.id = ${sql.ref(`x.${key}`)}
    where x.service_id = s.id), '[]'::json)`;
}

/** The detail columns of a service (`s`). */
const DETAIL_COLUMNS = [
  "s.description",
  "s.initial_cost",
  "s.service_url",
  "s.rate_plan",
  "s.target_bed_count",
  "s.video_url",
  "s.faqs",
] as const;

/** Visitor reads of services: only those listed today (`today`, ADR 175) of live organisations (ADR 166). */
export function createServicesRepository(db: Kysely<Database>, today: Today = tokyoToday()) {
  function filterExpression(filter: ServiceFilter, serviceId: Expression<number>): Expression<SqlBool> {
    switch (filter.kind) {
      case "all":
        return sql<SqlBool>`true`;
      case "issue":
        return sql<SqlBool>`${serviceId} in (select service_id from service_issues where issue_id = ${filter.id})`;
      case "department":
        return sql<SqlBool>`${serviceId} in (select service_id from service_departments where department_id = ${filter.id})`;
      case "jobRole":
        return sql<SqlBool>`${serviceId} in (select service_id from service_job_roles where job_role_id = ${filter.id})`;
    }
  }

  const listQuery = () => selectServicesInList(db, today());

  return {
    /** Rating summaries (kept by the ratings feature) of the given services; unrated ones are absent. */
    ratingSummaries(ids: readonly number[]): Promise<SummaryRow[]> {
      return ratingSummaries(db, ids);
    },

    /**
     * One page of services in a sort of @iryo/domain/sort-options (newest update, highest rated, most
     * reviews; the service id breaks ties so pages never overlap).
     */
    async listServices(
      filter: ServiceFilter,
      limit: number,
      offset: number,
      sort: ServiceSort = "updated",
    ): Promise<(ServiceListRow & { rating_summary: SummaryRow | null })[]> {
      const query = listQuery()
        .leftJoin("service_rating_summaries as rs", "rs.service_id", "s.id")
        // The summary comes with the row (the join is there for the sort): no second query per page.
        .select(
          sql<SummaryRow | null>`case when rs.service_id is null then null else row_to_json(rs) end`.as(
            "rating_summary",
          ),
        )
        .where((eb) => filterExpression(filter, eb.ref("s.id")));
      return orderByServiceSort(query, sort).limit(limit).offset(offset).execute();
    },

    async countServices(filter: ServiceFilter): Promise<number> {
      const row = await db
        .selectFrom("services as s")
        .select(sql<number>`count(*)::int`.as("n"))
        .where((eb) => filterExpression(filter, eb.ref("s.id")))
        .where(providerIsLive("s.provider_id"))
        .where(serviceIsListed("s", today()))
        .executeTakeFirstOrThrow();
      return row.n;
    },

    /** Services by id with every detail column; missing ids are left out. */
    async findDetails(ids: readonly number[]): Promise<ServiceDetailRow[]> {
      if (ids.length === 0) return [];
      return listQuery().select(DETAIL_COLUMNS).where("s.id", "in", ids).execute();
    },

    /**
     * Services by id with every detail column, their provider, linked categories, issues, departments,
     * job roles, institution types and public material files, in ONE query (JSON aggregates): a detail
     * answer used to take seven round trips for these (issue 27). Missing ids are left out.
     */
    async findFullDetails(ids: readonly number[]): Promise<FullDetailRow[]> {
      if (ids.length === 0) return [];
      return listQuery()
        .select(DETAIL_COLUMNS)
        .select([
          sql<ProviderRow>`json_build_object(
            'id', p.id, 'name', p.name, 'location', p.location, 'capital_yen', p.capital_yen::text,
            'representative', p.representative, 'founded_on', p.founded_on, 'website_url', p.website_url,
            'business_description', p.business_description)`.as("provider"),
          linkedJson(NAMED_LINKS.categories).as("categories"),
          linkedJson(NAMED_LINKS.issues).as("issues"),
          linkedJson(NAMED_LINKS.departments).as("departments"),
          linkedJson(NAMED_LINKS.jobRoles).as("job_roles"),
          sql<number[]>`coalesce((
            select json_agg(t.institution_type order by t.institution_type)
            from service_institution_types as t where t.service_id = s.id), '[]'::json)`.as("institution_types"),
          // As materialFilesOf: public (not retired) files in the service's order.
          sql<MaterialFileRow[]>`coalesce((
            select json_agg(json_build_object('id', f.id, 'service_id', f.service_id, 'file_name', f.file_name,
              'size_bytes', f.size_bytes, 'mime_type', f.mime_type) order by f.sort_order, f.id)
            from material_files as f where f.service_id = s.id and f.retired_at is null), '[]'::json)`.as(
            "material_files",
          ),
        ])
        .where("s.id", "in", ids)
        .execute();
    },

    async providersByIds(ids: readonly number[]): Promise<ProviderRow[]> {
      if (ids.length === 0) return [];
      return db
        .selectFrom("providers")
        .select([
          "id",
          "name",
          "location",
          "capital_yen",
          "representative",
          "founded_on",
          "website_url",
          "business_description",
        ])
        .where("id", "in", ids)
        .where("suspended_at", "is", null)
        .execute();
    },

    /** Other services of a provider, newest update first. */
    async otherServicesOfProvider(providerId: number, exceptId: number, limit: number): Promise<ServiceListRow[]> {
      return listQuery()
        .where("s.provider_id", "=", providerId)
        .where("s.id", "<>", exceptId)
        .orderBy("s.updated_at", "desc")
        .orderBy("s.id", "desc")
        .limit(limit)
        .execute();
    },

    categoriesOf: (ids: readonly number[]) => namedLinksOf(db, NAMED_LINKS.categories, ids),
    issuesOf: (ids: readonly number[]) => namedLinksOf(db, NAMED_LINKS.issues, ids),
    departmentsOf: (ids: readonly number[]) => namedLinksOf(db, NAMED_LINKS.departments, ids),
    jobRolesOf: (ids: readonly number[]) => namedLinksOf(db, NAMED_LINKS.jobRoles, ids),

    async institutionTypesOf(ids: readonly number[]): Promise<{ service_id: number; institution_type: number }[]> {
      if (ids.length === 0) return [];
      return db
        .selectFrom("service_institution_types")
        .select(["service_id", "institution_type"])
        .where("service_id", "in", ids)
        .orderBy("institution_type")
        .execute();
    },

    materialFilesOf(ids: readonly number[]): Promise<MaterialFileRow[]> {
      return materialFilesOf(db, ids);
    },

    attributesOf(ids: readonly number[]): Promise<Map<number, ServiceAttributes>> {
      return serviceAttributesOf(db, ids);
    },

    async serviceExists(id: number): Promise<boolean> {
      const row = await db
        .selectFrom("services as s")
        .select("s.id")
        .where("s.id", "=", id)
        .where(providerIsLive("s.provider_id"))
        .where(serviceIsListed("s", today()))
        .executeTakeFirst();
      return row !== undefined;
    },

    async listIssues(): Promise<(CountedRow & { description: string })[]> {
      return db
        .selectFrom("issues as i")
        .select(["i.id", "i.name", "i.description", serviceCount("service_issues", "i.id", today())])
        .orderBy("i.sort_order")
        .orderBy("i.id")
        .execute();
    },

    async listDepartments(): Promise<CountedRow[]> {
      return db
        .selectFrom("departments as d")
        .select(["d.id", "d.name", serviceCount("service_departments", "d.id", today())])
        .orderBy("d.sort_order")
        .orderBy("d.id")
        .execute();
    },

    async listJobRoles(): Promise<CountedRow[]> {
      return db
        .selectFrom("job_roles as j")
        .select(["j.id", "j.name", serviceCount("service_job_roles", "j.id", today())])
        .orderBy("j.sort_order")
        .orderBy("j.id")
        .execute();
    },

    async listCategories(): Promise<(CountedRow & { description: string })[]> {
      return db
        .selectFrom("categories as c")
        .select(["c.id", "c.name", "c.description", serviceCount("service_categories", "c.id", today())])
        .orderBy("c.sort_order")
        .orderBy("c.id")
        .execute();
    },

    async findIssue(id: number): Promise<(NamedRow & { description: string }) | undefined> {
      return db.selectFrom("issues").select(["id", "name", "description"]).where("id", "=", id).executeTakeFirst();
    },

    async findDepartment(id: number): Promise<NamedRow | undefined> {
      return db.selectFrom("departments").select(["id", "name"]).where("id", "=", id).executeTakeFirst();
    },

    async findJobRole(id: number): Promise<NamedRow | undefined> {
      return db.selectFrom("job_roles").select(["id", "name"]).where("id", "=", id).executeTakeFirst();
    },
  };
}

export type ServicesRepository = ReturnType<typeof createServicesRepository>;

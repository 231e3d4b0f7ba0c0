import type { ServiceFacet } from "@iryo/domain/service-attributes";
import type { ServiceSort } from "@iryo/domain/sort-options";
import { type Kysely, type RawBuilder, type SqlBool, sql } from "kysely";
import type { Database } from "../../db/schema.js";
import { serviceIsListed, type Today, tokyoToday } from "../../lib/catalog/listed-service.js";
import { providerIsLive } from "../../lib/catalog/live-provider.js";
import type { SummaryRow } from "../../lib/catalog/rating-info.js";
import { serviceCount } from "../../lib/catalog/service-count.js";
import { facetCounts, facetMatch } from "../../lib/catalog/service-facets.js";
import {
  orderByServiceSort,
  ratingSummaries,
  type ServiceListRow,
  selectServicesInList,
} from "../../lib/catalog/service-in-list.js";

/** A category under its REST names. */
export interface CategoryRow {
  category_id: number;
  category_name: string;
  description: string;
  service_count: number;
}

/** Categories and their services: only those listed today (ADR 175) of live organisations (ADR 166). */
export function createCategoriesRepository(db: Kysely<Database>, today: Today = tokyoToday()) {
  return {
    async listCategories(): Promise<CategoryRow[]> {
      return db
        .selectFrom("categories as c")
        .select([
          "c.id as category_id",
          "c.name as category_name",
          "c.description",
          // Listed services of live organisations only, like every other count (ADR 166, 175).
          serviceCount("service_categories", "c.id", today()),
        ])
        .orderBy("c.sort_order")
        .orderBy("c.id")
        .execute();
    },

    async findCategory(id: number): Promise<CategoryRow | undefined> {
      return db
        .selectFrom("categories as c")
        .select([
          "c.id as category_id",
          "c.name as category_name",
          "c.description",
          serviceCount("service_categories", "c.id", today()),
        ])
        .where("c.id", "=", id)
        .executeTakeFirst();
    },

    /**
     * One page of a category's services that have every facet in `facets`, in a service sort (the id
     * breaks ties so pages never overlap).
     */
    async listServicesOfCategory(
      categoryId: number,
      limit: number,
      offset: number,
      sort: ServiceSort = "updated",
      facets: readonly ServiceFacet[] = [],
    ): Promise<ServiceListRow[]> {
      const filter = facetMatch(facets);
      const query = selectServicesInList(db, today())
        .innerJoin("service_categories as sc", "sc.service_id", "s.id")
        .leftJoin("service_rating_summaries as rs", "rs.service_id", "s.id")
        .where("sc.category_id", "=", categoryId)
        .where(providerIsLive("s.provider_id"))
        .where(serviceIsListed("s", today()))
        .$if(filter !== undefined, (q) => q.where(filter as RawBuilder<SqlBool>));
      return orderByServiceSort(query, sort).limit(limit).offset(offset).execute();
    },

    /** How many of a category's services have every facet in `facets` (with none: the category's count). */
    async countServicesOfCategory(categoryId: number, facets: readonly ServiceFacet[]): Promise<number> {
      const filter = facetMatch(facets);
      const row = await db
        .selectFrom("services as s")
        .innerJoin("service_categories as sc", "sc.service_id", "s.id")
        .select(sql<number>`count(*)::int`.as("n"))
        .where("sc.category_id", "=", categoryId)
        .where(providerIsLive("s.provider_id"))
        .where(serviceIsListed("s", today()))
        .$if(filter !== undefined, (q) => q.where(filter as RawBuilder<SqlBool>))
        .executeTakeFirstOrThrow();
      return row.n;
    },

    /** Each facet's count among the category's services that have every selected facet. */
    facetCounts(categoryId: number, selected: readonly ServiceFacet[]): Promise<Map<number, number>> {
      return facetCounts(
        db,
        sql<SqlBool>`s.id IN (SELECT c.service_id FROM service_categories c WHERE c.category_id = ${categoryId})`,
        selected,
        today(),
      );
    },

    ratingSummaries(ids: readonly number[]): Promise<SummaryRow[]> {
      return ratingSummaries(db, ids);
    },
  };
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;

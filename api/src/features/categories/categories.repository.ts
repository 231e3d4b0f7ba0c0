import type { ServiceSort } from "@iryo/domain/sort-options";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.js";
import type { SummaryRow } from "../../lib/catalog/rating-info.js";
import { serviceCount } from "../../lib/catalog/service-count.js";
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

export function createCategoriesRepository(db: Kysely<Database>) {
  return {
    async listCategories(): Promise<CategoryRow[]> {
      return db
        .selectFrom("categories as c")
        .leftJoin("service_categories as sc", "sc.category_id", "c.id")
        .select([
          "c.id as category_id",
          "c.name as category_name",
          "c.description",
          sql<number>`count(sc.service_id)::int`.as("service_count"),
        ])
        .groupBy("c.id")
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
          serviceCount("service_categories", "c.id"),
        ])
        .where("c.id", "=", id)
        .executeTakeFirst();
    },

    /** One page of a category's services in a service sort (the id breaks ties so pages never overlap). */
    async listServicesOfCategory(
      categoryId: number,
      limit: number,
      offset: number,
      sort: ServiceSort = "updated",
    ): Promise<ServiceListRow[]> {
      const query = selectServicesInList(db)
        .innerJoin("service_categories as sc", "sc.service_id", "s.id")
        .leftJoin("service_rating_summaries as rs", "rs.service_id", "s.id")
        .where("sc.category_id", "=", categoryId);
      return orderByServiceSort(query, sort).limit(limit).offset(offset).execute();
    },

    ratingSummaries(ids: readonly number[]): Promise<SummaryRow[]> {
      return ratingSummaries(db, ids);
    },
  };
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;

import type { ServiceSort } from "@iryo/domain/sort-options";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.js";
import { orderByServiceSort } from "../ratings/ratings.repository.js";

export interface CategoryRow {
  id: number;
  name: string;
  description: string;
  service_count: number;
}

export interface CategoryServiceRow {
  id: number;
  name: string;
  summary: string;
  logo_image_filepath: string | null;
  updated_at: Date;
  provider_id: number;
  provider_name: string;
}

export function createCategoriesRepository(db: Kysely<Database>) {
  return {
    async listCategories(): Promise<CategoryRow[]> {
      return db
        .selectFrom("categories as c")
        .leftJoin("service_categories as sc", "sc.category_id", "c.id")
        .select(["c.id", "c.name", "c.description", sql<number>`count(sc.service_id)::int`.as("service_count")])
        .groupBy("c.id")
        .orderBy("c.sort_order")
        .orderBy("c.id")
        .execute();
    },

    async findCategory(id: number): Promise<CategoryRow | undefined> {
      return db
        .selectFrom("categories as c")
        .select([
          "c.id",
          "c.name",
          "c.description",
          sql<number>`(select count(*)::int from service_categories sc where sc.category_id = c.id)`.as(
            "service_count",
          ),
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
    ): Promise<CategoryServiceRow[]> {
      const query = db
        .selectFrom("service_categories as sc")
        .innerJoin("services as s", "s.id", "sc.service_id")
        .innerJoin("providers as p", "p.id", "s.provider_id")
        .leftJoin("service_rating_summaries as rs", "rs.service_id", "s.id")
        .select([
          "s.id",
          "s.name",
          "s.summary",
          "s.logo_image_filepath",
          "s.updated_at",
          "p.id as provider_id",
          "p.name as provider_name",
        ])
        .where("sc.category_id", "=", categoryId);
      return orderByServiceSort(query, sort).limit(limit).offset(offset).execute();
    },
  };
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;

import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";

/** A material file's metadata (its bytes are read apart). */
export interface MaterialFileRow {
  id: number;
  service_id: number;
  file_name: string;
  size_bytes: number;
  mime_type: string;
}

/** The public (not retired, ADR 145) material files of the services, by service and then in each service's order. */
export async function materialFilesOf(db: Kysely<Database>, serviceIds: readonly number[]): Promise<MaterialFileRow[]> {
  if (serviceIds.length === 0) return [];
  return db
    .selectFrom("material_files")
    .select(["id", "service_id", "file_name", "size_bytes", "mime_type"])
    .where("service_id", "in", serviceIds)
    .where("retired_at", "is", null)
    .orderBy("service_id")
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
}

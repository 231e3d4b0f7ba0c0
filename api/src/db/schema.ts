import type { ColumnType, Generated } from "kysely";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  description: Generated<string>;
  sort_order: Generated<number>;
  created_at: Timestamp;
}

export interface ProvidersTable {
  id: Generated<number>;
  name: string;
  location: Generated<string>;
  capital_yen: ColumnType<string | null, number | bigint | null | undefined, number | bigint | null>;
  representative: Generated<string>;
  founded_on: ColumnType<Date | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

export interface ServicesTable {
  id: Generated<number>;
  provider_id: number;
  name: string;
  summary: Generated<string>;
  logo_image_filepath: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ServiceCategoriesTable {
  service_id: number;
  category_id: number;
}

export interface AdvertisementsTable {
  id: Generated<number>;
  title: string;
  link_url: string;
  label_style: number;
  starts_at: Timestamp;
  ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
}

export interface AdvertisementClicksTable {
  id: Generated<string>;
  advertisement_id: number;
  clicked_at: Timestamp;
}

export interface SchemaMigrationsTable {
  version: string;
  applied_at: Timestamp;
}

export interface Database {
  categories: CategoriesTable;
  providers: ProvidersTable;
  services: ServicesTable;
  service_categories: ServiceCategoriesTable;
  advertisements: AdvertisementsTable;
  advertisement_clicks: AdvertisementClicksTable;
  schema_migrations: SchemaMigrationsTable;
}

import { sql } from "kysely";
import { serviceIsListed } from "./listed-service.js";
import { providerIsLive } from "./live-provider.js";

/** The tables that link services to a way of finding them, with the column that names that way. */
const LINKS = {
  service_categories: "category_id",
  service_issues: "issue_id",
  service_departments: "department_id",
  service_job_roles: "job_role_id",
} as const;

/** `service_count`: how many services listed on `today` `link` ties to the row `owner` (e.g. "c.id") names. */
export function serviceCount(link: keyof typeof LINKS, owner: string, today: string) {
  return sql<number>`(select count(*)::int from ${sql.table(link)} x join services cs on cs.id = x.service_id
    where ${sql.ref(`x.${LINKS[link]}`)} = ${sql.ref(owner)} and ${providerIsLive("cs.provider_id")}
    and ${serviceIsListed("cs", today)})`.as("service_count");
}

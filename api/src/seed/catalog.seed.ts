import type { Transaction } from "kysely";
import type { Database } from "../db/schema.js";
import {
  DEMO_CATEGORIES,
  DEMO_CATEGORY_PROFILES,
  DEMO_DEPARTMENTS,
  DEMO_EXTRA_LINKS,
  DEMO_ISSUES,
  DEMO_JOB_ROLES,
  DEMO_NAME_LINKS,
  DEMO_PROVIDERS,
  DEMO_SERVICES,
} from "./demo-data.js";
import type { SeedTime } from "./seed-time.js";
import { demoMaterialFiles, demoServiceDetails, stableHash } from "./service-details.js";

const HOUR_MS = 3_600_000;

/**
 * When the demo service at `index` was last updated: one after another, 7 hours apart, the last one
 * at the start of the day before the seed day (ADR 097).
 */
export function demoServiceUpdatedAt(time: SeedTime, index: number): Date {
  return new Date(time.at(-1).getTime() - (DEMO_SERVICES.length - 1 - index) * 7 * HOUR_MS);
}

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`bad demo reference: ${what}`);
  return value;
}

/** Categories, providers and services with every detail, and the links between them. */
export async function seedCatalog(trx: Transaction<Database>, time: SeedTime): Promise<void> {
  const categoryIds = (
    await trx
      .insertInto("categories")
      .values(DEMO_CATEGORIES.map((c, i) => ({ name: c.name, description: c.description, sort_order: i + 1 })))
      .returning("id")
      .execute()
  ).map((r) => r.id);

  const providerIds = (
    await trx
      .insertInto("providers")
      .values(
        DEMO_PROVIDERS.map((p, i) => ({
          name: p.name,
          location: p.location,
          capital_yen: p.capitalYen,
          representative: p.representative,
          founded_on: p.foundedOn,
          website_url: `https://www.example.com/iryo-it-navi/providers/${i + 1}`,
          business_description: `${p.name}は、医療機関向けのITサービスを開発・提供しています。${p.location}を拠点に、全国の病院・クリニックの業務改善を支援しています。`,
        })),
      )
      .returning("id")
      .execute()
  ).map((r) => r.id);

  const services = await trx
    .insertInto("services")
    .values(
      DEMO_SERVICES.map((s, i) => {
        const updatedAt = demoServiceUpdatedAt(time, i);
        const category = need(DEMO_CATEGORIES[s.category], `category ${s.category}`);
        const profile = need(DEMO_CATEGORY_PROFILES[s.category], `profile ${s.category}`);
        const { faqs, ...details } = demoServiceDetails(
          i,
          s.provider,
          s.name,
          s.summary,
          category.description,
          profile,
        );
        return {
          provider_id: need(providerIds[s.provider], `provider ${s.provider}`),
          name: s.name,
          summary: s.summary,
          ...details,
          faqs: JSON.stringify(faqs),
          created_at: updatedAt,
          updated_at: updatedAt,
        };
      }),
    )
    .returning(["id", "name", "created_at"])
    .execute();
  const serviceIdByName = new Map(services.map((s) => [s.name, s.id]));

  const links = DEMO_SERVICES.map((s) => [s.name, s.category] as const).concat(DEMO_EXTRA_LINKS);
  await trx
    .insertInto("service_categories")
    .values(
      links.map(([name, category]) => ({
        service_id: need(serviceIdByName.get(name), name),
        category_id: need(categoryIds[category], `category ${category}`),
      })),
    )
    .execute();

  await seedClassifications(trx, services);

  for (const [i, service] of services.entries()) {
    const files = demoMaterialFiles(i, service.name, service.created_at);
    await trx
      .insertInto("material_files")
      .values(files.map((f) => ({ ...f, service_id: service.id, size_bytes: f.content.byteLength })))
      .execute();
  }
}

/** Issues, departments, job roles and institution types, linked from each service's category profile. */
async function seedClassifications(
  trx: Transaction<Database>,
  services: readonly { id: number; name: string }[],
): Promise<void> {
  const issueIds = (
    await trx
      .insertInto("issues")
      .values(DEMO_ISSUES.map((issue, i) => ({ ...issue, sort_order: i + 1 })))
      .returning("id")
      .execute()
  ).map((r) => r.id);
  const departmentIds = (
    await trx
      .insertInto("departments")
      .values(DEMO_DEPARTMENTS.map((name, i) => ({ name, sort_order: i + 1 })))
      .returning("id")
      .execute()
  ).map((r) => r.id);
  const jobRoleIds = (
    await trx
      .insertInto("job_roles")
      .values(DEMO_JOB_ROLES.map((name, i) => ({ name, sort_order: i + 1 })))
      .returning("id")
      .execute()
  ).map((r) => r.id);

  const issueLinks: { service_id: number; issue_id: number }[] = [];
  const departmentLinks: { service_id: number; department_id: number }[] = [];
  const jobRoleLinks: { service_id: number; job_role_id: number }[] = [];
  const typeLinks: { service_id: number; institution_type: number }[] = [];
  services.forEach((service, i) => {
    const demo = need(DEMO_SERVICES[i], `service ${i}`);
    const profile = need(DEMO_CATEGORY_PROFILES[demo.category], `profile ${demo.category}`);
    const h = stableHash(service.name);
    // Every service keeps its category's first issue; the others come and go with the hash.
    const issues = profile.issues.filter((_, k) => k === 0 || ((h >>> k) & 1) === 1);
    const departments = new Set(profile.departments);
    const jobRoles = new Set(profile.jobRoles);
    for (const [word, department, jobRole] of DEMO_NAME_LINKS) {
      if (!service.name.includes(word)) continue;
      departments.add(department);
      if (jobRole !== null) jobRoles.add(jobRole);
    }
    for (const k of issues) issueLinks.push({ service_id: service.id, issue_id: need(issueIds[k], `issue ${k}`) });
    for (const k of departments) {
      departmentLinks.push({ service_id: service.id, department_id: need(departmentIds[k], `department ${k}`) });
    }
    for (const k of jobRoles)
      jobRoleLinks.push({ service_id: service.id, job_role_id: need(jobRoleIds[k], `role ${k}`) });
    for (const code of profile.institutionTypes) typeLinks.push({ service_id: service.id, institution_type: code });
  });
  await trx.insertInto("service_issues").values(issueLinks).execute();
  await trx.insertInto("service_departments").values(departmentLinks).execute();
  await trx.insertInto("service_job_roles").values(jobRoleLinks).execute();
  await trx.insertInto("service_institution_types").values(typeLinks).execute();
}

import { institutionType } from "@iryo/domain/institution-type";
import { pageCount } from "@iryo/domain/pagination";
import { videoEmbedUrl } from "@iryo/domain/service-catalog";
import DataLoader from "dataloader";
import { RestSource, type RestSourceOptions } from "../../lib/rest-source.js";
import type { Category } from "../categories/category.type.js";
import type { RestRatingInfo } from "../ratings/ratings.source.js";
import type {
  CatalogServicePage,
  Department,
  Issue,
  JobRole,
  MaterialFile,
  Provider,
  Service,
  ServiceListItem,
  ServiceLogo,
  ServiceMaterial,
  ServiceSearchInitial,
  ServiceTag,
} from "./service.type.js";

/** How many provider ids one batched /v1/providers call carries (the api accepts up to 100). */
const PROVIDER_BATCH_SIZE = 100;

interface RestListItem {
  service_id: number;
  service_name: string;
  summary: string;
  logo_image_filepath: string | null;
  updated_at: string;
  provider_id: number;
  provider_name: string;
  price: string;
  has_free_trial: boolean;
  has_free_plan: boolean;
  installation_count: number | null;
  rating_info?: RestRatingInfo;
}

interface RestProvider {
  provider_id: number;
  provider_name: string;
  location: string;
  capital_yen: number | null;
  representative: string;
  founded_on: string | null;
  website_url: string;
  business_description: string;
}

interface RestMaterialFile {
  material_file_id: number;
  file_name: string;
  size_bytes: number;
  mime_type: string;
}

interface RestDetail extends RestListItem {
  description: string;
  initial_cost: string;
  service_url: string;
  rate_plan: string;
  target_bed_count: string;
  target_institution_types: number[];
  video_url: string | null;
  faqs: { question: string; answer: string }[];
  provider: RestProvider;
  categories: { category_id: number; category_name: string }[];
  issues: { issue_id: number; issue_name: string }[];
  departments: { department_id: number; department_name: string }[];
  job_roles: { job_role_id: number; job_role_name: string }[];
  material_files: RestMaterialFile[];
  other_services?: RestListItem[];
}

interface RestPage {
  sort: string;
  services: RestListItem[];
  total_count: number;
  page_size: number;
  page_number: number;
}

interface RestCounted {
  service_count: number;
  [key: string]: string | number;
}

function toListItem(s: RestListItem): ServiceListItem {
  return {
    id: String(s.service_id),
    name: s.service_name,
    summary: s.summary,
    logoImagePath: s.logo_image_filepath,
    updatedAt: new Date(s.updated_at),
    price: s.price,
    hasFreeTrial: s.has_free_trial,
    hasFreePlan: s.has_free_plan,
    installationCount: s.installation_count,
    providerId: String(s.provider_id),
    ratingInfo: s.rating_info,
  };
}

function toProvider(p: RestProvider): Provider {
  return {
    id: String(p.provider_id),
    name: p.provider_name,
    location: p.location,
    capitalYen: p.capital_yen,
    representative: p.representative,
    foundedOn: p.founded_on,
    websiteUrl: p.website_url,
    businessDescription: p.business_description,
  };
}

function toMaterialFile(f: RestMaterialFile): MaterialFile {
  return { id: String(f.material_file_id), fileName: f.file_name, sizeBytes: f.size_bytes, mimeType: f.mime_type };
}

function tags<K extends string>(
  rows: readonly Record<`${K}_id` | `${K}_name`, string | number>[],
  key: K,
): ServiceTag[] {
  return rows.map((r) => ({ id: String(r[`${key}_id`]), name: String(r[`${key}_name`]) }));
}

function toService(s: RestDetail): Service {
  return {
    id: String(s.service_id),
    name: s.service_name,
    summary: s.summary,
    description: s.description,
    logoImagePath: s.logo_image_filepath,
    updatedAt: new Date(s.updated_at),
    installationCount: s.installation_count,
    price: s.price,
    initialCost: s.initial_cost,
    hasFreeTrial: s.has_free_trial,
    hasFreePlan: s.has_free_plan,
    serviceUrl: s.service_url,
    ratePlan: s.rate_plan,
    targetBedCount: s.target_bed_count,
    targetInstitutionTypes: s.target_institution_types
      .filter((code) => institutionType.isCode(code))
      .map((code) => ({ code, label: institutionType.label(code as never) })),
    faqs: s.faqs,
    videoUrl: s.video_url,
    videoEmbedUrl: videoEmbedUrl(s.video_url),
    provider: toProvider(s.provider),
    categories: tags(s.categories, "category"),
    issues: tags(s.issues, "issue"),
    departments: tags(s.departments, "department"),
    jobRoles: tags(s.job_roles, "job_role"),
    materialFiles: s.material_files.map(toMaterialFile),
    otherServices: (s.other_services ?? []).map(toListItem),
    ratingInfo: s.rating_info,
  };
}

function toPage(body: RestPage, title: string, description: string): CatalogServicePage {
  return {
    title,
    description,
    items: body.services.map(toListItem),
    totalCount: body.total_count,
    pageSize: body.page_size,
    pageNumber: body.page_number,
    pageCount: pageCount(body.total_count, body.page_size),
    sort: body.sort,
  };
}

function counted<T extends { id: string; name: string; serviceCount: number }>(
  rows: readonly RestCounted[],
  key: string,
): T[] {
  return rows.map(
    (r) => ({ id: String(r[`${key}_id`]), name: String(r[`${key}_name`]), serviceCount: r.service_count }) as T,
  );
}

/** /v1 calls of the service catalogue. Providers are loaded by id in batches (one call per 100 ids). */
export class ServicesSource extends RestSource {
  private readonly providers: DataLoader<string, Provider>;

  constructor(options: RestSourceOptions) {
    super(options);
    this.providers = new DataLoader(
      async (ids) => {
        const body = await this.get<{ providers: RestProvider[] }>("/providers", { ids: ids.join(",") });
        const byId = new Map(body.providers.map((p) => [String(p.provider_id), toProvider(p)]));
        return ids.map((id) => byId.get(id) ?? new Error(`provider ${id} not found`));
      },
      { maxBatchSize: PROVIDER_BATCH_SIZE },
    );
  }

  /** A provider by id; the ids asked in one tick go to /v1 in one call. */
  provider(id: string): Promise<Provider> {
    return this.providers.load(id);
  }

  async service(id: string): Promise<Service> {
    return toService(await this.get<RestDetail>(`/services/${encodeURIComponent(id)}`));
  }

  async overview(id: string): Promise<ServiceListItem> {
    return toListItem(await this.get<RestListItem>(`/services/${encodeURIComponent(id)}/overview`));
  }

  async compare(ids: readonly string[]): Promise<Service[]> {
    const body = await this.get<{ services: RestDetail[] }>("/services/compare", { ids: ids.join(",") });
    return body.services.map(toService);
  }

  async topServices(): Promise<ServiceListItem[]> {
    const body = await this.get<{ services: RestListItem[] }>("/services/top-list");
    return body.services.map(toListItem);
  }

  async logos(pageSize?: number): Promise<ServiceLogo[]> {
    const body = await this.get<{
      logos: { service_id: number; service_name: string; logo_image_filepath: string | null }[];
    }>("/services/logos", { page_size: pageSize });
    return body.logos.map((l) => ({
      serviceId: String(l.service_id),
      serviceName: l.service_name,
      logoImagePath: l.logo_image_filepath,
    }));
  }

  async initial(): Promise<ServiceSearchInitial> {
    const body = await this.get<{
      categories: (RestCounted & { description: string })[];
      issues: (RestCounted & { description: string })[];
      departments: RestCounted[];
      job_roles: RestCounted[];
      total_service_count: number;
    }>("/services/initial");
    return {
      categories: body.categories.map(
        (c): Category => ({
          id: String(c.category_id),
          name: String(c.category_name),
          description: c.description,
          serviceCount: c.service_count,
        }),
      ),
      issues: body.issues.map(
        (i): Issue => ({
          id: String(i.issue_id),
          name: String(i.issue_name),
          description: i.description,
          serviceCount: i.service_count,
        }),
      ),
      departments: counted<Department>(body.departments, "department"),
      jobRoles: counted<JobRole>(body.job_roles, "job_role"),
      totalServiceCount: body.total_service_count,
    };
  }

  async list(pageSize?: number, pageNumber?: number, sort?: string): Promise<CatalogServicePage> {
    const body = await this.get<RestPage>("/services", { page_size: pageSize, page_number: pageNumber, sort });
    return toPage(body, "サービス一覧", "医療ITナビに掲載しているすべてのサービスです。");
  }

  async byIssue(id: string, pageSize?: number, pageNumber?: number, sort?: string): Promise<CatalogServicePage> {
    const body = await this.get<RestPage & { issue: { issue_name: string; description: string } }>(
      `/issues/${encodeURIComponent(id)}/services`,
      { page_size: pageSize, page_number: pageNumber, sort },
    );
    return toPage(body, body.issue.issue_name, body.issue.description);
  }

  async byDepartment(id: string, pageSize?: number, pageNumber?: number, sort?: string): Promise<CatalogServicePage> {
    const body = await this.get<RestPage & { department: { department_name: string } }>(
      `/departments/${encodeURIComponent(id)}/services`,
      { page_size: pageSize, page_number: pageNumber, sort },
    );
    const name = body.department.department_name;
    return toPage(body, name, `${name}の業務に役立つサービスです。`);
  }

  async byJobRole(id: string, pageSize?: number, pageNumber?: number, sort?: string): Promise<CatalogServicePage> {
    const body = await this.get<RestPage & { job_role: { job_role_name: string } }>(
      `/job-roles/${encodeURIComponent(id)}/services`,
      { page_size: pageSize, page_number: pageNumber, sort },
    );
    const name = body.job_role.job_role_name;
    return toPage(body, name, `${name}の方に選ばれているサービスです。`);
  }

  async material(id: string): Promise<ServiceMaterial> {
    const body = await this.get<{ service: RestListItem; material_files: RestMaterialFile[] }>(
      `/services/material/${encodeURIComponent(id)}`,
    );
    return { service: toListItem(body.service), files: body.material_files.map(toMaterialFile) };
  }
}

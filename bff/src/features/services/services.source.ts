import {
  compareServices,
  departmentServices,
  issueServices,
  jobRoleServices,
  listServices,
  providersByIds,
  type restMaterialFileSchema,
  type restProviderSchema,
  type restServiceDetailSchema,
  serviceDetail,
  serviceMaterial,
  serviceSearchInitial,
  topServices,
} from "@iryo/domain/contracts/services";
import type { RestServiceInList } from "@iryo/domain/contracts/shared";
import { institutionType } from "@iryo/domain/institution-type";
import { videoEmbedUrl } from "@iryo/domain/service-catalog";
import type { ServiceSort } from "@iryo/domain/sort-options";
import DataLoader from "dataloader";
import type { z } from "zod";
import { type ServiceListItem, toServiceListItem } from "../../lib/catalog/service-list-item.js";
import { type PageArgs, pageMetaOf, pageQuery } from "../../lib/graphql/paginated.js";
import { RestSource, type RestSourceOptions } from "../../lib/rest-source.js";
import { Category } from "../categories/category.type.js";
import type {
  CatalogServicePage,
  Department,
  Issue,
  JobRole,
  MaterialFile,
  Provider,
  Service,
  ServiceMaterial,
  ServiceSearchInitial,
} from "./service.type.js";

/** How many provider ids one batched /v1/providers call carries (the api accepts up to 100). */
const PROVIDER_BATCH_SIZE = 100;

type RestProvider = z.output<typeof restProviderSchema>;
type RestMaterialFile = z.output<typeof restMaterialFileSchema>;
type RestDetail = z.output<typeof restServiceDetailSchema> & { other_services?: RestServiceInList[] };

/** A page of services as every catalogue list answers it. */
type RestPage = z.output<typeof listServices.response>;

const toListItem = toServiceListItem;

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
    categories: s.categories.map((c) => ({ id: String(c.category_id), name: c.category_name })),
    issues: s.issues.map((i) => ({ id: String(i.issue_id), name: i.issue_name })),
    departments: s.departments.map((d) => ({ id: String(d.department_id), name: d.department_name })),
    jobRoles: s.job_roles.map((j) => ({ id: String(j.job_role_id), name: j.job_role_name })),
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
    ...pageMetaOf(body),
    sort: body.sort,
  };
}

/** /v1 calls of the service catalogue. Providers are loaded by id in batches (one call per 100 ids). */
export class ServicesSource extends RestSource {
  private readonly providers: DataLoader<string, Provider>;

  constructor(options: RestSourceOptions) {
    super(options);
    this.providers = new DataLoader(
      async (ids) => {
        const body = await this.call(providersByIds, { query: { ids: ids.join(",") } });
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
    return toService(await this.call(serviceDetail, { params: { id } }));
  }

  async compare(ids: readonly string[]): Promise<Service[]> {
    const body = await this.call(compareServices, { query: { ids: ids.join(",") } });
    return body.services.map(toService);
  }

  async topServices(): Promise<ServiceListItem[]> {
    const body = await this.call(topServices);
    return body.services.map(toListItem);
  }

  async initial(): Promise<ServiceSearchInitial> {
    const body = await this.call(serviceSearchInitial);
    return {
      categories: body.categories.map((c) => Category.from(c)),
      issues: body.issues.map(
        (i): Issue => ({
          id: String(i.issue_id),
          name: i.issue_name,
          description: i.description,
          serviceCount: i.service_count,
        }),
      ),
      departments: body.departments.map(
        (d): Department => ({ id: String(d.department_id), name: d.department_name, serviceCount: d.service_count }),
      ),
      jobRoles: body.job_roles.map(
        (j): JobRole => ({ id: String(j.job_role_id), name: j.job_role_name, serviceCount: j.service_count }),
      ),
      totalServiceCount: body.total_service_count,
    };
  }

  async list(page: PageArgs & { sort?: ServiceSort | null }): Promise<CatalogServicePage> {
    const body = await this.call(listServices, { query: pageQuery(page) });
    return toPage(body, "サービス一覧", "医療ITナビに掲載しているすべてのサービスです。");
  }

  async byIssue(id: string, page: PageArgs & { sort?: ServiceSort | null }): Promise<CatalogServicePage> {
    const body = await this.call(issueServices, {
      params: { id },
      query: pageQuery(page),
    });
    return toPage(body, body.issue.issue_name, body.issue.description);
  }

  async byDepartment(id: string, page: PageArgs & { sort?: ServiceSort | null }): Promise<CatalogServicePage> {
    const body = await this.call(departmentServices, {
      params: { id },
      query: pageQuery(page),
    });
    const name = body.department.department_name;
    return toPage(body, name, `${name}の業務に役立つサービスです。`);
  }

  async byJobRole(id: string, page: PageArgs & { sort?: ServiceSort | null }): Promise<CatalogServicePage> {
    const body = await this.call(jobRoleServices, {
      params: { id },
      query: pageQuery(page),
    });
    const name = body.job_role.job_role_name;
    return toPage(body, name, `${name}の方に選ばれているサービスです。`);
  }

  async material(id: string): Promise<ServiceMaterial> {
    const body = await this.call(serviceMaterial, { params: { id } });
    return { service: toListItem(body.service), files: body.material_files.map(toMaterialFile) };
  }
}

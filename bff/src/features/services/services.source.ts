import {
  compareServices,
  departmentServices,
  issueServices,
  jobRoleServices,
  listServices,
  providersByIds,
  serviceDetail,
  serviceMaterial,
  serviceSearchInitial,
  topServices,
} from "@iryo/domain/contracts/services";
import type { ServiceSort } from "@iryo/domain/sort-options";
import DataLoader from "dataloader";
import type { z } from "zod";
import { type ServiceListItem, toServiceListItem } from "../../lib/catalog/service-list-item.js";
import { type PageArgs, pageOf, pageQuery } from "../../lib/graphql/paginated.js";
import { RestSource, type RestSourceOptions } from "../../lib/rest-source.js";
import { type CatalogServicePage, Provider, Service, ServiceMaterial, ServiceSearchInitial } from "./service.type.js";

/** How many provider ids one batched /v1/providers call carries (the api accepts up to 100). */
const PROVIDER_BATCH_SIZE = 100;

/** A page of services as every catalogue list answers it. */
type RestPage = z.output<typeof listServices.response>;

/** A /v1 service detail as the GraphQL service, with its rating summary for `ratingSummary`. */
function toService(s: z.output<typeof Service.schema>): Service {
  return { ...Service.from(s), ratingInfo: s.rating_info };
}

function toPage(body: RestPage, title: string, description: string): CatalogServicePage {
  return {
    title,
    description,
    ...pageOf(body, body.services, toServiceListItem),
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
        const byId = new Map(body.providers.map((p) => [String(p.provider_id), Provider.from(p)]));
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
    return body.services.map(toServiceListItem);
  }

  async initial(): Promise<ServiceSearchInitial> {
    return ServiceSearchInitial.from(await this.call(serviceSearchInitial));
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
    return ServiceMaterial.from(await this.call(serviceMaterial, { params: { id } }));
  }
}

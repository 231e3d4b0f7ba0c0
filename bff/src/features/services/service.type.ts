import {
  restCountedDepartmentSchema,
  restCountedIssueSchema,
  restCountedJobRoleSchema,
  restMaterialFileSchema,
  restProviderSchema,
  serviceDetail,
  serviceMaterial,
  serviceSearchInitial,
} from "@iryo/domain/contracts/services";
import { institutionType } from "@iryo/domain/institution-type";
import { videoEmbedUrl } from "@iryo/domain/service-catalog";
import type { ServiceSort } from "@iryo/domain/sort-options";
import { Field, Float, Int, ObjectType } from "type-graphql";
import { type RatingInfoCarrier, ServiceListItem, toServiceListItem } from "../../lib/catalog/service-list-item.js";
import { contractType, listOf, nested } from "../../lib/graphql/contract-type.js";
import { Paginated } from "../../lib/graphql/paginated.js";
import { SERVICE_SORT } from "../../lib/graphql/sort-enums.js";
import { Category } from "../categories/category.type.js";
import { AttributeSection, FeeReadiness, toAttributeSections, toFeeReadiness } from "./service-attributes.type.js";

export { ServiceListItem };

export const Provider = contractType("Provider", restProviderSchema, {
  description: "A provider of services, with its business information.",
  id: "provider_id",
  fields: {
    provider_name: { name: "name" },
    location: { description: "所在地" },
    // A Float in the schema: capitals beyond 2^31 yen exist.
    capital_yen: { type: () => Float, nullable: true, description: "資本金 in yen.", from: (yen) => yen },
    representative: { description: "代表者" },
    founded_on: { description: "設立 (yyyy-MM-dd)." },
  },
});
export type Provider = InstanceType<typeof Provider>;

const Issue = contractType("Issue", restCountedIssueSchema, {
  description: "An issue (課題) services address, with how many do.",
  id: "issue_id",
  fields: { issue_name: { name: "name" } },
});

const Department = contractType("Department", restCountedDepartmentSchema, {
  description: "A department (診療科・部門), with how many services target it.",
  id: "department_id",
  fields: { department_name: { name: "name" } },
});

const JobRole = contractType("JobRole", restCountedJobRoleSchema, {
  description: "A job role (職種), with how many services target it.",
  id: "job_role_id",
  fields: { job_role_name: { name: "name" } },
});

/** The shape of a service's detail; the comparison answers it without other services. */
const restServiceSchema = serviceDetail.response.partial({ other_services: true });
const detail = restServiceSchema.shape;

// Each link kind has its own type so that clients that normalise by type and id never mix a
// category with an issue of the same id.
const ServiceCategoryRef = contractType("ServiceCategoryRef", detail.categories.element, {
  description: "A category a service belongs to.",
  id: "category_id",
  fields: { category_name: { name: "name" } },
});

const ServiceIssueRef = contractType("ServiceIssueRef", detail.issues.element, {
  description: "An issue a service addresses.",
  id: "issue_id",
  fields: { issue_name: { name: "name" } },
});

const ServiceDepartmentRef = contractType("ServiceDepartmentRef", detail.departments.element, {
  description: "A department a service targets.",
  id: "department_id",
  fields: { department_name: { name: "name" } },
});

const ServiceJobRoleRef = contractType("ServiceJobRoleRef", detail.job_roles.element, {
  description: "A job role a service targets.",
  id: "job_role_id",
  fields: { job_role_name: { name: "name" } },
});

/** Not a /v1 object: the label comes from the domain's enumeration of the code. */
@ObjectType({ description: "A target institution type (codes 1–10) with its Japanese label." })
export class InstitutionType {
  @Field(() => Int)
  code!: number;

  @Field(() => String)
  label!: string;
}

const FaqItem = contractType("FaqItem", detail.faqs.element, {
  description: "One question and answer of a service's FAQ.",
});

const MaterialFile = contractType("MaterialFile", restMaterialFileSchema, {
  description: "An introduction material file of a service (pdf or zip).",
  id: "material_file_id",
});

export const Service = contractType("Service", restServiceSchema, {
  description: "A service with every field of product §3.",
  id: "service_id",
  fields: {
    service_name: { name: "name" },
    logo_image_filepath: { name: "logoImagePath" },
    installation_count: { description: "導入実績 (number of installations)." },
    provider_id: false,
    provider_name: false,
    rating_info: false,
    target_institution_types: {
      type: () => [InstitutionType],
      // Codes the domain does not know (an older enumeration) are left out.
      from: (codes): InstitutionType[] =>
        codes.flatMap((code) => (institutionType.isCode(code) ? [{ code, label: institutionType.label(code) }] : [])),
    },
    faqs: listOf(FaqItem),
    provider: nested(Provider),
    categories: listOf(ServiceCategoryRef),
    issues: listOf(ServiceIssueRef),
    departments: listOf(ServiceDepartmentRef),
    job_roles: listOf(ServiceJobRoleRef),
    material_files: listOf(MaterialFile),
    attributes: {
      name: "attributeSections",
      type: () => [AttributeSection],
      description: "Security, 医療DX, interoperability, disclosure and subsidy attributes as rows (empty when none).",
      from: (a): AttributeSection[] => toAttributeSections(a),
    },
    other_services: {
      type: () => [ServiceListItem],
      description: "Other services of the same provider (up to 6).",
      from: (services) => (services ?? []).map((s) => toServiceListItem(s)),
    },
  },
  extra: {
    videoEmbedUrl: {
      type: () => String,
      nullable: true,
      description: "The player address when the video is on the whitelist (YouTube, Vimeo); otherwise null.",
      from: (s) => videoEmbedUrl(s.video_url),
    },
    feeReadiness: {
      type: () => FeeReadiness,
      nullable: true,
      description: "The 電子的診療情報連携体制整備加算 level the product supports; null without attributes.",
      from: (s): FeeReadiness | null => toFeeReadiness(s.attributes),
    },
  },
});
/** The service with the rating summary that came with it, for `ratingSummary`. */
export type Service = InstanceType<typeof Service> & RatingInfoCarrier;

@ObjectType({ description: "One page of services: all, or those of one issue, department or job role." })
export class CatalogServicePage extends Paginated(ServiceListItem) {
  @Field(() => String, { description: "What the page lists, e.g. the issue's name; サービス一覧 for all." })
  title!: string;

  @Field(() => String)
  description!: string;

  @Field(() => SERVICE_SORT, { description: "The sort applied." })
  sort!: ServiceSort;
}

export const ServiceSearchInitial = contractType("ServiceSearchInitial", serviceSearchInitial.response, {
  description: "What the service search page needs first: every way to search, with counts.",
  fields: {
    categories: listOf(Category),
    issues: listOf(Issue),
    departments: listOf(Department),
    job_roles: listOf(JobRole),
  },
});
export type ServiceSearchInitial = InstanceType<typeof ServiceSearchInitial>;

export const ServiceMaterial = contractType("ServiceMaterial", serviceMaterial.response, {
  description: "The material-download page of a service: the service and its files.",
  fields: {
    service: { type: () => ServiceListItem, from: (s) => toServiceListItem(s) },
    material_files: listOf(MaterialFile, { name: "files" }),
  },
});
export type ServiceMaterial = InstanceType<typeof ServiceMaterial>;

import { z } from "zod";
import { REQUEST_INVALID_CODE } from "../error-catalogue.js";
import { paginationQuerySchema } from "../pagination.js";
import { serviceAttributesSchema } from "../service-attributes-schema.js";
import { serviceSortQuerySchema, serviceSortSchema } from "../sort-options-schema.js";
import { compareQuerySchema } from "../validation/compare.js";
import { idSchema } from "../validation/id.js";
import { restCategorySchema } from "./categories.js";
import { endpointGroup } from "./endpoint.js";
import { namedRow, pageMetaShape, restServiceInListSchema, serviceLogoUrlSchema, storedFileShape } from "./shared.js";

const int = () => z.number().int();

/** The columns of a service in a list, without its rating summary (material and overview pages). */
export const restServiceFieldsSchema = restServiceInListSchema.omit({ rating_info: true });

export const restProviderSchema = z.object({
  ...namedRow("provider"),
  location: z.string(),
  capital_yen: int().nullable(),
  representative: z.string(),
  /** YYYY-MM-DD. */
  founded_on: z.string().nullable(),
  website_url: z.string(),
  business_description: z.string(),
});

export const restMaterialFileSchema = z.object({
  material_file_id: int(),
  ...storedFileShape,
});

const restIssueSchema = z.object({ ...namedRow("issue"), description: z.string() });
/** An issue with how many services address it. */
export const restCountedIssueSchema = restIssueSchema.extend({ service_count: int() });
const restDepartmentSchema = z.object(namedRow("department"));
const restJobRoleSchema = z.object(namedRow("job_role"));
/** A department with how many services target it. */
export const restCountedDepartmentSchema = restDepartmentSchema.extend({ service_count: int() });
/** A job role with how many services target it. */
export const restCountedJobRoleSchema = restJobRoleSchema.extend({ service_count: int() });

const securityShape = serviceAttributesSchema.shape.security;
const certificationShape = securityShape.shape.certifications.def.element;

/**
 * A service's structured attributes (ADR 153) as the api answers them: each certification with its
 * state on the Tokyo date of the answer, and the 加算 level its 医療DX functions support (standard numbers).
 */
const restServiceAttributesSchema = z.object({
  ...serviceAttributesSchema.shape,
  security: z.object({
    ...securityShape.shape,
    certifications: z.array(
      z.object({ ...certificationShape.shape, state: z.enum(["valid", "expired", "no_expiry"]) }),
    ),
  }),
  fee_readiness: z.object({
    level: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
    points: int().nullable(),
    met: z.array(int()),
    unmet: z.array(int()),
    facility_side: z.array(int()),
  }),
});

/** Every detail of a service (its page and the comparison), with its rating summary. */
const restServiceDetailSchema = restServiceInListSchema.extend({
  description: z.string(),
  initial_cost: z.string(),
  service_url: z.string(),
  rate_plan: z.string(),
  target_bed_count: z.string(),
  target_institution_types: z.array(int()),
  video_url: z.string().nullable(),
  faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
  provider: restProviderSchema,
  categories: z.array(z.object(namedRow("category"))),
  issues: z.array(z.object(namedRow("issue"))),
  departments: z.array(restDepartmentSchema),
  job_roles: z.array(restJobRoleSchema),
  material_files: z.array(restMaterialFileSchema),
  /** Null while a service has no attributes recorded. */
  attributes: restServiceAttributesSchema.nullable(),
});

/** `page_size`, `page_number` and `sort` (updated | rating | reviews) of the service lists. */
const serviceListQuerySchema = paginationQuerySchema.extend({ sort: serviceSortQuerySchema });

/** A page of services with the sort it was taken in. */
const servicePageShape = {
  services: z.array(restServiceInListSchema),
  ...pageMetaShape,
  sort: serviceSortSchema,
} as const;

/** `?ids=3,8,12` of the compare call (1–5 distinct ids; a repeated parameter or anything else 0109004). */
const compareIdsQuerySchema = z.object({
  ids: z.preprocess((value) => (typeof value === "string" ? value : undefined), compareQuerySchema),
});

/** `?ids=1,2,3` of the provider batch call (the BFF's DataLoader): 1–100 ids. */
const providerIdsQuerySchema = z.object({
  ids: z.preprocess(
    (value) => (typeof value === "string" ? value.split(",") : undefined),
    z.array(idSchema, { error: REQUEST_INVALID_CODE }).min(1, REQUEST_INVALID_CODE).max(100, REQUEST_INVALID_CODE),
  ),
});

const service = endpointGroup({ tag: "services", access: "public" });

export const topServices = service.get("/services/top-list", {
  summary: "The services of the home page",
  response: z.object({ services: z.array(restServiceInListSchema) }),
});

export const serviceSearchInitial = service.get("/services/initial", {
  summary: "The facets of the service search: categories, issues, departments, job roles and the total",
  response: z.object({
    categories: z.array(restCategorySchema),
    issues: z.array(restCountedIssueSchema),
    departments: z.array(restCountedDepartmentSchema),
    job_roles: z.array(restCountedJobRoleSchema),
    total_service_count: int(),
  }),
});

export const serviceLogos = service.get("/services/logos", {
  summary: "Logos of listed services (the home page's logo strip)",
  query: paginationQuerySchema,
  response: z.object({
    logos: z.array(z.object({ ...namedRow("service"), logo_image_filepath: serviceLogoUrlSchema() })),
  }),
});

export const compareServices = service.get("/services/compare", {
  summary: "Every detail of 1–5 services, in the order asked (unknown ids left out)",
  query: compareIdsQuerySchema,
  response: z.object({ services: z.array(restServiceDetailSchema) }),
});

export const serviceMaterial = service.get("/services/material/{id}", {
  summary: "A service and the list of its introduction material files (no bytes)",
  response: z.object({ service: restServiceFieldsSchema, material_files: z.array(restMaterialFileSchema) }),
  errors: ["0109005"],
});

export const listServices = service.get("/services", {
  summary: "One page of every listed service",
  query: serviceListQuerySchema,
  response: z.object(servicePageShape),
});

export const serviceDetail = service.get("/services/{id}", {
  summary: "Every detail of a service, with other services of its provider",
  response: restServiceDetailSchema.extend({ other_services: z.array(restServiceInListSchema) }),
  errors: ["0109005"],
});

export const serviceOverview = service.get("/services/{id}/overview", {
  summary: "A service's list columns and description",
  response: restServiceFieldsSchema.extend({ description: z.string() }),
  errors: ["0109005"],
});

export const listIssues = service.get("/issues", {
  summary: "Every issue with its service count",
  response: z.object({ issues: z.array(restCountedIssueSchema) }),
});

export const issueServices = service.get("/issues/{id}/services", {
  summary: "One page of the services that solve an issue",
  query: serviceListQuerySchema,
  response: z.object({ issue: restIssueSchema, ...servicePageShape }),
  errors: ["0109005"],
});

export const listDepartments = service.get("/departments", {
  summary: "Every department and job role with their service counts",
  response: z.object({
    departments: z.array(restCountedDepartmentSchema),
    job_roles: z.array(restCountedJobRoleSchema),
  }),
});

export const departmentServices = service.get("/departments/{id}/services", {
  summary: "One page of the services for a department",
  query: serviceListQuerySchema,
  response: z.object({ department: restDepartmentSchema, ...servicePageShape }),
  errors: ["0109005"],
});

export const jobRoleServices = service.get("/job-roles/{id}/services", {
  summary: "One page of the services for a job role",
  query: serviceListQuerySchema,
  response: z.object({ job_role: restJobRoleSchema, ...servicePageShape }),
  errors: ["0109005"],
});

export const providersByIds = service.get("/providers", {
  summary: "Providers by id, in one batch (1–100 ids); unknown ids are left out",
  query: providerIdsQuerySchema,
  response: z.object({ providers: z.array(restProviderSchema) }),
});

import type { GraphQLResolveInfo } from "graphql";
import { Ctx, FieldResolver, ID, Info, Resolver, Root } from "type-graphql";
import type { BffContext } from "../../context.js";
import { forwardingResolver, spread } from "../../lib/graphql/forwarding.js";
import { ServicePageArgs } from "../../lib/graphql/paginated.js";
import { selectsOnly } from "../../lib/graphql/selection.js";
import {
  CatalogServicePage,
  Provider,
  Service,
  ServiceListItem,
  ServiceMaterial,
  ServiceSearchInitial,
} from "./service.type.js";

export const ServicesResolver = forwardingResolver(
  "services",
  ({ query }) => ({
    service: query(Service, { id: ID }, (services, { id }) => services.service(id)),
    compareServices: query([Service], { ids: [ID] }, (services, { ids }) => services.compare(ids)),
    topServices: query([ServiceListItem], {}, (services) => services.topServices()),
    serviceSearchInitial: query(ServiceSearchInitial, {}, (services) => services.initial()),
    serviceList: query(CatalogServicePage, { page: spread(ServicePageArgs) }, (services, { page }) =>
      services.list(page),
    ),
    servicesByIssue: query(
      CatalogServicePage,
      { issueId: ID, page: spread(ServicePageArgs) },
      (services, { issueId, page }) => services.byIssue(issueId, page),
    ),
    servicesByDepartment: query(
      CatalogServicePage,
      { departmentId: ID, page: spread(ServicePageArgs) },
      (services, { departmentId, page }) => services.byDepartment(departmentId, page),
    ),
    servicesByJobRole: query(
      CatalogServicePage,
      { jobRoleId: ID, page: spread(ServicePageArgs) },
      (services, { jobRoleId, page }) => services.byJobRole(jobRoleId, page),
    ),
    serviceMaterial: query(ServiceMaterial, { serviceId: ID }, (services, { serviceId }) =>
      services.material(serviceId),
    ),
  }),
  {
    service: "A service with every field (detail page).",
    compareServices: "1 to 5 services side by side, in the order asked; missing ones left out.",
    topServices: "The 5 most recently updated services (home).",
    serviceSearchInitial: "Categories, issues, departments and job roles with counts.",
    serviceList: "One page of every service, newest update first.",
    servicesByIssue: "One page of the services of an issue.",
    servicesByDepartment: "One page of the services of a department.",
    servicesByJobRole: "One page of the services of a job role.",
    serviceMaterial: "The material-download page of a service.",
  },
);

@Resolver(() => ServiceListItem)
export class ServiceListItemResolver {
  @FieldResolver(() => Provider, {
    description: "id and name come with the list; any other field is loaded in batches: one /v1 call per page.",
  })
  provider(
    @Root() item: ServiceListItem,
    @Ctx() ctx: BffContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<Provider> | Pick<Provider, "id" | "name"> {
    if (selectsOnly(info, ["id", "name"])) return { id: item.providerId, name: item.providerName };
    return ctx.dataSources.services.provider(item.providerId);
  }
}

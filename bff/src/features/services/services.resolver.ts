import type { GraphQLResolveInfo } from "graphql";
import { Arg, Args, Ctx, FieldResolver, ID, Info, Query, Resolver, Root } from "type-graphql";
import type { BffContext } from "../../context.js";
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

@Resolver()
export class ServicesResolver {
  @Query(() => Service, { description: "A service with every field (detail page)." })
  service(@Arg("id", () => ID) id: string, @Ctx() ctx: BffContext): Promise<Service> {
    return ctx.dataSources.services.service(id);
  }

  @Query(() => [Service], { description: "1 to 5 services side by side, in the order asked; missing ones left out." })
  compareServices(@Arg("ids", () => [ID]) ids: string[], @Ctx() ctx: BffContext): Promise<Service[]> {
    return ctx.dataSources.services.compare(ids);
  }

  @Query(() => [ServiceListItem], { description: "The 5 most recently updated services (home)." })
  topServices(@Ctx() ctx: BffContext): Promise<ServiceListItem[]> {
    return ctx.dataSources.services.topServices();
  }

  @Query(() => ServiceSearchInitial, { description: "Categories, issues, departments and job roles with counts." })
  serviceSearchInitial(@Ctx() ctx: BffContext): Promise<ServiceSearchInitial> {
    return ctx.dataSources.services.initial();
  }

  @Query(() => CatalogServicePage, { description: "One page of every service, newest update first." })
  serviceList(@Args(() => ServicePageArgs) page: ServicePageArgs, @Ctx() ctx: BffContext): Promise<CatalogServicePage> {
    return ctx.dataSources.services.list(page);
  }

  @Query(() => CatalogServicePage, { description: "One page of the services of an issue." })
  servicesByIssue(
    @Arg("issueId", () => ID) issueId: string,
    @Args(() => ServicePageArgs) page: ServicePageArgs,
    @Ctx() ctx: BffContext,
  ): Promise<CatalogServicePage> {
    return ctx.dataSources.services.byIssue(issueId, page);
  }

  @Query(() => CatalogServicePage, { description: "One page of the services of a department." })
  servicesByDepartment(
    @Arg("departmentId", () => ID) departmentId: string,
    @Args(() => ServicePageArgs) page: ServicePageArgs,
    @Ctx() ctx: BffContext,
  ): Promise<CatalogServicePage> {
    return ctx.dataSources.services.byDepartment(departmentId, page);
  }

  @Query(() => CatalogServicePage, { description: "One page of the services of a job role." })
  servicesByJobRole(
    @Arg("jobRoleId", () => ID) jobRoleId: string,
    @Args(() => ServicePageArgs) page: ServicePageArgs,
    @Ctx() ctx: BffContext,
  ): Promise<CatalogServicePage> {
    return ctx.dataSources.services.byJobRole(jobRoleId, page);
  }

  @Query(() => ServiceMaterial, { description: "The material-download page of a service." })
  serviceMaterial(@Arg("serviceId", () => ID) serviceId: string, @Ctx() ctx: BffContext): Promise<ServiceMaterial> {
    return ctx.dataSources.services.material(serviceId);
  }
}

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

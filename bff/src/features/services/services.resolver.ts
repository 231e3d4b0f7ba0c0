import { Arg, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from "type-graphql";
import type { BffContext } from "../../context.js";
import {
  CatalogServicePage,
  Provider,
  Service,
  ServiceListItem,
  ServiceLogo,
  ServiceMaterial,
  ServiceSearchInitial,
} from "./service.type.js";

@Resolver()
export class ServicesResolver {
  @Query(() => Service, { description: "A service with every field (detail page)." })
  service(@Arg("id", () => ID) id: string, @Ctx() ctx: BffContext): Promise<Service> {
    return ctx.dataSources.services.service(id);
  }

  @Query(() => ServiceListItem, { description: "A service's overview (name, logo, provider, prices)." })
  serviceOverview(@Arg("id", () => ID) id: string, @Ctx() ctx: BffContext): Promise<ServiceListItem> {
    return ctx.dataSources.services.overview(id);
  }

  @Query(() => [Service], { description: "1 to 5 services side by side, in the order asked; missing ones left out." })
  compareServices(@Arg("ids", () => [ID]) ids: string[], @Ctx() ctx: BffContext): Promise<Service[]> {
    return ctx.dataSources.services.compare(ids);
  }

  @Query(() => [ServiceListItem], { description: "The 5 most recently updated services (home)." })
  topServices(@Ctx() ctx: BffContext): Promise<ServiceListItem[]> {
    return ctx.dataSources.services.topServices();
  }

  @Query(() => [ServiceLogo], { description: "Logos of the most recently updated services." })
  serviceLogos(
    @Arg("pageSize", () => Int, { nullable: true }) pageSize: number | undefined,
    @Ctx() ctx: BffContext,
  ): Promise<ServiceLogo[]> {
    return ctx.dataSources.services.logos(pageSize ?? undefined);
  }

  @Query(() => ServiceSearchInitial, { description: "Categories, issues, departments and job roles with counts." })
  serviceSearchInitial(@Ctx() ctx: BffContext): Promise<ServiceSearchInitial> {
    return ctx.dataSources.services.initial();
  }

  @Query(() => CatalogServicePage, { description: "One page of every service, newest update first." })
  serviceList(
    @Arg("pageSize", () => Int, { nullable: true }) pageSize: number | undefined,
    @Arg("pageNumber", () => Int, { nullable: true }) pageNumber: number | undefined,
    @Arg("sort", () => String, { nullable: true, description: "updated (default), rating or reviews." })
    sort: string | undefined,
    @Ctx() ctx: BffContext,
  ): Promise<CatalogServicePage> {
    return ctx.dataSources.services.list(pageSize ?? undefined, pageNumber ?? undefined, sort ?? undefined);
  }

  @Query(() => CatalogServicePage, { description: "One page of the services of an issue." })
  servicesByIssue(
    @Arg("issueId", () => ID) issueId: string,
    @Arg("pageSize", () => Int, { nullable: true }) pageSize: number | undefined,
    @Arg("pageNumber", () => Int, { nullable: true }) pageNumber: number | undefined,
    @Arg("sort", () => String, { nullable: true, description: "updated (default), rating or reviews." })
    sort: string | undefined,
    @Ctx() ctx: BffContext,
  ): Promise<CatalogServicePage> {
    return ctx.dataSources.services.byIssue(issueId, pageSize ?? undefined, pageNumber ?? undefined, sort ?? undefined);
  }

  @Query(() => CatalogServicePage, { description: "One page of the services of a department." })
  servicesByDepartment(
    @Arg("departmentId", () => ID) departmentId: string,
    @Arg("pageSize", () => Int, { nullable: true }) pageSize: number | undefined,
    @Arg("pageNumber", () => Int, { nullable: true }) pageNumber: number | undefined,
    @Arg("sort", () => String, { nullable: true, description: "updated (default), rating or reviews." })
    sort: string | undefined,
    @Ctx() ctx: BffContext,
  ): Promise<CatalogServicePage> {
    return ctx.dataSources.services.byDepartment(
      departmentId,
      pageSize ?? undefined,
      pageNumber ?? undefined,
      sort ?? undefined,
    );
  }

  @Query(() => CatalogServicePage, { description: "One page of the services of a job role." })
  servicesByJobRole(
    @Arg("jobRoleId", () => ID) jobRoleId: string,
    @Arg("pageSize", () => Int, { nullable: true }) pageSize: number | undefined,
    @Arg("pageNumber", () => Int, { nullable: true }) pageNumber: number | undefined,
    @Arg("sort", () => String, { nullable: true, description: "updated (default), rating or reviews." })
    sort: string | undefined,
    @Ctx() ctx: BffContext,
  ): Promise<CatalogServicePage> {
    return ctx.dataSources.services.byJobRole(
      jobRoleId,
      pageSize ?? undefined,
      pageNumber ?? undefined,
      sort ?? undefined,
    );
  }

  @Query(() => ServiceMaterial, { description: "The material-download page of a service." })
  serviceMaterial(@Arg("serviceId", () => ID) serviceId: string, @Ctx() ctx: BffContext): Promise<ServiceMaterial> {
    return ctx.dataSources.services.material(serviceId);
  }
}

@Resolver(() => ServiceListItem)
export class ServiceListItemResolver {
  @FieldResolver(() => Provider, { description: "Loaded in batches: one /v1 call per page, not per item." })
  provider(@Root() item: ServiceListItem, @Ctx() ctx: BffContext): Promise<Provider> {
    return ctx.dataSources.services.provider(item.providerId);
  }
}

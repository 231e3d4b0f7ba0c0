import { DateTimeISOResolver } from "graphql-scalars";
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { BffContext } from "../../context.js";
import {
  ChangePage,
  EditableService,
  OperatorChange,
  OwnService,
  PublishingChange,
  ServiceListingInput,
} from "./provider-listings.type.js";

/**
 * The provider console's listings and the operators' side of the publishing workflow (ADR 143). Every
 * call is the api's, which checks the caller's kind, organisation and role.
 */
@Resolver()
export class ProviderListingsResolver {
  @Query(() => [OwnService], { description: "The signed-in staff member's organisation's services." })
  providerServices(@Ctx() ctx: BffContext): Promise<OwnService[]> {
    return ctx.dataSources.providerListings.ownServices();
  }

  @Query(() => EditableService, {
    description: "A service of the organisation as staff edit it (NOT_FOUND for others).",
  })
  providerService(@Arg("id", () => ID) id: string, @Ctx() ctx: BffContext): Promise<EditableService> {
    return ctx.dataSources.providerListings.editable(id);
  }

  @Query(() => ChangePage, { description: "The organisation's changes, newest first, with state, reason and diff." })
  providerChanges(
    @Arg("page", () => Int, { defaultValue: 1 }) page: number,
    @Ctx() ctx: BffContext,
  ): Promise<ChangePage> {
    return ctx.dataSources.providerListings.ownChanges(page);
  }

  @Mutation(() => PublishingChange, {
    description: "Saves the service's draft (errorCode 0301001, 0301002, 0401001, 0401002, 0302001).",
  })
  saveServiceDraft(
    @Arg("serviceId", () => ID) serviceId: string,
    @Arg("input", () => ServiceListingInput) input: ServiceListingInput,
    @Ctx() ctx: BffContext,
  ): Promise<PublishingChange> {
    return ctx.dataSources.providerListings.saveDraft(serviceId, input);
  }

  @Mutation(() => PublishingChange, { description: "Submits the service's draft for review (0302003: no change)." })
  submitServiceDraft(@Arg("serviceId", () => ID) serviceId: string, @Ctx() ctx: BffContext): Promise<PublishingChange> {
    return ctx.dataSources.providerListings.submit(serviceId);
  }

  @Mutation(() => PublishingChange, { description: "Withdraws the service's draft or undecided submission." })
  withdrawServiceDraft(
    @Arg("serviceId", () => ID) serviceId: string,
    @Ctx() ctx: BffContext,
  ): Promise<PublishingChange> {
    return ctx.dataSources.providerListings.withdraw(serviceId);
  }

  @Query(() => ChangePage, { description: "Operators: changes of every organisation, optionally of one state." })
  operatorChanges(
    @Arg("state", () => String, { nullable: true }) state: string | null,
    @Arg("page", () => Int, { defaultValue: 1 }) page: number,
    @Ctx() ctx: BffContext,
  ): Promise<ChangePage> {
    return ctx.dataSources.providerListings.operatorChanges(state ?? undefined, page);
  }

  @Query(() => OperatorChange, { description: "Operators: one change with its diff and both versions." })
  operatorChange(@Arg("id", () => ID) id: string, @Ctx() ctx: BffContext): Promise<OperatorChange> {
    return ctx.dataSources.providerListings.operatorChange(id);
  }

  @Mutation(() => PublishingChange, {
    description: "Operators: approves a submitted change, now or at publishAt (0302002, 0302004).",
  })
  async approveChange(
    @Arg("id", () => ID) id: string,
    @Arg("publishAt", () => DateTimeISOResolver, { nullable: true }) publishAt: Date | null,
    @Ctx() ctx: BffContext,
  ): Promise<PublishingChange> {
    const change = await ctx.dataSources.providerListings.approve(id, publishAt ?? undefined);
    // This BFF drops its visitor cache at once; the others on the api's catalogue event (ADR 143).
    if (change.state === "published") await ctx.dropVisitorCache?.();
    return change;
  }

  @Mutation(() => PublishingChange, { description: "Operators: rejects a submitted change with a reason (≤ 500)." })
  rejectChange(
    @Arg("id", () => ID) id: string,
    @Arg("reason", () => String) reason: string,
    @Ctx() ctx: BffContext,
  ): Promise<PublishingChange> {
    return ctx.dataSources.providerListings.reject(id, reason);
  }
}

import { Arg, Args, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { BffContext } from "../../context.js";
import { PageArgs } from "../../lib/graphql/paginated.js";
import {
  ApplyNegotiationInput,
  Holiday,
  Negotiation,
  NegotiationDetail,
  NegotiationMessage,
  NegotiationMessagePage,
  NegotiationPage,
  NegotiationStatusUpdateInput,
  NegotiationVersion,
  ProviderInbox,
} from "./negotiation.type.js";

@Resolver()
export class NegotiationsResolver {
  @Query(() => [Holiday], { description: "Japanese public holidays of the coming year." })
  holidays(@Ctx() ctx: BffContext): Promise<Holiday[]> {
    return ctx.dataSources.negotiations.holidays();
  }

  @Query(() => NegotiationPage, { description: "One page of the member's negotiations." })
  negotiations(@Args(() => PageArgs) page: PageArgs, @Ctx() ctx: BffContext): Promise<NegotiationPage> {
    return ctx.dataSources.negotiations.list(page);
  }

  @Query(() => [Negotiation], { description: "What the status-confirmation popup asks about (empty: no popup)." })
  statusPopupNegotiations(@Ctx() ctx: BffContext): Promise<Negotiation[]> {
    return ctx.dataSources.negotiations.statusPopup();
  }

  @Query(() => NegotiationDetail, { description: "A negotiation of the caller (member or provider)." })
  negotiation(@Arg("id", () => ID) id: string, @Ctx() ctx: BffContext): Promise<NegotiationDetail> {
    return ctx.dataSources.negotiations.detail(id);
  }

  @Query(() => NegotiationMessagePage, { description: "Chat messages, newest first; older ones with beforeId." })
  negotiationMessages(
    @Arg("negotiationId", () => ID) negotiationId: string,
    @Arg("beforeId", () => ID, { nullable: true }) beforeId: string | null | undefined,
    @Arg("pageSize", () => Int, { nullable: true }) pageSize: number | null | undefined,
    @Ctx() ctx: BffContext,
  ): Promise<NegotiationMessagePage> {
    return ctx.dataSources.negotiations.messages(negotiationId, beforeId ?? undefined, pageSize ?? undefined);
  }

  @Query(() => ProviderInbox, { description: "The signed-in provider's negotiations (FORBIDDEN for members)." })
  providerNegotiations(@Args(() => PageArgs) page: PageArgs, @Ctx() ctx: BffContext): Promise<ProviderInbox> {
    return ctx.dataSources.negotiations.providerInbox(page);
  }

  @Mutation(() => ID, { description: "Applies for a meeting; answers the new negotiation's id." })
  applyNegotiation(
    @Arg("input", () => ApplyNegotiationInput) input: ApplyNegotiationInput,
    @Ctx() ctx: BffContext,
  ): Promise<string> {
    return ctx.dataSources.negotiations.apply(input);
  }

  @Mutation(() => [NegotiationVersion], { description: "The member's status decisions, all or none." })
  updateNegotiationStatuses(
    @Arg("items", () => [NegotiationStatusUpdateInput]) items: NegotiationStatusUpdateInput[],
    @Ctx() ctx: BffContext,
  ): Promise<NegotiationVersion[]> {
    return ctx.dataSources.negotiations.updateStatuses(items);
  }

  @Mutation(() => String, { description: "Closes the status popup for today; answers the recorded date." })
  turnOffStatusPopup(@Ctx() ctx: BffContext): Promise<string> {
    return ctx.dataSources.negotiations.turnOffPopup();
  }

  @Mutation(() => NegotiationMessage, { description: "Writes a chat message as the caller's side." })
  sendNegotiationMessage(
    @Arg("negotiationId", () => ID) negotiationId: string,
    @Arg("message", () => String) message: string,
    @Ctx() ctx: BffContext,
  ): Promise<NegotiationMessage> {
    return ctx.dataSources.negotiations.sendMessage(negotiationId, message);
  }

  @Mutation(() => NegotiationVersion, {
    description: "Provider: confirm a requested slot (2, with slotId), mark held (3) or cancel (5).",
  })
  providerUpdateNegotiationStatus(
    @Arg("negotiationId", () => ID) negotiationId: string,
    @Arg("status", () => Int) status: number,
    @Arg("updatedAt", () => String) updatedAt: string,
    @Arg("slotId", () => ID, { nullable: true }) slotId: string | null | undefined,
    @Ctx() ctx: BffContext,
  ): Promise<NegotiationVersion> {
    return ctx.dataSources.negotiations.providerUpdateStatus(negotiationId, status, updatedAt, slotId ?? null);
  }
}

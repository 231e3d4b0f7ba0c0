import { REQUEST_INVALID_CODE } from "@iryo/domain/error-catalogue";
import { ATTRIBUTE_GROUP_KEYS, type AttributeGroupKey } from "@iryo/domain/service-attribute-edits";
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { BffContext } from "../../context.js";
import { appGraphQLError } from "../../lib/errors.js";
import { PublishingChange } from "../provider-listings/provider-listings.type.js";
import { AttributeReview, ProviderServiceAttributes, UnverifiedAttributesPage } from "./attribute-edits.type.js";

/** JSON text as a value, or BAD_USER_INPUT 0109004 (the api checks the values themselves). */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw appGraphQLError("BAD_USER_INPUT", REQUEST_INVALID_CODE);
  }
}

function groupKey(text: string): AttributeGroupKey {
  const key = ATTRIBUTE_GROUP_KEYS.find((k) => k === text);
  if (!key) throw appGraphQLError("BAD_USER_INPUT", REQUEST_INVALID_CODE);
  return key;
}

/** The attributes editor of the provider console and the operators' verification (ADR 170). */
@Resolver()
export class AttributeEditsResolver {
  @Query(() => ProviderServiceAttributes, {
    description: "A service's attributes as its staff edit them (NOT_FOUND for another organisation's).",
  })
  providerServiceAttributes(
    @Arg("serviceId", () => ID) serviceId: string,
    @Ctx() ctx: BffContext,
  ): Promise<ProviderServiceAttributes> {
    return ctx.dataSources.attributeEdits.editable(serviceId);
  }

  @Mutation(() => PublishingChange, {
    description:
      "Saves the attributes draft from JSON text of every group (fieldErrors by dotted path: 0101001, 0101002; 0302001 under review).",
  })
  saveAttributesDraft(
    @Arg("serviceId", () => ID) serviceId: string,
    @Arg("valuesJson", () => String) valuesJson: string,
    @Ctx() ctx: BffContext,
  ): Promise<PublishingChange> {
    return ctx.dataSources.attributeEdits.save(serviceId, parseJson(valuesJson));
  }

  @Mutation(() => PublishingChange, { description: "Submits the attributes draft for review (0302003: no change)." })
  submitAttributesDraft(
    @Arg("serviceId", () => ID) serviceId: string,
    @Ctx() ctx: BffContext,
  ): Promise<PublishingChange> {
    return ctx.dataSources.attributeEdits.submit(serviceId);
  }

  @Mutation(() => PublishingChange, { description: "Withdraws the attributes draft or undecided submission." })
  withdrawAttributesDraft(
    @Arg("serviceId", () => ID) serviceId: string,
    @Ctx() ctx: BffContext,
  ): Promise<PublishingChange> {
    return ctx.dataSources.attributeEdits.withdraw(serviceId);
  }

  @Query(() => UnverifiedAttributesPage, {
    description: "Operators (editor, admin): services with unverified attribute groups, oldest as-of first.",
  })
  unverifiedAttributes(
    @Arg("page", () => Int, { defaultValue: 1 }) page: number,
    @Ctx() ctx: BffContext,
  ): Promise<UnverifiedAttributesPage> {
    return ctx.dataSources.attributeEdits.unverified(page);
  }

  @Query(() => AttributeReview, { description: "Operators: a service's published attribute groups as rows." })
  attributeReview(@Arg("serviceId", () => ID) serviceId: string, @Ctx() ctx: BffContext): Promise<AttributeReview> {
    return ctx.dataSources.attributeEdits.review(serviceId);
  }

  @Mutation(() => AttributeReview, {
    description: "Operators: marks a group 運営確認済み or clears it (group: disclosure, security, …).",
  })
  async setAttributeVerification(
    @Arg("serviceId", () => ID) serviceId: string,
    @Arg("group", () => String) group: string,
    @Arg("verified", () => Boolean) verified: boolean,
    @Ctx() ctx: BffContext,
  ): Promise<AttributeReview> {
    const review = await ctx.dataSources.attributeEdits.setVerification(serviceId, groupKey(group), verified);
    // Visitors see the verification: this BFF drops its visitor cache at once, the others on the event.
    await ctx.dropVisitorCache?.();
    return review;
  }
}

import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { BffContext } from "../../context.js";
import { clearConfigDocumentCaches } from "./config-document-cache.js";
import {
  AdvertisementInput,
  OperatorAdvertisement,
  SiteContentDocument,
  SiteContentSummary,
} from "./site-content.type.js";

/** After a change: this BFF's visitor cache and document copies drop now; the others on the api's event. */
async function dropCaches(ctx: BffContext): Promise<void> {
  clearConfigDocumentCaches();
  await ctx.dropVisitorCache?.();
}

/**
 * The operator console's site content (issue 24 item 4, ADR 164): editors and admins past the second
 * factor; a moderator is FORBIDDEN (0109002) and any operator before the TOTP step 0203001.
 */
@Resolver()
export class SiteContentResolver {
  @Query(() => [SiteContentSummary], { description: "Every editable document with its current version." })
  siteContents(@Ctx() ctx: BffContext): Promise<SiteContentSummary[]> {
    return ctx.dataSources.siteContent.list();
  }

  @Query(() => SiteContentDocument, { description: "One document: its current content and its versions." })
  siteContent(@Arg("name", () => String) name: string, @Ctx() ctx: BffContext): Promise<SiteContentDocument> {
    return ctx.dataSources.siteContent.document(name);
  }

  @Mutation(() => SiteContentDocument, {
    description:
      "Publishes a new version of a document (JSON text). Terms get the next terms version, which every member accepts at the next sign-in; a banner picture of the wrong size answers errorCode 0102003.",
  })
  async publishSiteContent(
    @Arg("name", () => String) name: string,
    @Arg("documentJson", () => String) documentJson: string,
    @Arg("note", () => String, { nullable: true }) note: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<SiteContentDocument> {
    const document = await ctx.dataSources.siteContent.publish(name, documentJson, note ?? "");
    await dropCaches(ctx);
    return document;
  }

  @Mutation(() => SiteContentDocument, { description: "Publishes an earlier version again as a new version." })
  async rollBackSiteContent(
    @Arg("name", () => String) name: string,
    @Arg("version", () => Int) version: number,
    @Arg("note", () => String, { nullable: true }) note: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<SiteContentDocument> {
    const document = await ctx.dataSources.siteContent.rollBack(name, version, note ?? "");
    await dropCaches(ctx);
    return document;
  }

  @Query(() => [OperatorAdvertisement], { description: "Every home page advertisement, in display order." })
  operatorAdvertisements(@Ctx() ctx: BffContext): Promise<OperatorAdvertisement[]> {
    return ctx.dataSources.siteContent.advertisements();
  }

  @Mutation(() => OperatorAdvertisement, { description: "Creates a home page advertisement." })
  async createAdvertisement(
    @Arg("input", () => AdvertisementInput) input: AdvertisementInput,
    @Ctx() ctx: BffContext,
  ): Promise<OperatorAdvertisement> {
    const ad = await ctx.dataSources.siteContent.createAdvertisement(input);
    await dropCaches(ctx);
    return ad;
  }

  @Mutation(() => OperatorAdvertisement, { description: "Changes an advertisement (its period ends it)." })
  async updateAdvertisement(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => AdvertisementInput) input: AdvertisementInput,
    @Ctx() ctx: BffContext,
  ): Promise<OperatorAdvertisement> {
    const ad = await ctx.dataSources.siteContent.updateAdvertisement(id, input);
    await dropCaches(ctx);
    return ad;
  }
}

import { parseFromScreen } from "@iryo/domain/from-screen";
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { BffContext } from "../../context.js";
import { MaterialConsent, MaterialDownload } from "./materials.type.js";

const FROM_SCREEN = {
  nullable: true,
  description: "The screen the download started from (detail, consideration, bookmark; ADR 141); others are dropped.",
} as const;

/**
 * Material downloads change state (a lead per service, which also puts it on the consideration list), so
 * they are mutations: Apollo's CSRF prevention keeps other sites from making them (ADR 209). Each answers
 * the one-time URL the browser then fetches the bytes from.
 */
@Resolver()
export class MaterialsResolver {
  @Query(() => MaterialConsent, {
    description: "The details a provider receives with a material download, and whether the member agreed.",
  })
  materialConsent(@Ctx() ctx: BffContext): Promise<MaterialConsent> {
    return ctx.dataSources.materials.consent();
  }

  @Mutation(() => MaterialConsent, { description: "Records the member's consent to the version they were shown." })
  giveMaterialConsent(
    @Arg("consentVersion", () => Int) consentVersion: number,
    @Ctx() ctx: BffContext,
  ): Promise<MaterialConsent> {
    return ctx.dataSources.materials.giveConsent(consentVersion);
  }

  @Mutation(() => MaterialDownload, {
    description:
      "Records a lead for one service's material (a pdf, or a zip of its files) and answers where to fetch it.",
  })
  requestServiceMaterialDownload(
    @Arg("serviceId", () => ID) serviceId: string,
    @Arg("fromScreen", () => String, FROM_SCREEN) fromScreen: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<MaterialDownload> {
    return ctx.dataSources.materials.requestService(serviceId, parseFromScreen(fromScreen));
  }

  @Mutation(() => MaterialDownload, {
    description: "Records a lead per service (1 to 20) and answers where to fetch their materials as one zip.",
  })
  requestMaterialBundleDownload(
    @Arg("serviceIds", () => [ID]) serviceIds: string[],
    @Arg("fromScreen", () => String, FROM_SCREEN) fromScreen: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<MaterialDownload> {
    return ctx.dataSources.materials.requestBundle(serviceIds, parseFromScreen(fromScreen));
  }

  @Mutation(() => MaterialDownload, {
    description: "Records a lead for one material file and answers where to fetch it.",
  })
  requestMaterialFileDownload(
    @Arg("materialFileId", () => ID) materialFileId: string,
    @Arg("fromScreen", () => String, FROM_SCREEN) fromScreen: string | null,
    @Ctx() ctx: BffContext,
  ): Promise<MaterialDownload> {
    return ctx.dataSources.materials.requestFile(materialFileId, parseFromScreen(fromScreen));
  }
}

import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { BffContext } from "../../context.js";
import { NegotiationFileUpload } from "../negotiation-files/negotiation-file.type.js";
import { PublishingChange } from "./provider-listings.type.js";
import { MaterialDraftInput, ServiceMaterials } from "./provider-materials.type.js";

/** The provider console's materials (ADR 145): every call is the api's, which checks the organisation. */
@Resolver()
export class ProviderMaterialsResolver {
  @Query(() => ServiceMaterials, { description: "A service's materials with their state (NOT_FOUND for others)." })
  providerServiceMaterials(
    @Arg("serviceId", () => ID) serviceId: string,
    @Ctx() ctx: BffContext,
  ): Promise<ServiceMaterials> {
    return ctx.dataSources.providerMaterials.list(serviceId);
  }

  @Mutation(() => NegotiationFileUpload, {
    description:
      "A single-use URL to PUT one material file to (pdf or zip, ≤ 5 MB), bound to the organisation and service.",
  })
  materialUploadUrl(
    @Arg("businessId", () => ID) businessId: string,
    @Arg("serviceId", () => ID) serviceId: string,
    @Arg("filename", () => String) filename: string,
    @Ctx() ctx: BffContext,
  ): Promise<NegotiationFileUpload> {
    return ctx.dataSources.providerMaterials.uploadUrl(businessId, serviceId, filename);
  }

  @Mutation(() => PublishingChange, {
    description: "Proposes a new material from an upload (errorCode 0101002, 0102001, 0102002).",
  })
  createMaterialDraft(
    @Arg("serviceId", () => ID) serviceId: string,
    @Arg("input", () => MaterialDraftInput) input: MaterialDraftInput,
    @Ctx() ctx: BffContext,
  ): Promise<PublishingChange> {
    return ctx.dataSources.providerMaterials.create(serviceId, input);
  }

  @Mutation(() => PublishingChange, {
    description: "Proposes a new title, description or file (0302001 under review).",
  })
  replaceMaterialDraft(
    @Arg("materialId", () => ID) materialId: string,
    @Arg("input", () => MaterialDraftInput) input: MaterialDraftInput,
    @Ctx() ctx: BffContext,
  ): Promise<PublishingChange> {
    return ctx.dataSources.providerMaterials.replace(materialId, input);
  }

  @Mutation(() => PublishingChange, { description: "Proposes to retire a public material." })
  retireMaterialDraft(
    @Arg("materialId", () => ID) materialId: string,
    @Ctx() ctx: BffContext,
  ): Promise<PublishingChange> {
    return ctx.dataSources.providerMaterials.retire(materialId);
  }

  @Mutation(() => PublishingChange, { description: "Submits a material draft for review (0302003: no change)." })
  submitMaterialChange(@Arg("changeId", () => ID) changeId: string, @Ctx() ctx: BffContext): Promise<PublishingChange> {
    return ctx.dataSources.providerMaterials.submit(changeId);
  }

  @Mutation(() => PublishingChange, { description: "Withdraws a material draft or undecided submission." })
  withdrawMaterialChange(
    @Arg("changeId", () => ID) changeId: string,
    @Ctx() ctx: BffContext,
  ): Promise<PublishingChange> {
    return ctx.dataSources.providerMaterials.withdraw(changeId);
  }
}

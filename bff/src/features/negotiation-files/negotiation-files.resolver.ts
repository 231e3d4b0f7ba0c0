import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { BffContext } from "../../context.js";
import { NegotiationFile, NegotiationFileList, NegotiationFileUpload } from "./negotiation-file.type.js";

@Resolver()
export class NegotiationFilesResolver {
  @Query(() => NegotiationFileList, {
    description: "The files of a negotiation with short-lived download URLs (its member or its provider only).",
  })
  negotiationFiles(
    @Arg("negotiationId", () => ID) negotiationId: string,
    @Ctx() ctx: BffContext,
  ): Promise<NegotiationFileList> {
    return ctx.dataSources.negotiationFiles.list(negotiationId);
  }

  @Mutation(() => NegotiationFileUpload, {
    description: "Step 1 of sharing a file: a short-lived URL to PUT one .pdf or .zip to.",
  })
  requestNegotiationFileUpload(
    @Arg("negotiationId", () => ID) negotiationId: string,
    @Arg("filename", () => String) filename: string,
    @Ctx() ctx: BffContext,
  ): Promise<NegotiationFileUpload> {
    return ctx.dataSources.negotiationFiles.requestUpload(negotiationId, filename);
  }

  @Mutation(() => NegotiationFile, {
    description: "Step 3: attach the uploaded file after the api checks its content, size, type and the 10-file limit.",
  })
  attachNegotiationFile(
    @Arg("negotiationId", () => ID) negotiationId: string,
    @Arg("storagePath", () => String) storagePath: string,
    @Ctx() ctx: BffContext,
  ): Promise<NegotiationFile> {
    return ctx.dataSources.negotiationFiles.attach(negotiationId, storagePath);
  }
}

import {
  attachNegotiationFile,
  listNegotiationFiles,
  requestUploadUrl,
} from "@iryo/domain/contracts/negotiation-files";
import { RestSource } from "../../lib/rest-source.js";
import { NegotiationFile, NegotiationFileList, NegotiationFileUpload } from "./negotiation-file.type.js";

/** /v1 calls of the negotiation-files feature. */
export class NegotiationFilesSource extends RestSource {
  async list(negotiationId: string): Promise<NegotiationFileList> {
    return NegotiationFileList.from(await this.call(listNegotiationFiles, { params: { id: negotiationId } }));
  }

  async requestUpload(negotiationId: string, filename: string): Promise<NegotiationFileUpload> {
    return NegotiationFileUpload.from(
      await this.call(requestUploadUrl, { query: { business_id: negotiationId, filename } }),
    );
  }

  async attach(negotiationId: string, storagePath: string): Promise<NegotiationFile> {
    return NegotiationFile.from(
      await this.call(attachNegotiationFile, { params: { id: negotiationId }, body: { s3_filepath: storagePath } }),
    );
  }
}

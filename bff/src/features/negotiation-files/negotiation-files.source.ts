import {
  attachNegotiationFile,
  listNegotiationFiles,
  requestUploadUrl,
  type restNegotiationFileSchema,
} from "@iryo/domain/contracts/negotiation-files";
import type { z } from "zod";
import { RestSource } from "../../lib/rest-source.js";
import type { NegotiationFile, NegotiationFileList, NegotiationFileUpload } from "./negotiation-file.type.js";

function toFile(f: z.output<typeof restNegotiationFileSchema>): NegotiationFile {
  return {
    id: String(f.file_id),
    negotiationId: String(f.negotiation_id),
    fileName: f.file_name,
    sizeBytes: f.size_bytes,
    mimeType: f.mime_type,
    uploaderType: f.uploader_type,
    uploaderName: f.uploader_name,
    isOwn: f.is_own,
    createdAt: new Date(f.created_at),
    expiresAt: new Date(f.expires_at),
    purgedAt: f.purged_at === null ? null : new Date(f.purged_at),
    downloadUrl: f.download_url,
    downloadUrlExpiresAt: f.download_url_expires_at === null ? null : new Date(f.download_url_expires_at),
  };
}

/** /v1 calls of the negotiation-files feature. */
export class NegotiationFilesSource extends RestSource {
  async list(negotiationId: string): Promise<NegotiationFileList> {
    const body = await this.call(listNegotiationFiles, { params: { id: negotiationId } });
    return { files: body.files.map(toFile), fileLimit: body.file_limit, readOnly: body.read_only };
  }

  async requestUpload(negotiationId: string, filename: string): Promise<NegotiationFileUpload> {
    const body = await this.call(requestUploadUrl, { query: { business_id: negotiationId, filename } });
    return {
      uploadUrl: body.upload_presigned_url,
      storagePath: body.s3_filepath,
      expiresAt: new Date(body.expires_at),
    };
  }

  async attach(negotiationId: string, storagePath: string): Promise<NegotiationFile> {
    return toFile(
      await this.call(attachNegotiationFile, { params: { id: negotiationId }, body: { s3_filepath: storagePath } }),
    );
  }
}

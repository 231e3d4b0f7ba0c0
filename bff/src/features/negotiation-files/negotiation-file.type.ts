import {
  listNegotiationFiles,
  requestUploadUrl,
  restNegotiationFileSchema,
} from "@iryo/domain/contracts/negotiation-files";
import { contractType, listOf } from "../../lib/graphql/contract-type.js";

export const NegotiationFile = contractType("NegotiationFile", restNegotiationFileSchema, {
  description: "A file shared in a negotiation room (pdf or zip, kept 1 month).",
  id: "file_id",
  fields: {
    file_name: { description: "The name the uploader gave the file." },
    uploader_type: { description: "Who uploaded it (chat sender type): 1 the provider, 2 the member." },
    uploader_name: { description: "The provider's name, or the member's name." },
    is_own: { description: "Whether the viewer's side uploaded it." },
    expires_at: { description: "When the file is deleted (1 month after upload)." },
    purged_at: { description: "When the retention ended and the file was deleted." },
    download_url: { description: "A short-lived signed download URL; null once purged." },
    download_url_expires_at: { description: "When downloadUrl stops working." },
  },
});
export type NegotiationFile = InstanceType<typeof NegotiationFile>;

export const NegotiationFileList = contractType("NegotiationFileList", listNegotiationFiles.response, {
  description: "The files of a negotiation room.",
  fields: {
    files: listOf(NegotiationFile, { description: "Oldest first." }),
    file_limit: { description: "At most this many stored files per negotiation." },
    read_only: { description: "Whether the room takes no more files (cancelled or sent off)." },
  },
});
export type NegotiationFileList = InstanceType<typeof NegotiationFileList>;

export const NegotiationFileUpload = contractType("NegotiationFileUpload", requestUploadUrl.response, {
  description: "Where to PUT one file, and the path to attach afterwards.",
  fields: {
    upload_presigned_url: {
      name: "uploadUrl",
      description: "PUT the file here with its Content-Type (may be relative to the site).",
    },
    s3_filepath: { name: "storagePath", description: "Pass to attachNegotiationFile once the PUT succeeded." },
  },
});
export type NegotiationFileUpload = InstanceType<typeof NegotiationFileUpload>;

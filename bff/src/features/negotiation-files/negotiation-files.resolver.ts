import { ID } from "type-graphql";
import { forwardingResolver } from "../../lib/graphql/forwarding.js";
import { NegotiationFile, NegotiationFileList, NegotiationFileUpload } from "./negotiation-file.type.js";

export const NegotiationFilesResolver = forwardingResolver(
  "negotiationFiles",
  ({ mutation, query }) => ({
    negotiationFiles: query(NegotiationFileList, { negotiationId: ID }, (negotiationFiles, { negotiationId }) =>
      negotiationFiles.list(negotiationId),
    ),
    requestNegotiationFileUpload: mutation(
      NegotiationFileUpload,
      { negotiationId: ID, filename: String },
      (negotiationFiles, { negotiationId, filename }) => negotiationFiles.requestUpload(negotiationId, filename),
    ),
    attachNegotiationFile: mutation(
      NegotiationFile,
      { negotiationId: ID, storagePath: String },
      (negotiationFiles, { negotiationId, storagePath }) => negotiationFiles.attach(negotiationId, storagePath),
    ),
  }),
  {
    negotiationFiles: "The files of a negotiation with short-lived download URLs (its member or its provider only).",
    requestNegotiationFileUpload: "Step 1 of sharing a file: a short-lived URL to PUT one .pdf or .zip to.",
    attachNegotiationFile:
      "Step 3: attach the uploaded file after the api checks its content, size, type and the 10-file limit.",
  },
);

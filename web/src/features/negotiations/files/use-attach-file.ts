import {
  type NegotiationFilesTabQuery,
  NegotiationFilesTabQueryDocument,
  type NegotiationFilesTabQueryVariables,
  useAttachNegotiationFileMutation,
} from "./NegotiationFilesTab.generated";

/**
 * Attaches an uploaded file to the negotiation and adds it at the end of the room's file list in the
 * Apollo cache (the list is oldest first), so the list shows it without being fetched again.
 */
export function useAttachFile(negotiationId: string) {
  const [attach] = useAttachNegotiationFileMutation({
    update(cache, { data }) {
      const file = data?.attachNegotiationFile;
      if (!file) return;
      cache.updateQuery<NegotiationFilesTabQuery, NegotiationFilesTabQueryVariables>(
        { query: NegotiationFilesTabQueryDocument, variables: { negotiationId } },
        (list) =>
          list && !list.negotiationFiles.files.some((f) => f.id === file.id)
            ? { ...list, negotiationFiles: { ...list.negotiationFiles, files: [...list.negotiationFiles.files, file] } }
            : list,
      );
    },
  });
  return (storagePath: string) => attach({ variables: { negotiationId, storagePath } });
}

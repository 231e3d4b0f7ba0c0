import { useParams } from "react-router";
import { type FilesTabComponent, NegotiationRoom } from "../NegotiationRoom";

/** /provider/negotiations/{id}?tab=0|1|2 — the provider's side of the room (confirm the date here). */
export default function ProviderRoomRoute({ FilesTab }: { readonly FilesTab: FilesTabComponent }) {
  const { id = "" } = useParams();
  return (
    <NegotiationRoom
      id={id}
      side="provider"
      basePath={`/provider/negotiations/${id}`}
      listPath="/provider/negotiations"
      FilesTab={FilesTab}
      listLabel="商談受付一覧"
    />
  );
}

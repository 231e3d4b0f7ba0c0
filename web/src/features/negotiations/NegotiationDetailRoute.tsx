import { useParams } from "react-router";
import { type FilesTabComponent, NegotiationRoom } from "./NegotiationRoom";

/** /negotiation/detail/{id}?tab=0|1|2 — the member's side of the room. */
export default function NegotiationDetailRoute({ FilesTab }: { readonly FilesTab: FilesTabComponent }) {
  const { id = "" } = useParams();
  return (
    <NegotiationRoom
      id={id}
      side="member"
      basePath={`/negotiation/detail/${id}`}
      listPath="/negotiation/list"
      FilesTab={FilesTab}
      listLabel="商談一覧"
    />
  );
}

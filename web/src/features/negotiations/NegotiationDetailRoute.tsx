import { type FilesTabComponent, NegotiationRoom } from "./NegotiationRoom";

/** /negotiation/detail/{id}?tab=0|1|2 — the member's side of the room. */
export default function NegotiationDetailRoute({ FilesTab }: { readonly FilesTab: FilesTabComponent }) {
  return <NegotiationRoom side="member" FilesTab={FilesTab} />;
}

import { type FilesTabComponent, NegotiationRoom } from "../NegotiationRoom";

/** /provider/negotiations/{id}?tab=0|1|2 — the provider's side of the room (confirm the date here). */
export default function ProviderRoomRoute({ FilesTab }: { readonly FilesTab: FilesTabComponent }) {
  return <NegotiationRoom side="provider" FilesTab={FilesTab} />;
}

import { MemberDecision } from "./MemberDecision";
import { NegotiationFacts } from "./NegotiationFacts";
import type { NegotiationRoom_NegotiationFragment } from "./Negotiations.generated";
import { ProviderActions } from "./ProviderActions";

type Room = NegotiationRoom_NegotiationFragment;

/** Tab 0: the facts of the negotiation and what the caller's side may do next. */
export function NegotiationInfoTab({
  negotiation: n,
  onChanged,
}: {
  readonly negotiation: Room;
  readonly onChanged: () => void;
}) {
  return (
    <section aria-labelledby="negotiation-info-title">
      <h2 id="negotiation-info-title" className="visually-hidden">
        商談情報
      </h2>
      <NegotiationFacts negotiation={n} />
      {n.viewerSide === "member" ? (
        <MemberDecision negotiation={n} onChanged={onChanged} />
      ) : (
        <ProviderActions negotiation={n} onChanged={onChanged} />
      )}
    </section>
  );
}

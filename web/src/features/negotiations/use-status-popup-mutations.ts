import type { NegotiationStatusUpdateInput } from "../../graphql/types";
import { MeQueryDocument } from "../../shared/session/Session.generated";
import { useTurnOffStatusPopupMutation, useUpdateNegotiationStatusesMutation } from "./Negotiations.generated";

/**
 * Records the member's answers of the status popup. The cached pages of the negotiation list are dropped:
 * the list is ordered by last update and shows labels the server derives, so the open list reads its page
 * again (one request, with no refetch call of its own).
 */
export function useUpdateNegotiationStatuses() {
  const [update, { loading }] = useUpdateNegotiationStatusesMutation({
    update(cache) {
      cache.evict({ fieldName: "negotiations" });
      cache.gc();
    },
  });
  return { update: (items: NegotiationStatusUpdateInput[]) => update({ variables: { items } }), updating: loading };
}

/** Turns the popup off until tomorrow; the cached popup list is emptied so that it does not come back. */
export function useTurnOffStatusPopup() {
  const [turnOff, { loading }] = useTurnOffStatusPopupMutation({
    refetchQueries: [{ query: MeQueryDocument }],
    update(cache) {
      cache.modify({ fields: { statusPopupNegotiations: () => [] } });
    },
  });
  return { turnOff: () => turnOff(), closing: loading };
}

import { useApolloClient } from "@apollo/client/react";
import { useNavigate } from "react-router";
import { MeQueryDocument } from "../../shared/session/Session.generated";
import { showToast } from "../../shared/toast/toast-store";

/**
 * What follows a saved membership form: the session flags are read again before leaving (or the gate
 * would send the member back), `message` is toasted, and the member goes home.
 */
export function useMembershipSaved(): (message: string) => Promise<void> {
  const navigate = useNavigate();
  const client = useApolloClient();
  return async (message) => {
    await client.refetchQueries({ include: [MeQueryDocument] });
    showToast("success", message);
    navigate("/", { replace: true });
  };
}

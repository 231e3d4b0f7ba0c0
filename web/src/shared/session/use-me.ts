import { useApolloClient } from "@apollo/client/react";
import { useCallback } from "react";
import { type MeQuery, MeQueryDocument, useMeQuery, useSignOutMutation } from "./Session.generated";
import { useSessionReady } from "./session-ready";

export type Me = MeQuery["me"];

/** The signed-in member and the gating flags of SPEC §4.3 (one `me` query shared by every component). */
export function useMe() {
  const ready = useSessionReady();
  const { data, loading, error, refetch } = useMeQuery({
    fetchPolicy: "cache-first",
    errorPolicy: "none",
    skip: !ready,
  });
  const me: Me | undefined = data?.me;
  return {
    me,
    /** True until the first answer (and while an error is being recovered from). */
    loading: !ready || (loading && !data),
    loggedIn: me?.loggedIn === true,
    error,
    refetch,
  };
}

/** Writes a fresh `me` into the cache (after sign-in), so guards see it before the next render. */
export function useWriteMe() {
  const client = useApolloClient();
  return useCallback(
    (me: Me) => client.writeQuery({ query: MeQueryDocument, data: { __typename: "Query", me } }),
    [client],
  );
}

/** Signs out through the BFF (the cookies are cleared there) and re-reads `me`. */
export function useSignOut() {
  const [signOut] = useSignOutMutation();
  const client = useApolloClient();
  return useCallback(async () => {
    await signOut().catch(() => undefined);
    await client.refetchQueries({ include: [MeQueryDocument] }).catch(() => undefined);
  }, [signOut, client]);
}

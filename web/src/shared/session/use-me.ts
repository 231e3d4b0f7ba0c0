import { useApolloClient } from "@apollo/client/react";
import {
  createContext,
  createElement,
  type ReactNode,
  useCallback,
  useContext,
  useDeferredValue,
  useMemo,
} from "react";
import { type MeQuery, MeQueryDocument, SignOutMutationDocument, useMeQuery } from "./Session.generated";
import { startupRefreshSettled, useSessionReady } from "./session-ready";

export type Me = MeQuery["me"];

/** The signed-in member and the gating flags of product §4.3 (one `me` query shared by every component). */
export interface MeState {
  readonly me: Me | undefined;
  /** True until the first answer (and while an error is being recovered from). */
  readonly loading: boolean;
  readonly loggedIn: boolean;
  /**
   * An active member (full or other-business, not gated by product §4.3): the only account that uses the
   * member features. Provider staff, operators and gated members are signed in but no member (ADR 102).
   */
  readonly isMember: boolean;
  readonly error: ReturnType<typeof useMeQuery>["error"];
  readonly refetch: ReturnType<typeof useMeQuery>["refetch"];
}

const MeContext = createContext<MeState | undefined>(undefined);

/** Who views the page: signed in or not, a member or not. */
export interface Viewer {
  readonly loggedIn: boolean;
  readonly isMember: boolean;
}

/**
 * The part of `me` that changes only on a sign-in or a sign-out, for the many small readers (each card's
 * bookmark toggle). `me`'s first answer changes MeState (`loading`) but, for a visitor, not this: the
 * cards are not re-rendered, nor — when React has not hydrated them yet — hydrated at once in one long
 * synchronous task (ADR 194).
 */
const ViewerContext = createContext<Viewer | undefined>(undefined);

/**
 * Watches `me` once for the whole app and hands it down. A watched query per reader cost every card
 * of a list its own subscription to the cache (twenty on a search page, at hydration; ADR 095).
 */
export function MeProvider({ children }: { readonly children: ReactNode }) {
  const ready = useSessionReady();
  const { data, loading, error, refetch } = useMeQuery({
    fetchPolicy: "cache-first",
    errorPolicy: "none",
    skip: !ready,
  });
  const me: Me | undefined = data?.me;
  const pending = !ready || (loading && !data);
  const value = useMemo<MeState>(
    () => ({
      me,
      loading: pending,
      loggedIn: me?.loggedIn === true,
      isMember: me?.loggedIn === true && me.showsMemberMenu,
      error,
      refetch,
    }),
    [me, pending, error, refetch],
  );
  // An answer that ends a wait (the first comes about a second after the page went live) is handed down
  // in a background render: Apollo's store update is synchronous, and a context change at that priority
  // makes React hydrate every part of the page still to be hydrated at once, in one long task (ADR 194).
  // Any other change (a sign-in, a sign-out) is handed down in the same render, so a guard never sees the
  // state before it; while the first answer is pending, guards see `loading` and wait.
  const background = useDeferredValue(value);
  const shown = background.loading ? background : value;
  const { loggedIn, isMember } = shown;
  const viewer = useMemo<Viewer>(() => ({ loggedIn, isMember }), [loggedIn, isMember]);
  return createElement(
    MeContext.Provider,
    { value: shown },
    createElement(ViewerContext.Provider, { value: viewer }, children),
  );
}

/** The state of `me` (inside <MeProvider>, which the app's routes are). */
export function useMe(): MeState {
  const state = useContext(MeContext);
  if (!state) throw new Error("useMe is used outside <MeProvider>");
  return state;
}

/** Whether the viewer is signed in and a member (inside <MeProvider>); see ViewerContext. */
export function useViewer(): Viewer {
  const viewer = useContext(ViewerContext);
  if (!viewer) throw new Error("useViewer is used outside <MeProvider>");
  return viewer;
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
  const client = useApolloClient();
  return useCallback(async () => {
    // After the start-up refresh, whose answer would otherwise set the cookies again.
    await startupRefreshSettled();
    // client.mutate, not the generated mutation hook: the entry chunk then carries no useMutation (ADR 188).
    await client.mutate({ mutation: SignOutMutationDocument }).catch(() => undefined);
    // A read sent after the sign-out, never one shared with a `me` already on its way (sent with the
    // session's cookies): Apollo would otherwise hand both callers that older answer.
    await client
      .query({ query: MeQueryDocument, fetchPolicy: "network-only", context: { queryDeduplication: false } })
      .catch(() => undefined);
  }, [client]);
}

import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { renderHook } from "@testing-library/react";
import type { FormattedExecutionResult } from "graphql";
import type { ReactNode } from "react";
import { of, Subject } from "rxjs";
import { describe, expect, it, vi } from "vitest";
import { meOf } from "../../test/graphql-client";
import { MeQueryDocument } from "./Session.generated";
import { useSignOut } from "./use-me";

const PRE_MEMBER = meOf({ loggedIn: true, userId: "7", isPreMember: true, needsRegistration: true });

describe("useSignOut", () => {
  it("When a `me` sent with the session is still on its way, then the sign-out's own read decides who is shown", async () => {
    // Each `me` is answered when the test says, in the order sent; the first was sent with the session's cookies.
    const meAnswers: Subject<FormattedExecutionResult>[] = [];
    const sent: string[] = [];
    const link = new ApolloLink((operation) => {
      const name = operation.operationName ?? "";
      sent.push(name);
      if (name === "SignOutMutation") return of({ data: { signOut: true } });
      const answer = new Subject<FormattedExecutionResult>();
      meAnswers.push(answer);
      return answer;
    });
    const answerMe = (index: number, me: Record<string, unknown>) => {
      meAnswers[index]?.next({ data: { me } });
      meAnswers[index]?.complete();
    };
    const client = new ApolloClient({ link, cache: new InMemoryCache() });
    const watched = client.watchQuery({ query: MeQueryDocument }).subscribe(() => undefined);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApolloProvider client={client}>{children}</ApolloProvider>
    );
    const { result } = renderHook(() => useSignOut(), { wrapper });

    const signedOut = result.current();
    await vi.waitFor(() => expect(sent).toEqual(["MeQuery", "SignOutMutation", "MeQuery"]));
    // The older answer comes first, the sign-out's own read after it: the read's answer is the one kept.
    answerMe(0, PRE_MEMBER);
    answerMe(1, meOf());
    await signedOut;

    expect(client.readQuery({ query: MeQueryDocument })).toMatchObject({ me: { loggedIn: false } });
    watched.unsubscribe();
  });
});

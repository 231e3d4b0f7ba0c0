// A real ApolloClient whose terminating link answers from a function instead of the network:
// the error link, the cache and the generated hooks run as in the app.
import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import type { FormattedExecutionResult } from "graphql";
import { of } from "rxjs";

export type Answer = (operationName: string, variables: Record<string, unknown>) => FormattedExecutionResult;

export function answeringLink(answer: Answer): ApolloLink {
  return new ApolloLink((operation) => of(answer(operation.operationName ?? "", operation.variables)));
}

export function testClient(answer: Answer, ...before: ApolloLink[]): ApolloClient {
  return new ApolloClient({ link: ApolloLink.from([...before, answeringLink(answer)]), cache: new InMemoryCache() });
}

/** The `me` of the MeQuery, a visitor unless overridden. */
export function meOf(overrides: Record<string, unknown> = {}) {
  return {
    __typename: "Me",
    loggedIn: false,
    userId: null,
    username: null,
    hospitalName: null,
    department: null,
    isPreMember: false,
    termsOfUseVersion: null,
    systemTermsOfUseVersion: null,
    needsUserInfoUpdate: false,
    needsRegistration: false,
    needsTermsAcceptance: false,
    showsMemberMenu: false,
    isProvider: false,
    // A signed-in account is a member unless a test says otherwise (ADR 102).
    accountKind: overrides.loggedIn === true ? "member" : null,
    tokenLifetimeSeconds: 3600,
    ...overrides,
  };
}

import { ApolloClient, gql, InMemoryCache } from "@apollo/client";
import { describe, expect, it, vi } from "vitest";
import { answeringLink } from "../test/graphql-client";
import { lazyLink } from "./apollo";

const QUERY = gql`
  query ProbeQuery {
    probe
  }
`;

const clientOf = (link: ReturnType<typeof lazyLink>) => new ApolloClient({ link, cache: new InMemoryCache() });

describe("the lazily loaded link (the subscription transport of ADR 095)", () => {
  it("When requests go through it, then the real link is loaded once and answers every one of them", async () => {
    const load = vi.fn(async () => answeringLink(() => ({ data: { probe: "届きました" } })));
    const client = clientOf(lazyLink(load));
    expect(load).not.toHaveBeenCalled();
    const answers = await Promise.all([
      client.query({ query: QUERY, fetchPolicy: "no-cache" }),
      client.query({ query: QUERY, fetchPolicy: "no-cache" }),
    ]);
    expect(answers.map((a) => a.data)).toEqual([{ probe: "届きました" }, { probe: "届きました" }]);
    await client.query({ query: QUERY, fetchPolicy: "no-cache" });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("When the load fails, then that request fails and the next request loads again", async () => {
    const load = vi
      .fn<() => Promise<ReturnType<typeof answeringLink>>>()
      .mockRejectedValueOnce(new Error("chunk failed"))
      .mockResolvedValue(answeringLink(() => ({ data: { probe: "再試行" } })));
    const client = clientOf(lazyLink(load));
    await expect(client.query({ query: QUERY, fetchPolicy: "no-cache" })).rejects.toThrow("chunk failed");
    await expect(client.query({ query: QUERY, fetchPolicy: "no-cache" })).resolves.toMatchObject({
      data: { probe: "再試行" },
    });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("When a request is given up before the link has loaded, then the loaded link never sees it", async () => {
    let release: (link: ReturnType<typeof answeringLink>) => void = () => {};
    const seen = vi.fn(() => ({ data: { probe: "x" } }));
    const client = clientOf(lazyLink(() => new Promise((resolve) => (release = resolve))));
    const subscription = client.watchQuery({ query: QUERY, fetchPolicy: "no-cache" }).subscribe(() => {});
    subscription.unsubscribe();
    release(answeringLink(seen));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(seen).not.toHaveBeenCalled();
  });
});

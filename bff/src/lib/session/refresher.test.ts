import { REFRESH_REUSE_GRACE_MS } from "@iryo/domain/session-refresh";
import { describe, expect, it } from "vitest";
import { SingleFlightRefresher } from "./refresher.js";
import type { TokenSet } from "./session-api.source.js";

function setup() {
  let now = 1_000;
  const calls: string[] = [];
  const pending: ((tokens: TokenSet) => void)[] = [];
  const refresher = new SingleFlightRefresher(
    (token) => {
      calls.push(token);
      return new Promise<TokenSet>((resolve) => pending.push(resolve));
    },
    () => now,
  );
  const settle = (n: number) =>
    (pending.shift() as (t: TokenSet) => void)({ id_token: `id-${n}`, refresh_token: `rt-${n}`, expires_in: 900 });
  return { refresher, calls, settle, advance: (ms: number) => (now += ms) };
}

/** A refresher whose first refresh of "old" has answered "rt-1". */
async function refreshedOnce() {
  const context = setup();
  const first = context.refresher.run("old");
  context.settle(1);
  await first;
  return context;
}

describe("SingleFlightRefresher", () => {
  it("When three refreshes of one token overlap, then one call answers all of them", async () => {
    const { refresher, calls, settle } = setup();
    const all = Promise.all([refresher.run("old"), refresher.run("old"), refresher.run("old")]);
    settle(1);
    expect((await all).map((t) => t.refresh_token)).toEqual(["rt-1", "rt-1", "rt-1"]);
    expect(calls).toEqual(["old"]);
  });

  it("When the old token comes again within the grace time, then it gets the same successor without a call", async () => {
    const { refresher, calls, advance } = await refreshedOnce();
    advance(REFRESH_REUSE_GRACE_MS - 1);
    expect((await refresher.run("old")).refresh_token).toBe("rt-1");
    expect(calls).toEqual(["old"]);
  });

  it("When the grace time is over, then the old token goes to the api again (where reuse is detected)", async () => {
    const { refresher, calls, settle, advance } = await refreshedOnce();
    advance(REFRESH_REUSE_GRACE_MS);
    const second = refresher.run("old");
    settle(2);
    expect((await second).refresh_token).toBe("rt-2");
    expect(calls).toEqual(["old", "old"]);
  });

  it("When a refresh fails, then the failure is not remembered", async () => {
    let fail = true;
    const refresher = new SingleFlightRefresher(async (token) => {
      if (fail) throw new Error("refused");
      return { id_token: "id", refresh_token: `${token}-next`, expires_in: 900 };
    });
    await expect(refresher.run("t")).rejects.toThrow("refused");
    fail = false;
    expect((await refresher.run("t")).refresh_token).toBe("t-next");
  });
});

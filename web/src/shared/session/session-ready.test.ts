import { describe, expect, it, vi } from "vitest";

// A fresh module per test: the start-up refresh is once per page load.
async function load() {
  vi.resetModules();
  return import("./session-ready");
}

/** A promise with its settle functions outside. */
function deferred() {
  let resolve!: (value?: unknown) => void;
  let reject!: (reason?: unknown) => void;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("startupRefreshSettled", () => {
  it("When no start-up refresh is on its way, then a sign-out goes on at once", async () => {
    const { startupRefreshSettled } = await load();
    await expect(startupRefreshSettled()).resolves.toBeUndefined();
  });

  it("When the start-up refresh is on its way, then a sign-out waits for its answer", async () => {
    const { startupRefreshSettled, trackStartupRefresh } = await load();
    const refresh = deferred();
    trackStartupRefresh(refresh.promise);
    const order: string[] = [];
    const signOut = startupRefreshSettled().then(() => order.push("sign-out"));
    await Promise.resolve();
    order.push("refresh answered");
    refresh.resolve();
    await signOut;
    expect(order).toEqual(["refresh answered", "sign-out"]);
  });

  it("When the start-up refresh fails, then a sign-out still goes on", async () => {
    const { startupRefreshSettled, trackStartupRefresh } = await load();
    const refresh = deferred();
    trackStartupRefresh(refresh.promise);
    refresh.reject(new Error("network"));
    await expect(startupRefreshSettled()).resolves.toBeUndefined();
  });
});

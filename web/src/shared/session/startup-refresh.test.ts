import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testClient } from "../../test/graphql-client";

// Fresh modules per test: the page's hydration and the session's readiness are once per page load.
async function load() {
  vi.resetModules();
  const [{ refreshSessionOnStart }, { markPageHydrated }, { useSessionReady }] = await Promise.all([
    import("./startup-refresh"),
    import("./page-hydrated"),
    import("./session-ready"),
  ]);
  return { refreshSessionOnStart, markPageHydrated, useSessionReady };
}

describe("refreshSessionOnStart", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("When the refresh has answered, then the session is ready in a later task, not in the answer's", async () => {
    const { refreshSessionOnStart, markPageHydrated, useSessionReady } = await load();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const client = testClient(() => ({ data: { refreshSession: true } }));
    const mutate = vi.spyOn(client, "mutate").mockImplementation(async () => {
      await answered;
      return { data: { refreshSession: true } };
    });
    const ready = renderHook(() => useSessionReady());
    void refreshSessionOnStart(client);
    markPageHydrated();
    await vi.advanceTimersByTimeAsync(0);
    expect(mutate).toHaveBeenCalledTimes(1);

    answer();
    for (let i = 0; i < 10; i++) await Promise.resolve();
    ready.rerender();
    expect(ready.result.current).toBe(false);

    await vi.advanceTimersByTimeAsync(0);
    ready.rerender();
    expect(ready.result.current).toBe(true);
  });

  it("When the refresh answers, then its answer is not written to the cache (no watched query is woken)", async () => {
    const { refreshSessionOnStart, markPageHydrated } = await load();
    const sent: string[] = [];
    const client = testClient((operationName) => {
      sent.push(operationName);
      return { data: { refreshSession: true } };
    });
    void refreshSessionOnStart(client);
    markPageHydrated();
    await vi.runAllTimersAsync();
    expect(sent).toEqual(["RefreshSessionMutation"]);
    expect(client.extract()).toEqual({});
  });

  it("When the refresh fails, then the session is still ready after it", async () => {
    const { refreshSessionOnStart, markPageHydrated, useSessionReady } = await load();
    const client = testClient(() => ({ data: { refreshSession: true } }));
    const mutate = vi.spyOn(client, "mutate").mockRejectedValue(new Error("offline"));
    const ready = renderHook(() => useSessionReady());
    void refreshSessionOnStart(client);
    markPageHydrated();
    await vi.runAllTimersAsync();
    expect(mutate).toHaveBeenCalledTimes(1);
    ready.rerender();
    expect(ready.result.current).toBe(true);
  });
});

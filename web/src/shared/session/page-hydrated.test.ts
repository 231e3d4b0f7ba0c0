import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// A fresh module per test: the mark is once per page load.
async function load() {
  vi.resetModules();
  return import("./page-hydrated");
}

describe("pageHydrated", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("When the page says it is live, then every waiter goes on, and a later waiter at once", async () => {
    const { markPageHydrated, pageHydrated } = await load();
    let first = false;
    void pageHydrated().then(() => {
      first = true;
    });
    await Promise.resolve();
    expect(first).toBe(false);
    markPageHydrated();
    await vi.advanceTimersByTimeAsync(0);
    expect(first).toBe(true);
    let later = false;
    void pageHydrated().then(() => {
      later = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(later).toBe(true);
  });

  it("When the page says it is live, then waiters go on in a later task, not in the one that said so", async () => {
    const { markPageHydrated, pageHydrated } = await load();
    let done = false;
    void pageHydrated().then(() => {
      done = true;
    });
    markPageHydrated();
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it("When the page never says so, then waiters go on after the time limit and not before", async () => {
    const { PAGE_HYDRATED_TIMEOUT_MS, pageHydrated } = await load();
    let done = false;
    void pageHydrated().then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(PAGE_HYDRATED_TIMEOUT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});

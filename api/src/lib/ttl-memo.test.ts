import { describe, expect, it } from "vitest";
import { ttlMemo } from "./ttl-memo.js";

describe("ttlMemo", () => {
  it("When called again within the time, then the value is not computed again; after it, it is", async () => {
    let clock = 1_000;
    let loads = 0;
    const get = ttlMemo(
      async () => ++loads,
      60_000,
      () => clock,
    );
    expect(await get()).toBe(1);
    clock += 59_999;
    expect(await get()).toBe(1);
    clock += 1;
    expect(await get()).toBe(2);
    expect(loads).toBe(2);
  });

  it("When called concurrently, then the callers share one computation", async () => {
    let loads = 0;
    let release: (n: number) => void = () => {};
    const get = ttlMemo(
      () =>
        new Promise<number>((resolve) => {
          loads += 1;
          release = resolve;
        }),
      1_000,
    );
    const both = Promise.all([get(), get()]);
    release(7);
    expect(await both).toEqual([7, 7]);
    expect(loads).toBe(1);
  });

  it("When a computation fails, then it is not kept and the next call computes again", async () => {
    let loads = 0;
    const get = ttlMemo(async () => {
      loads += 1;
      if (loads === 1) throw new Error("database down");
      return "ok";
    }, 60_000);
    await expect(get()).rejects.toThrow("database down");
    expect(await get()).toBe("ok");
    expect(loads).toBe(2);
  });
});

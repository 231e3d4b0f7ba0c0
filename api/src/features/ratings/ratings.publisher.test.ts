import { afterEach, describe, expect, it, vi } from "vitest";
import { startRatingPublisher } from "./ratings.publisher.js";
import type { RatingsService } from "./ratings.service.js";

afterEach(() => {
  vi.useRealTimers();
});

/** A service whose publishDue is recorded (and fails when told to). */
function recordingService(fail = false) {
  const calls: Date[] = [];
  const service: Pick<RatingsService, "publishDue"> = {
    publishDue: async (now: Date) => {
      calls.push(now);
      if (fail) throw new Error("database is down");
      return 0;
    },
  };
  return { calls, service };
}

describe("startRatingPublisher", () => {
  it("When started, then it publishes at once and then every interval until stopped", async () => {
    vi.useFakeTimers();
    const { calls, service } = recordingService();
    const stop = startRatingPublisher(service, () => {}, 1_000);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(calls).toHaveLength(4);
    stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toHaveLength(4);
  });

  it("When a run fails, then the failure is logged and the next run still happens", async () => {
    vi.useFakeTimers();
    const { calls, service } = recordingService(true);
    const logged: [string, unknown][] = [];
    const stop = startRatingPublisher(service, (message, error) => logged.push([message, error]), 1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    stop();
    expect(calls).toHaveLength(2);
    expect(logged.map(([message, error]) => [message, error instanceof Error ? error.message : error])).toEqual([
      ["rating publisher failed", "database is down"],
      ["rating publisher failed", "database is down"],
    ]);
  });
});

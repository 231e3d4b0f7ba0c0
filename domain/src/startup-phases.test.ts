import { afterEach, describe, expect, it } from "vitest";
import { startupPhases } from "./startup-phases.js";

afterEach(() => performance.clearMarks());

describe("startupPhases", () => {
  it("When marks were set, then each phase is the time since the mark before it, and a missing one is left out", () => {
    performance.mark("t:begin", { startTime: 100.4 });
    performance.mark("t:open", { startTime: 350 });
    performance.mark("t:listen", { startTime: 420.6 });
    expect(startupPhases("t", ["open", "seed", "listen"])).toEqual({ modules: 100, open: 250, listen: 71 });
  });

  it("When no begin mark was set, then modules is 0 and the phases count from the process's start", () => {
    performance.mark("u:open", { startTime: 40 });
    expect(startupPhases("u", ["open"])).toEqual({ modules: 0, open: 40 });
  });
});

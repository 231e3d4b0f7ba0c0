import { describe, expect, it } from "vitest";
import { CONSIDERATION_STAGE, considerationStageOf, stageOfNegotiation } from "./consideration.js";

describe("consideration stage", () => {
  it.each([
    [1, CONSIDERATION_STAGE.MEETING_APPLIED],
    [2, CONSIDERATION_STAGE.MEETING_APPLIED],
    [3, CONSIDERATION_STAGE.UNDER_CONSIDERATION],
    [4, CONSIDERATION_STAGE.DECIDED],
    [5, undefined],
    [6, undefined],
  ])("When a negotiation has status %i, then its stage is %s", (status, stage) => {
    expect(stageOfNegotiation(status)).toBe(stage);
  });

  it("When several things happened, then the furthest stage wins", () => {
    expect(considerationStageOf({ downloaded: false, negotiationStatuses: [] })).toBe(CONSIDERATION_STAGE.ADDED);
    expect(considerationStageOf({ downloaded: true, negotiationStatuses: [6] })).toBe(
      CONSIDERATION_STAGE.MATERIAL_DOWNLOADED,
    );
    expect(considerationStageOf({ downloaded: true, negotiationStatuses: [4, 1] })).toBe(CONSIDERATION_STAGE.DECIDED);
  });
});

import { describe, expect, it } from "vitest";
import { type SeminarPlan, seminarPlanProblem, seminarReceptionStatusAt } from "./seminar-schedule.js";

const at = (iso: string) => new Date(`${iso}+09:00`);

const timeline = {
  reception_starts_at: at("2026-12-01T10:00:00"),
  reception_ends_at: at("2026-12-09T18:00:00"),
  starts_at: at("2026-12-10T14:00:00"),
  ends_at: at("2026-12-10T15:30:00"),
  archive_ends_at: null,
};

describe("seminarReceptionStatusAt", () => {
  it.each([
    ["2026-11-30T09:00:00", 1],
    ["2026-12-01T10:00:00", 2],
    ["2026-12-09T17:59:59", 2],
    ["2026-12-09T18:00:00", 3],
    ["2026-12-10T14:00:00", 4],
    ["2026-12-10T15:29:59", 4],
    ["2026-12-10T15:30:00", 5],
  ])("When the clock reads %s, then the status is %i", (now, status) => {
    expect(seminarReceptionStatusAt(timeline, at(now))).toBe(status);
  });

  it("When an archive runs past the end, then the seminar stays 4 until the archive ends", () => {
    const archived = { ...timeline, archive_ends_at: at("2026-12-31T23:59:00") };
    expect(seminarReceptionStatusAt(archived, at("2026-12-20T00:00:00"))).toBe(4);
    expect(seminarReceptionStatusAt(archived, at("2026-12-31T23:59:00"))).toBe(5);
  });

  it("When the reception has no end, then it closes at the start; without a start it never opens", () => {
    const open = { ...timeline, reception_ends_at: null };
    expect(seminarReceptionStatusAt(open, at("2026-12-10T13:59:00"))).toBe(2);
    const never = { ...timeline, reception_starts_at: null, reception_ends_at: null };
    expect(seminarReceptionStatusAt(never, at("2026-12-05T00:00:00"))).toBe(1);
  });
});

describe("seminarPlanProblem", () => {
  const now = at("2026-11-26T12:00:00");
  const plan: SeminarPlan = {
    ...timeline,
    meeting_type: 2,
    reminder_at: at("2026-12-09T10:00:00"),
    delivery_url: "https://meet.example.jp/s/1",
    archive_url: "",
  };

  it("When every date is in order, then nothing is wrong", () => {
    expect(seminarPlanProblem(plan, now)).toBeUndefined();
    expect(seminarPlanProblem({ ...plan, meeting_type: 1, delivery_url: "", reminder_at: null }, now)).toBeUndefined();
  });

  it.each<[string, Partial<SeminarPlan>]>([
    ["the end is not after the start", { ends_at: at("2026-12-10T14:00:00") }],
    ["an online seminar has no delivery URL", { delivery_url: "" }],
    ["an archive URL has no end", { archive_url: "https://example.jp/a" }],
    ["an archive end has no URL", { archive_ends_at: at("2026-12-20T00:00:00") }],
    [
      "the archive ends with the seminar",
      { archive_url: "https://example.jp/a", archive_ends_at: at("2026-12-10T15:30:00") },
    ],
  ])("When %s, then 0701005", (_, change) => {
    expect(seminarPlanProblem({ ...plan, ...change }, now)).toBe("0701005");
  });

  it.each<[string, Partial<SeminarPlan>]>([
    ["the reception closes after the start", { reception_ends_at: at("2026-12-10T14:00:01") }],
    ["the reception opens when it closes", { reception_starts_at: at("2026-12-09T18:00:00") }],
    [
      "the reception without end opens after the start",
      { reception_ends_at: null, reception_starts_at: at("2026-12-10T14:00:00") },
    ],
  ])("When %s, then 0701006", (_, change) => {
    expect(seminarPlanProblem({ ...plan, ...change }, now)).toBe("0701006");
  });

  it("When the reception closes exactly at the start, then it is accepted", () => {
    expect(seminarPlanProblem({ ...plan, reception_ends_at: plan.starts_at }, now)).toBeUndefined();
  });

  it("When the reminder is at or after the start, then 0701004", () => {
    expect(seminarPlanProblem({ ...plan, reminder_at: plan.starts_at }, now)).toBe("0701004");
  });

  it("When a new reminder time has passed, then 0701004; an unchanged past one is kept", () => {
    const past = at("2026-11-25T10:00:00");
    expect(seminarPlanProblem({ ...plan, reminder_at: past }, now)).toBe("0701004");
    expect(seminarPlanProblem({ ...plan, reminder_at: past }, now, at("2026-11-24T10:00:00"))).toBe("0701004");
    expect(seminarPlanProblem({ ...plan, reminder_at: past }, now, past)).toBeUndefined();
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  acceptsApplications,
  SEMINAR_RECEPTION_STATUS,
  seminarReceptionLabelColor,
  seminarReceptionStatus,
  seminarReceptionStatusLabel,
  seminarReceptionStatusSchema,
} from "./seminar-reception-status.js";

describe("seminar reception status", () => {
  it("When statuses 1–5 are labelled, then they read 公開前, 受付中, 受付終了, 配信中・アーカイブ, 終了", () => {
    expect(seminarReceptionStatus.codes.map(seminarReceptionStatusLabel)).toEqual([
      "公開前",
      "受付中",
      "受付終了",
      "配信中・アーカイブ",
      "終了",
    ]);
  });

  it("When labels are coloured, then 2 is red, 3 gray, 4 gradient, 5 black and 1 has none", () => {
    expect(seminarReceptionStatus.codes.map(seminarReceptionLabelColor)).toEqual([
      null,
      "red",
      "gray",
      "gradient",
      "black",
    ]);
  });

  it("When a seminar is accepting (2), then it takes applications; no other status does", () => {
    expect(acceptsApplications(SEMINAR_RECEPTION_STATUS.ACCEPTING)).toBe(true);
    fc.assert(
      fc.property(
        fc.constantFrom(...seminarReceptionStatus.codes),
        (status) => acceptsApplications(status) === (status === 2),
      ),
    );
  });

  it("When 6 is parsed, then 0101002", () => {
    expect(seminarReceptionStatusSchema.safeParse(6).error?.issues[0]?.message).toBe("0101002");
  });
});

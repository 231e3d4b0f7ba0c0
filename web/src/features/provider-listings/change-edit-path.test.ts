import { describe, expect, it } from "vitest";
import { changeEditPath } from "./change-edit-path";

describe("changeEditPath", () => {
  it.each([
    [{ id: "9", objectType: "service", objectId: "3", serviceId: "3" }, "/provider/services/3/edit"],
    [{ id: "9", objectType: "attributes", objectId: "3", serviceId: "3" }, "/provider/services/3/attributes"],
    [{ id: "9", objectType: "material", objectId: "41", serviceId: "3" }, "/provider/services/3/materials"],
    [{ id: "9", objectType: "material", objectId: null, serviceId: "3" }, "/provider/services/3/materials"],
    [{ id: "9", objectType: "seminar", objectId: "12", serviceId: null }, "/provider/seminars/12/edit"],
    [{ id: "9", objectType: "seminar", objectId: null, serviceId: null }, "/provider/seminars/drafts/9"],
    [{ id: "9", objectType: "article", objectId: "55", serviceId: null }, "/provider/articles/55/edit"],
    [{ id: "9", objectType: "article", objectId: null, serviceId: null }, "/provider/articles/new?change=9"],
  ])("When a %o change is edited, then it opens %s", (change, path) => {
    expect(changeEditPath(change)).toBe(path);
  });

  it("When a change names no object it can be edited under, then there is no link", () => {
    expect(changeEditPath({ id: "9", objectType: "service", objectId: null })).toBeUndefined();
    expect(changeEditPath({ id: "9", objectType: "material", objectId: "41", serviceId: null })).toBeUndefined();
    expect(changeEditPath({ id: "9", objectType: "unknown", objectId: "1" })).toBeUndefined();
  });
});

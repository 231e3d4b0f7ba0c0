import { describe, expect, it } from "vitest";
import { diffVersions, versionFields } from "./publishing.js";

const LABELS = { title: "タイトル", ids: "カテゴリ", free: "無料プラン", url: "URL" };

describe("versionFields", () => {
  it("When a version is shown, then every labelled field comes in order, in the diff's texts", () => {
    const version = { title: "電子カルテ", ids: [12, 3], free: false, url: null, unlabelled: "x" };
    expect(versionFields(version, LABELS)).toEqual([
      { field: "title", label: "タイトル", value: "電子カルテ" },
      { field: "ids", label: "カテゴリ", value: "3, 12" },
      { field: "free", label: "無料プラン", value: "なし" },
      { field: "url", label: "URL", value: "（なし）" },
    ]);
  });

  it("When a diff is computed from the same version, then each 変更前 equals the field's value", () => {
    const before = { title: "旧", ids: [1], free: true, url: "" };
    const after = { title: "新", ids: [1, 2], free: true, url: "https://example.jp" };
    const values = new Map(versionFields(before, LABELS).map((f) => [f.field, f.value]));
    for (const d of diffVersions(before, after, LABELS)) expect(values.get(d.field)).toBe(d.before);
  });
});

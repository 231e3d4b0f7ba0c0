import { afterEach, describe, expect, it, vi } from "vitest";
import { fromTokyoLocal, tokyoLocal, uploadBannerPicture } from "./site-content-form";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("site content form helpers", () => {
  it("When an instant goes to a datetime-local input and back, then it is Tokyo time and the same instant", () => {
    expect(tokyoLocal("2026-11-26T15:30:00Z")).toBe("2026-11-27T00:30");
    expect(tokyoLocal(null)).toBe("");
    expect(fromTokyoLocal("2026-11-27T00:30")).toBe("2026-11-27T00:30:00+09:00");
    expect(Date.parse(fromTokyoLocal("2026-11-27T00:30") ?? "")).toBe(Date.parse("2026-11-26T15:30:00Z"));
    expect(fromTokyoLocal("")).toBeNull();
  });

  it("When the api refuses a picture's size, then the message names the size of the variant (0102003)", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ error_code: "0102003" }), { status: 400 }));
    vi.stubGlobal("fetch", fetchMock);
    const file = new File([new Uint8Array([1])], "x.png", { type: "image/png" });
    await expect(uploadBannerPicture("mobile", file)).rejects.toThrow(
      "画像は750×176ピクセルのサイズでアップロードしてください。",
    );
    expect(fetchMock).toHaveBeenCalledWith(
      "/admin/uploads/banner-images/mobile",
      expect.objectContaining({ method: "POST" }),
    );
  });

  it("When the api stores the picture, then its public path is answered", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify({ path: "/media/site/abc.png", width: 1318, height: 100 }), { status: 201 }),
      ),
    );
    const file = new File([new Uint8Array([1])], "x.png", { type: "image/png" });
    expect(await uploadBannerPicture("pc", file)).toBe("/media/site/abc.png");
  });
});

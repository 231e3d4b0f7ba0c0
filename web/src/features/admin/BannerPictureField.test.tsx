import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BannerPictureField } from "./BannerPictureField";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The api's answer to the upload (the network edge of this unit). */
function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}
const choose = (name: string) =>
  fireEvent.change(screen.getByLabelText(/PC用画像/), {
    target: { files: [new File(["png"], name, { type: "image/png" })] },
  });

describe("a banner picture field", () => {
  it("When a picture of the right size is chosen, then it is uploaded as the PC variant and its path handed on", async () => {
    const fetch = answer(201, { path: "/media/banners/abc-pc.png" });
    const onUploaded = vi.fn();
    render(<BannerPictureField id="b-0-pc" variant="pc" value="" error={undefined} onUploaded={onUploaded} />);
    expect(screen.getByLabelText(/^PC用画像（1318×100ピクセル）/).getAttribute("type")).toBe("file");
    choose("ok.png");
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith("/media/banners/abc-pc.png"));
    expect(fetch).toHaveBeenCalledWith("/admin/uploads/banner-images/pc", expect.objectContaining({ method: "POST" }));
  });

  it("When the api refuses the size (0102003), then its message shows under the input and nothing is handed on", async () => {
    answer(400, { error_code: "0102003" });
    const onUploaded = vi.fn();
    render(<BannerPictureField id="b-0-pc" variant="pc" value="" error={undefined} onUploaded={onUploaded} />);
    choose("wrong.png");
    const input = screen.getByLabelText(/PC用画像/);
    await waitFor(() => expect(input.getAttribute("aria-invalid")).toBe("true"));
    const message = document.getElementById("b-0-pc-upload-error")?.textContent ?? "";
    expect(message).toContain("1318");
    expect(input.getAttribute("aria-describedby")).toBe("b-0-pc-upload-error");
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it("When a picture is set, then its preview shows", () => {
    render(
      <BannerPictureField
        id="b-0-sp"
        variant="mobile"
        value="/media/banners/1-sp.svg"
        error={undefined}
        onUploaded={() => {}}
      />,
    );
    expect(screen.getByLabelText(/^スマートフォン用画像（750×176ピクセル）/).getAttribute("accept")).toBe(
      "image/png,image/jpeg,image/webp",
    );
    expect(document.querySelector("img")?.getAttribute("src")).toBe("/media/banners/1-sp.svg");
  });
});

import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MaterialUpload } from "./MaterialUpload";

/** A stand-in XMLHttpRequest whose upload the test drives: progress events, then the answer. */
class FakeXhr {
  static last: FakeXhr | undefined;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: unknown;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.last = this;
  }
}

const pdf = (name = "brochure.pdf", size = 100) => new File([new Uint8Array(size)], name, { type: "application/pdf" });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  FakeXhr.last = undefined;
});

describe("MaterialUpload", () => {
  it("When a PDF is uploaded, then the PUT goes to the signed URL with its type, progress shows, and the draft takes the path", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const requestUrl = vi
      .fn()
      .mockResolvedValue({ uploadUrl: "/storage/material-uploads/t1", storagePath: "materials/1/2/x" });
    const createDraft = vi.fn().mockResolvedValue(undefined);
    render(<MaterialUpload requestUrl={requestUrl} createDraft={createDraft} />);
    fireEvent.change(screen.getByLabelText(/ファイル/), { target: { files: [pdf()] } });
    expect(screen.getByLabelText("資料名")).toHaveProperty("value", "brochure");
    fireEvent.click(screen.getByRole("button", { name: "下書きとして追加" }));
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    const xhr = FakeXhr.last as FakeXhr;
    expect(xhr.method).toBe("PUT");
    expect(xhr.url).toBe("/storage/material-uploads/t1");
    expect(xhr.headers["content-type"]).toBe("application/pdf");
    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }));
    expect(screen.getByText(/40%/, { selector: "span" })).toBeTruthy();
    await act(async () => {
      xhr.status = 200;
      xhr.onload?.();
    });
    await waitFor(() =>
      expect(createDraft).toHaveBeenCalledWith({ title: "brochure", description: "", storagePath: "materials/1/2/x" }),
    );
    expect(requestUrl).toHaveBeenCalledWith("brochure.pdf");
  });

  it("When two files are dropped, then 0102004's message shows and nothing is asked", () => {
    const requestUrl = vi.fn();
    const { container } = render(<MaterialUpload requestUrl={requestUrl} createDraft={vi.fn()} />);
    const zone = container.querySelector("form > div") as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [pdf("a.pdf"), pdf("b.pdf")] } });
    expect(screen.getByRole("alert").textContent).toBe("ファイルは1つずつアップロードしてください。");
    expect(requestUrl).not.toHaveBeenCalled();
  });

  it("When the file is over 5 MB or not a pdf/zip, then the limit or the accepted types show", () => {
    render(<MaterialUpload requestUrl={vi.fn()} createDraft={vi.fn()} />);
    fireEvent.change(screen.getByLabelText(/ファイル/), { target: { files: [pdf("big.pdf", 5_242_881)] } });
    expect(screen.getByRole("alert").textContent).toContain("ファイルサイズが上限");
    fireEvent.change(screen.getByLabelText(/ファイル/), {
      target: { files: [new File(["x"], "a.txt", { type: "text/plain" })] },
    });
    expect(screen.getByRole("alert").textContent).toContain(".pdf");
  });

  it("When the PUT fails, then an error shows and no draft is made", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const createDraft = vi.fn();
    render(
      <MaterialUpload
        requestUrl={vi.fn().mockResolvedValue({ uploadUrl: "/u", storagePath: "k" })}
        createDraft={createDraft}
      />,
    );
    fireEvent.change(screen.getByLabelText(/ファイル/), { target: { files: [pdf()] } });
    fireEvent.click(screen.getByRole("button", { name: "下書きとして追加" }));
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    await act(async () => {
      (FakeXhr.last as FakeXhr).status = 403;
      (FakeXhr.last as FakeXhr).onload?.();
    });
    expect((await screen.findByRole("alert")).textContent).toContain("アップロードに失敗しました");
    expect(createDraft).not.toHaveBeenCalled();
  });
});

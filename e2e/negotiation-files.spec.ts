import AxeBuilder from "@axe-core/playwright";
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures.js";
import { logInTo } from "./helpers.js";

// The demo member's first seeded negotiation (api/src/seed/negotiations.seed.ts; application completed, not read-only).
const NEGOTIATION_ID = 1;
/** The room's files tab (product §2.3), built by the negotiations feature. */
const ROOM_FILES_PATH = `/negotiation/detail/${NEGOTIATION_ID}?tab=2`;

const pdf = (size = 2048) => {
  const bytes = Buffer.alloc(size, 0x20);
  Buffer.from("%PDF-1.4\n").copy(bytes);
  return bytes;
};
const png = () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

/** Drops files on the drop zone as a browser drag and drop does. */
async function dropFiles(page: Page, files: { name: string; type: string; bytes: number[] }[]) {
  const dataTransfer = await page.evaluateHandle((list) => {
    const dt = new DataTransfer();
    for (const f of list) dt.items.add(new File([new Uint8Array(f.bytes)], f.name, { type: f.type }));
    return dt;
  }, files);
  const zone = page.getByTestId("negotiation-files-dropzone");
  await zone.dispatchEvent("dragover", { dataTransfer });
  await zone.dispatchEvent("drop", { dataTransfer });
}

async function expectFilesTabWorks(page: Page) {
  const tab = page.getByRole("region", { name: "ファイル", exact: true });
  await expect(tab.getByText("共有されたファイルはまだありません。")).toBeVisible();

  // The keyboard path: focus the file button and press Enter; the file chooser opens.
  const chooser = page.waitForEvent("filechooser");
  await tab.getByRole("button", { name: "ファイルを選択" }).focus();
  await page.keyboard.press("Enter");
  const bytes = pdf(4096);
  await (await chooser).setFiles({ name: "導入提案書.pdf", mimeType: "application/pdf", buffer: bytes });

  const item = tab.getByRole("listitem").filter({ hasText: "導入提案書.pdf" });
  await expect(item).toBeVisible();
  await expect(item).toContainText("4 KB");
  await expect(item).toContainText("（あなた）");
  await expect(item).toContainText(/保存期限\d{4}\/\d{2}\/\d{2}まで/);
  await expect(tab.getByText("保存中 1 / 10 件")).toBeVisible();
  await expect(page.getByText("「導入提案書.pdf」を共有しました。")).toBeVisible();

  const download = page.waitForEvent("download");
  await item.getByRole("link", { name: /導入提案書\.pdf/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("導入提案書.pdf");
  const path = await file.path();
  const { readFile } = await import("node:fs/promises");
  expect((await readFile(path)).equals(bytes)).toBe(true);

  // Checks of the domain before anything is sent (same codes as the api).
  const input = tab.getByLabel("共有するファイル");
  await input.setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: png() });
  await expect(tab.getByRole("alert")).toHaveText("アップロードできるファイルの形式は.pdf、.zipのみです。");
  await input.setInputFiles({ name: "big.pdf", mimeType: "application/pdf", buffer: pdf(5 * 1024 * 1024 + 1) });
  await expect(tab.getByRole("alert")).toHaveText("ファイルサイズが上限（5 MB）を超えています。");
  await dropFiles(page, [
    { name: "a.pdf", type: "application/pdf", bytes: [...pdf(64)] },
    { name: "b.pdf", type: "application/pdf", bytes: [...pdf(64)] },
  ]);
  await expect(tab.getByRole("alert")).toHaveText("ファイルは1つずつアップロードしてください。");

  // A .pdf that is really a PNG passes the name check and is refused by the api's content check.
  await input.setInputFiles({ name: "scan.pdf", mimeType: "application/pdf", buffer: png() });
  await expect(tab.getByRole("alert")).toHaveText("アップロードできるファイルの形式は.pdf、.zipのみです。");
  await expect(tab.getByRole("listitem")).toHaveCount(1);

  // Drag and drop of one good zip shares it.
  await dropFiles(page, [{ name: "料金表.zip", type: "application/zip", bytes: [0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0] }]);
  await expect(tab.getByRole("listitem").filter({ hasText: "料金表.zip" })).toBeVisible();
  await expect(tab.getByText("保存中 2 / 10 件")).toBeVisible();
}

test.describe("negotiation files", () => {
  test("When the demo member shares a PDF in the room's files tab by the keyboard and a zip by drag and drop, then both are listed, download byte for byte, and bad files get the domain's messages", async ({
    page,
  }, testInfo) => {
    await logInTo(page, ROOM_FILES_PATH);
    await expectFilesTabWorks(page);
    await testInfo.attach("negotiation-files", {
      body: await page.screenshot({ fullPage: true }),
      contentType: "image/png",
    });
    const serious = (await new AxeBuilder({ page }).analyze()).violations.filter(
      (v) => v.impact === "serious" || v.impact === "critical",
    );
    expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

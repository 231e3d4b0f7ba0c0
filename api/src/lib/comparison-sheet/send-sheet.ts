import type { Response } from "express";
import type { SheetFile } from "./comparison-sheets.js";

/** Sends a sheet as a download with its Japanese file name (Content-Disposition filename*=UTF-8''…). */
export function sendSheet(res: Response, file: SheetFile): void {
  res.attachment(file.fileName);
  res.type(file.mimeType);
  res.set("Cache-Control", "private, no-store");
  res.set("X-Content-Type-Options", "nosniff");
  res.send(file.bytes);
}

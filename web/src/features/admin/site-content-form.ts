// Helpers of the console's site content forms (ADR 164): Tokyo date-times for <input type="datetime-local">,
// the banner picture upload through the BFF, and the messages of the form rules.

import { bannerSizeMessageValues } from "@iryo/domain/banner-image";
import {
  encodeMessage,
  errorMessage,
  FIELD_MESSAGE_CODES,
  isErrorCode,
  SYSTEM_ERROR_CODE,
} from "@iryo/domain/error-catalogue";
import * as z from "zod/mini";

const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;

/** An ISO instant as a Tokyo `YYYY-MM-DDTHH:mm` ("" for none). */
export function tokyoLocal(iso: string | null | undefined): string {
  if (!iso) return "";
  return new Date(Date.parse(iso) + TOKYO_OFFSET_MS).toISOString().slice(0, 16);
}

/** A Tokyo `YYYY-MM-DDTHH:mm` as an ISO instant (null for ""). */
export function fromTokyoLocal(local: string): string | null {
  return local === "" ? null : `${local}:00+09:00`;
}

/** A required text of at most `max` characters, with the catalogue's field messages. */
export function requiredText(max: number) {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, encodeMessage(FIELD_MESSAGE_CODES.required)),
      z.maxLength(max, encodeMessage(FIELD_MESSAGE_CODES.maxLength, { Max: max })),
    );
}

/** A link of this site (/…) or an http(s) address. */
export const linkField = requiredText(500).check(
  z.regex(/^(\/(?!\/)|https?:\/\/)\S*$/, encodeMessage(FIELD_MESSAGE_CODES.wrongFormat)),
);

/** A Tokyo date-time or "" (none). */
export const localDateTime = z
  .string()
  .check(z.regex(/^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})?$/, encodeMessage(FIELD_MESSAGE_CODES.wrongFormat)));

/**
 * Uploads a banner picture (ADR 164): the api checks its type and exact size; the answer is its public
 * path. A refusal throws the catalogue's message (0102003 names the size the variant needs).
 */
export async function uploadBannerPicture(variant: "pc" | "mobile", file: File): Promise<string> {
  const res = await fetch(`/admin/uploads/banner-images/${variant}`, {
    method: "POST",
    headers: { "content-type": file.type || "application/octet-stream" },
    body: file,
    credentials: "same-origin",
  });
  const body = (await res.json().catch(() => ({}))) as { path?: string; error_code?: unknown };
  if (res.ok && body.path) return body.path;
  const code = isErrorCode(body.error_code) ? body.error_code : SYSTEM_ERROR_CODE;
  const params: Readonly<Record<string, string>> =
    code === "0102003"
      ? bannerSizeMessageValues(variant)
      : code === "0102001"
        ? { Extensions: "PNG・JPEG・WebP" }
        : code === "0102002"
          ? { Size: "2MB" }
          : {};
  throw new Error(errorMessage(code, params));
}

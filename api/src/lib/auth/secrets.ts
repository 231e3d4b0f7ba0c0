import { createHash, randomBytes, randomInt } from "node:crypto";
import { CONFIRMATION_CODE_LENGTH } from "@iryo/domain/constants";

/** An opaque random token (refresh tokens, reset links): 32 bytes, base64url. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database stores instead of a token or code. */
export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("base64url");
}

/** A uniformly random numeric code of the configured length, e.g. "048213". */
export function confirmationCode(): string {
  return String(randomInt(0, 10 ** CONFIRMATION_CODE_LENGTH)).padStart(CONFIRMATION_CODE_LENGTH, "0");
}

// Passwords are hashed at the production scrypt cost wherever the portal really runs, and at the test
// cost in the test databases and the e2e server (ADR 210). The cost of a new hash is the api's
// PASSWORD_SCRYPT_N, and the demo seed takes the same value (server.ts).

import { readFile } from "node:fs/promises";
import { parseEnv } from "node:util";
import { loadApiConfig } from "@iryo/api/config";
import { TEST_SCRYPT_N } from "@iryo/api/db/test-database";
import { DEFAULT_SCRYPT_N } from "@iryo/api/lib/auth/password";
import { describe, expect, it } from "vitest";
import playwrightConfig from "../e2e/playwright.config.js";

describe("password hashing cost", () => {
  it("When `npm start` runs without PASSWORD_SCRYPT_N or with .env.example's, then the api hashes at the production cost", async () => {
    expect(DEFAULT_SCRYPT_N).toBe(131_072);
    expect(loadApiConfig({}).PASSWORD_SCRYPT_N).toBe(DEFAULT_SCRYPT_N);
    const example = parseEnv(await readFile(new URL("../.env.example", import.meta.url), "utf8"));
    expect(loadApiConfig(example).PASSWORD_SCRYPT_N).toBe(DEFAULT_SCRYPT_N);
  });

  it("When the e2e server starts, then its api (and so its demo seed) hashes at the test cost", () => {
    const server = [playwrightConfig.webServer ?? []].flat()[0];
    expect(server?.command).toContain("node scripts/start.mjs");
    expect(server?.env?.PASSWORD_SCRYPT_N).toBe(String(TEST_SCRYPT_N));
    expect(loadApiConfig({ ...server?.env }).PASSWORD_SCRYPT_N).toBe(TEST_SCRYPT_N);
  });
});

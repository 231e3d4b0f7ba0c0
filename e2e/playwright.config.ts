import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";

// E2E_PORT lets several runs share a machine: the api takes PORT + 1000, the data dir is per port.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const API_PORT = PORT + 1000;
const DATA_DIR = `data/e2e-${PORT}`;

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  outputDir: "test-results",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: "ja-JP",
    timezoneId: "Asia/Tokyo",
    // A trace records every action's snapshots and screencast frames: a large share of a test's CPU on two
    // cores. CI keeps only the printed output, so there the run goes without; locally a failure keeps one.
    trace: process.env.CI ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      // Debian's chromium; Playwright never downloads a browser here.
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined }, grepInvert: /@mobile/ },
    { name: "mobile", use: { ...devices["Pixel 7"], channel: undefined }, grep: /@mobile/ },
  ],
  webServer: {
    // A fresh embedded database for every run, on ports apart from a developer's `npm start`.
    // The config documents are copied per run, so a test can publish e.g. a new terms version.
    command: `rm -rf ${DATA_DIR} && mkdir -p ${DATA_DIR} && cp -r api/config-documents ${DATA_DIR}/config && node scripts/start.mjs`,
    cwd: "..",
    // Not `url`: the api and the BFF start together (ADR 187) and the BFF answers (shells) while the api
    // still seeds; Playwright takes whichever of `url` and `wait` comes first, so the tests start only
    // once start.mjs says both are ready.
    wait: { stdout: /医療ITナビ is running/ },
    env: {
      DATA_DIR,
      API_PORT: String(API_PORT),
      BFF_PORT: String(PORT),
      CONFIG_DOCUMENTS_DIR: `${DATA_DIR}/config`,
      // Every browser test is one client (127.0.0.1): the per-client limits of ADR 050 would count
      // the whole suite as one visitor.
      MAIL_LIMIT_PER_CLIENT_PER_HOUR: "100000",
      // Every negotiation of the suite mails the one demo provider (ADR 208's notice limits).
      NOTICE_MAIL_LIMIT_PER_ADDRESS_PER_HOUR: "100000",
      NOTICE_MAIL_LIMIT_PER_ACCOUNT_PER_HOUR: "100000",
      // Every console test signs in as the demo admin: 5 TOTP attempts per 5 minutes would refuse the later ones.
      OPERATOR_TOTP_ATTEMPTS: "100000",
      GRAPHQL_RATE_LIMIT_POINTS: "100000",
      GRAPHQL_RATE_LIMIT_ACCOUNT_POINTS: "100000",
      // Test-cost password hashes (ADR 210): the demo seed and every sign-up, sign-in and password change.
      // test/password-cost.test.ts keeps this equal to the vitest databases' TEST_SCRYPT_N.
      PASSWORD_SCRYPT_N: "1024",
      // E2E_WEB_DIST_DIR: a private web build, so that parallel builds do not race.
      ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
    },
    reuseExistingServer: false,
    // A fresh data directory is migrated and seeded first: about 15 s on a quiet machine, over a minute
    // when other work shares its cores.
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});

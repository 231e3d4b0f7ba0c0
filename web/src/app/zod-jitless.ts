// zod compiles a faster object parser with `new Function` when it may. The app's Content Security Policy
// forbids eval, so the probe only ends in a reported violation (Chrome's Issues panel, Lighthouse's
// "Best practices"); in the browser the interpreted parser is used from the start (ADR 194).
//
// This is `z.config({ jitless: true })` without shipping zod's core in the entry chunk (≈ 3 KB gzipped
// on every page, ADR 188): zod 4 keeps its settings in `globalThis.__zod_globalConfig`, the one object
// every copy of zod in a page shares, and takes an object already there. Imported first by main.tsx,
// before any schema is built (zod reads the setting when a schema is created); the Playwright CSP test
// (e2e/security-headers.spec.ts) fails if zod stops reading it.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

// zod compiles a faster object parser with `new Function` when it may. The app's Content Security Policy
// forbids eval, so the probe only ends in a reported violation (Chrome's Issues panel, Lighthouse's
// "Best practices"); in the browser the interpreted parser is used from the start. Imported first by
// main.tsx, before any schema is built (zod reads the setting when a schema is created).
import { config } from "zod/v4/core";

config({ jitless: true });

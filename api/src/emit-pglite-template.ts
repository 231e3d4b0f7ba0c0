// Writes api/dist/pglite-template/, the migrated empty database a fresh embedded data directory
// starts from (ADR 183, ADR 187). Part of `npm run build`, after tsc.

import { writePgliteTemplate } from "./db/pglite-template.js";

const applied = await writePgliteTemplate();
console.log(`wrote the PGlite template (${applied.length} migrations)`);

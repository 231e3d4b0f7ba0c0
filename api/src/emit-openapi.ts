// Writes schema/openapi.json from the endpoint contracts (`npm run openapi -w api`, part of `npm run codegen`),
// formatted as `npm run lint` (Biome) wants it.

import { execFileSync } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { openApiJson } from "./lib/openapi/openapi-document.js";

const target = fileURLToPath(new URL("../../schema/openapi.json", import.meta.url));
await writeFile(target, openApiJson());
execFileSync("npx", ["biome", "format", "--write", target], { stdio: "inherit" });
console.log(`wrote ${target}`);

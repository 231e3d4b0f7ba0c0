import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { buildBffSchema, printSortedSchema } from "./schema.js";

const SCHEMA_FILE = fileURLToPath(new URL("../../schema/schema.graphql", import.meta.url));

const text = printSortedSchema(await buildBffSchema());
await writeFile(SCHEMA_FILE, text);
console.log(`wrote ${SCHEMA_FILE}`);

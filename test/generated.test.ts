import { readdir, readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { generate } from "@graphql-codegen/cli";
import { describe, expect, it } from "vitest";
import config from "../codegen.js";

const ROOT = new URL("..", import.meta.url).pathname;

/** Files below web/src whose names end with `suffix`, as absolute paths. */
async function webFiles(suffix: string): Promise<string[]> {
  const names = await readdir(resolve(ROOT, "web/src"), { recursive: true });
  return names.filter((name) => name.endsWith(suffix)).map((name) => resolve(ROOT, "web/src", name));
}

describe("generated web hooks", () => {
  it("When codegen runs on the committed schema and documents, then it equals the committed types.ts and every X.generated.ts, and no stale generated file is left (run `npm run codegen` if not)", async () => {
    const previous = process.cwd();
    process.chdir(ROOT);
    try {
      const outputs = (await generate({ ...config, silent: true }, false)) as { filename: string; content: string }[];
      // One shared types file and one file beside each .graphql document.
      const documents = await webFiles(".graphql");
      expect(outputs).toHaveLength(documents.length + 1);
      for (const output of outputs) {
        const committed = await readFile(resolve(ROOT, output.filename), "utf8");
        expect(output.content, output.filename).toBe(committed);
      }
      const generatedNow = outputs.map((o) => resolve(ROOT, o.filename)).filter((f) => f.endsWith(".generated.ts"));
      const onDisk = await webFiles(".generated.ts");
      expect(onDisk.sort()).toEqual(generatedNow.sort());
    } finally {
      process.chdir(previous);
    }
  });
});

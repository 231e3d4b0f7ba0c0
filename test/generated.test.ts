import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { generate } from "@graphql-codegen/cli";
import { describe, expect, it } from "vitest";
import config from "../codegen.js";

const ROOT = new URL("..", import.meta.url).pathname;

describe("generated web hooks", () => {
  it("When codegen runs on the committed schema and documents, then it equals web/src/graphql/generated.ts (run `npm run codegen` if not)", async () => {
    const previous = process.cwd();
    process.chdir(ROOT);
    try {
      const outputs = (await generate({ ...config, silent: true }, false)) as { filename: string; content: string }[];
      expect(outputs).toHaveLength(1);
      const [output] = outputs;
      if (!output) throw new Error("no output");
      const committed = await readFile(resolve(ROOT, output.filename), "utf8");
      expect(output.content).toBe(committed);
    } finally {
      process.chdir(previous);
    }
  });
});

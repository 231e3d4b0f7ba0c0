// The import boundaries of ADR 041, checked by `npm run lint:boundaries` (part of `npm run lint`):
// this test runs the same command and configuration on a small tree with deliberate violations.
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const depcruise = join(root, "node_modules", ".bin", "depcruise");
const config = join(root, ".dependency-cruiser.cjs");

const FILES: Record<string, string> = {
  "api/src/lib/util.ts": "export const one = 1;\n",
  "api/src/features/ratings/ratings.repository.ts": 'import { one } from "../../lib/util.js";\nexport const r = one;\n',
  "api/src/features/services/services.repository.ts":
    'import { r } from "../ratings/ratings.repository.js";\nexport const s = r;\n',
  "bff/src/lib/helper.ts": 'import { c } from "../features/contents/contents.source.js";\nexport const h = c;\n',
  "bff/src/features/contents/contents.source.ts": "export const c = 1;\n",
  "bff/src/features/contents/content.type.ts": "export class Content {}\n",
  "bff/src/features/home/home.type.ts":
    'import { Content } from "../contents/content.type.js";\nexport class Home { content = new Content(); }\n',
  "web/src/features/home/HomeRoute.tsx": 'import { Card } from "../seminars/Card";\nexport const H = Card;\n',
  "web/src/features/seminars/Card.tsx": "export const Card = 1;\n",
  "web/src/entry-server.tsx": "export const render = 1;\n",
  "bff/src/lib/render.ts": 'import { render } from "../../../web/src/entry-server";\nexport const r = render;\n',
  "web/src/shared/ui/Thing.tsx": 'import { Card } from "../../features/seminars/Card";\nexport const T = Card;\n',
};

let tree: string;

beforeAll(async () => {
  tree = await mkdtemp(join(tmpdir(), "boundaries-"));
  for (const [path, text] of Object.entries(FILES)) {
    await mkdir(dirname(join(tree, path)), { recursive: true });
    await writeFile(join(tree, path), text);
  }
});

afterAll(async () => {
  await rm(tree, { recursive: true, force: true });
});

async function cruise(): Promise<{ code: number; output: string }> {
  try {
    const { stdout } = await run(depcruise, ["api/src", "bff/src", "web/src", "--config", config], { cwd: tree });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, output: failed.stdout };
  }
}

describe("import boundaries (npm run lint:boundaries)", () => {
  it("When a feature imports another feature's file, lib/shared imports a feature or the BFF imports web sources, then the check fails and names each import", async () => {
    const { code, output } = await cruise();
    expect(code).not.toBe(0);
    expect(output).toContain(
      "no-cross-feature-import: api/src/features/services/services.repository.ts → api/src/features/ratings/ratings.repository.ts",
    );
    expect(output).toContain(
      "no-cross-feature-import: web/src/features/home/HomeRoute.tsx → web/src/features/seminars/Card.tsx",
    );
    expect(output).toContain("no-lib-to-feature: bff/src/lib/helper.ts → bff/src/features/contents/contents.source.ts");
    expect(output).toContain("no-lib-to-feature: web/src/shared/ui/Thing.tsx → web/src/features/seminars/Card.tsx");
    expect(output).toContain("no-server-to-web-sources: bff/src/lib/render.ts → web/src/entry-server.tsx");
    expect(output).toContain("5 dependency violations");
  });

  it("When a feature imports its own files, lib/ or (in the BFF) another feature's GraphQL type, then nothing is reported", async () => {
    const { output } = await cruise();
    expect(output).not.toContain("ratings.repository.ts → api/src/lib");
    expect(output).not.toContain("home.type.ts");
  });
});

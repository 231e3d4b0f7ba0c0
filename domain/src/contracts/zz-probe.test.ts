import { it } from "vitest";
import type { z } from "zod";
import { ENDPOINTS } from "./registry.js";

const shapeOf = (schema: unknown): Record<string, z.ZodType> | undefined => {
  let s = schema as { shape?: Record<string, z.ZodType>; _zod?: { def?: { in?: unknown; innerType?: unknown; schema?: unknown } } };
  for (let i = 0; i < 5 && s && !s.shape; i += 1) {
    const def = s._zod?.def as { in?: unknown; innerType?: unknown; schema?: unknown } | undefined;
    s = (def?.in ?? def?.innerType ?? def?.schema) as typeof s;
  }
  return s?.shape;
};
it("probe", () => {
  for (const e of ENDPOINTS) {
    for (const part of ["query", "body"] as const) {
      const schema = e[part] as z.ZodType | undefined;
      if (!schema) continue;
      const shape = shapeOf(schema);
      if (!shape) { console.log("NOSHAPE", e.method, e.path, part); continue; }
      for (const [field, fs] of Object.entries(shape)) {
        const asQ = part === "query";
        const ok = (v: unknown) => fs.safeParse(v).success;
        const one = asQ ? ["1", "2", "3", "5", "20"] : [1, 2, 3, 5, 20, [1], "1"];
        const accepts = one.find(ok);
        const numeric = accepts !== undefined && !ok(asQ ? "x" : "x");
        if (!numeric) continue;
        const big = Array.isArray(accepts) ? [2147483648] : asQ || typeof accepts === "string" ? "2147483648" : 2147483648;
        console.log(ok(big) ? "UNBOUNDED" : "bounded  ", e.method, e.path, part, field, JSON.stringify(accepts));
      }
    }
  }
});

import { z } from "zod";
import { codeSchema } from "../enumeration-schema.js";
import { prefecture } from "../prefecture.js";
import { keywordSchema } from "../validation/text.js";
import { defineEndpoint } from "./endpoint.js";
import { namedRow } from "./shared.js";

/** At most this many hospitals in one autocomplete answer. */
export const HOSPITAL_SUGGESTION_LIMIT = 20;

export const hospitalQuerySchema = z.object({
  prefecture: z.preprocess((v) => (v === "" ? undefined : v), z.optional(codeSchema(prefecture))),
  keyword: z.optional(keywordSchema),
});

export const listHospitals = defineEndpoint({
  method: "GET",
  path: "/common/hospitals",
  summary: "Hospitals (fictional demo data) of a prefecture whose name contains the keyword, for autocomplete",
  tag: "common",
  access: "public",
  query: hospitalQuerySchema,
  response: z.object({
    hospitals: z.array(z.object({ ...namedRow("hospital"), prefecture: z.number().int() })),
  }),
});

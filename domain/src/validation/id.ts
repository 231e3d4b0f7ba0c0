// Entity ids as they arrive in JSON bodies (numbers) or in paths and queries (digit strings).

import { z } from "zod";
import { numericStringToNumber } from "../enumeration.js";
import { REQUEST_INVALID_CODE } from "../error-catalogue.js";

/** A positive safe integer id; anything else fails with 0109004. */
export const idSchema = z.preprocess(
  numericStringToNumber,
  z
    .number({ error: REQUEST_INVALID_CODE })
    .int(REQUEST_INVALID_CODE)
    .positive(REQUEST_INVALID_CODE)
    .max(Number.MAX_SAFE_INTEGER, REQUEST_INVALID_CODE),
);

export type Id = z.output<typeof idSchema>;

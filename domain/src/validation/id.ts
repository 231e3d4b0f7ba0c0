// Entity ids as they arrive in JSON bodies (numbers) or in paths and queries (digit strings).

import * as z from "zod/mini";
import { numericStringToNumber } from "../enumeration.js";
import { REQUEST_INVALID_CODE } from "../error-catalogue.js";
import { INT32_MAX } from "../row-id.js";

/**
 * A positive integer that fits the int4 columns it names (1–2,147,483,647); anything else fails with
 * 0109004, so that a value the database cannot hold is a 400, never a 500. The one schema of a row id
 * (or version) a client sends in a query or a body.
 */
export const idSchema = z.pipe(
  z.transform(numericStringToNumber),
  z
    .int({ error: REQUEST_INVALID_CODE })
    .check(z.positive(REQUEST_INVALID_CODE), z.maximum(INT32_MAX, REQUEST_INVALID_CODE)),
);

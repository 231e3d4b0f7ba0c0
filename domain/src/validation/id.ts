// Entity ids as they arrive in JSON bodies (numbers) or in paths and queries (digit strings).

import { z } from "zod";
import { numericStringToNumber } from "../enumeration.js";
import { REQUEST_INVALID_CODE } from "../error-catalogue.js";
import { INT32_MAX } from "../row-id.js";

/**
 * A positive integer that fits the int4 columns it names (1–2,147,483,647); anything else fails with
 * 0109004, so that a value the database cannot hold is a 400, never a 500. The one schema of a row id
 * (or version) a client sends in a query or a body.
 */
export const idSchema = z.preprocess(
  numericStringToNumber,
  z
    .number({ error: REQUEST_INVALID_CODE })
    .int(REQUEST_INVALID_CODE)
    .positive(REQUEST_INVALID_CODE)
    .max(INT32_MAX, REQUEST_INVALID_CODE),
);

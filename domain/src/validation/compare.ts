// Compare 1 to 5 services (product §5).

import { z } from "zod";
import { COMPARE_MAX, COMPARE_MIN } from "../constants.js";
import { REQUEST_INVALID_CODE } from "../error-catalogue.js";
import { idSchema } from "./id.js";

/** 1 to 5 distinct service ids; anything else fails with 0109004. */
export const compareServiceIdsSchema = z
  .array(idSchema, { error: REQUEST_INVALID_CODE })
  .min(COMPARE_MIN, REQUEST_INVALID_CODE)
  .max(COMPARE_MAX, REQUEST_INVALID_CODE)
  .refine((ids) => new Set(ids).size === ids.length, REQUEST_INVALID_CODE);

/** The same, from a query value such as "3,8,12". */
export const compareQuerySchema = z.preprocess(
  (value) => (typeof value === "string" ? value.split(",").filter((part) => part !== "") : value),
  compareServiceIdsSchema,
);

export { canAddToCompare } from "../compare-limit.js";

import { z } from "zod";
import { DEFAULT_PAGE_NUMBER, DEFAULT_PAGE_SIZE, PAGE_SIZES, type PageSize } from "./constants.js";
import { REQUEST_INVALID_CODE } from "./error-catalogue.js";
import { INT32_MAX } from "./row-id.js";

const integerString = /^[0-9]+$/;

/**
 * `page_size` (20, 50 or 100; default 20) and `page_number` (1 to the int4 maximum; default 1) as they arrive in a
 * query string. Anything else fails with the request-invalid code 0109004.
 */
export const paginationQuerySchema = z.object({
  page_size: z
    .string()
    .regex(integerString, REQUEST_INVALID_CODE)
    .transform(Number)
    .refine((n): n is PageSize => (PAGE_SIZES as readonly number[]).includes(n), REQUEST_INVALID_CODE)
    .optional()
    .transform((n): PageSize => n ?? DEFAULT_PAGE_SIZE),
  page_number: z
    .string()
    .regex(integerString, REQUEST_INVALID_CODE)
    .transform(Number)
    .refine((n) => n >= 1 && n <= INT32_MAX, REQUEST_INVALID_CODE)
    .optional()
    .transform((n) => n ?? DEFAULT_PAGE_NUMBER),
});

export type PaginationQuery = z.output<typeof paginationQuerySchema>;

/** Row offset of a page. */
export function pageOffset({ page_size, page_number }: PaginationQuery): number {
  return (page_number - 1) * page_size;
}

/** The page meta of a /v1 answer: how many in all, and the page asked for. */
export function pageMeta(total: number, { page_size, page_number }: PaginationQuery) {
  return { total_count: total, page_size, page_number };
}

/** How many pages `total` rows make (at least 1, so an empty list still has page 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

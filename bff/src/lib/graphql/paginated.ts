import { pageCount } from "@iryo/domain/pagination";
import type { ReviewSort, SearchSort, ServiceSort } from "@iryo/domain/sort-options";
import { ArgsType, type ClassType, Field, Int, ObjectType } from "type-graphql";
import { SEARCH_SORT, SERVICE_SORT } from "./sort-enums.js";

/**
 * THE page type: `class XPage extends Paginated(X)` gives `items`, `totalCount`, `pageSize`,
 * `pageNumber` and `pageCount`; a page adds only what is its own (the category, the keyword …).
 */
export function Paginated<Item extends object>(itemType: ClassType<Item>) {
  @ObjectType()
  abstract class Page {
    @Field(() => [itemType])
    items!: Item[];

    @Field(() => Int)
    totalCount!: number;

    @Field(() => Int)
    pageSize!: number;

    @Field(() => Int)
    pageNumber!: number;

    @Field(() => Int, { description: "At least 1, so an empty list still has page 1." })
    pageCount!: number;
  }
  return Page;
}

/** `pageSize` (20, 50 or 100; default 20) and `pageNumber` (from 1) of every paged query. */
@ArgsType()
export class PageArgs {
  @Field(() => Int, { nullable: true })
  pageSize?: number | null;

  @Field(() => Int, { nullable: true })
  pageNumber?: number | null;
}

/** A page of services in a service sort. */
@ArgsType()
export class ServicePageArgs extends PageArgs {
  @Field(() => SERVICE_SORT, { nullable: true, description: "NEWEST_UPDATE when left out." })
  sort?: ServiceSort | null;
}

@ArgsType()
export class SearchPageArgs extends PageArgs {
  @Field(() => SEARCH_SORT, {
    nullable: true,
    description: "RELEVANCE with a keyword, NEWEST_UPDATE without, when left out.",
  })
  sort?: SearchSort | null;
}

/** The /v1 `page_size` and `page_number` of page arguments (nulls left out). */
export function pageParams(page: PageArgs) {
  return { page_size: page.pageSize ?? undefined, page_number: page.pageNumber ?? undefined };
}

/** The /v1 query of page arguments with a sort (nulls left out). */
export function pageQuery(args: PageArgs & { sort?: ServiceSort | SearchSort | ReviewSort | null | undefined }) {
  return {
    page_size: args.pageSize ?? undefined,
    page_number: args.pageNumber ?? undefined,
    sort: args.sort ?? undefined,
  };
}

/** The /v1 page meta of a list answer. */
interface RestPageMeta {
  total_count: number;
  page_size: number;
  page_number: number;
}

/** The /v1 page meta (`total_count`, `page_size`, `page_number`) as the page fields, with the page count. */
export function pageMetaOf(body: RestPageMeta) {
  return {
    totalCount: body.total_count,
    pageSize: body.page_size,
    pageNumber: body.page_number,
    pageCount: pageCount(body.total_count, body.page_size),
  };
}

/** The page of a /v1 list answer `body`: its `rows` converted by `from`, and its page fields. */
export function pageOf<Row, Item>(body: RestPageMeta, rows: readonly Row[], from: (row: Row) => Item) {
  return { items: rows.map((row) => from(row)), ...pageMetaOf(body) };
}

// The six calls a kind of media (seminars, articles) answers, declared once: the top list, the tags,
// a page by filters, a page by keyword, and the detail by query and by path.

import { z } from "zod";
import { keywordSearchQuerySchema } from "../media-query.js";
import { endpointGroup } from "./endpoint.js";
import { pageMetaShape, restTagCountSchema } from "./shared.js";

/** How the summaries of the reference name one item, many items, and one item opening a sentence. */
export interface MediaNoun {
  readonly one: string;
  readonly many: string;
  readonly anOne: string;
}

/** The schemas of one kind of media: an item of a list, its detail and the filters of its search. */
export interface MediaSchemas<Item extends z.ZodType, Detail extends z.ZodType, SearchQuery extends z.ZodType> {
  readonly item: Item;
  readonly detail: Detail;
  readonly searchQuery: SearchQuery;
}

/** The summaries that differ between kinds of media. */
export interface MediaSummaries {
  readonly top: string;
  readonly search: string;
  readonly detail: string;
}

/**
 * The endpoints of `/{kind}` (a list answers its items under the key `kind`), with `/searches/{kind in
 * the singular}` as the keyword search; every one public, tagged `kind`.
 */
export function mediaEndpoints<
  const Kind extends string,
  Item extends z.ZodType,
  Detail extends z.ZodType,
  SearchQuery extends z.ZodType,
>(kind: Kind, noun: MediaNoun, schemas: MediaSchemas<Item, Detail, SearchQuery>, summaries: MediaSummaries) {
  const media = endpointGroup({ tag: kind, access: "public" });
  const items = { [kind]: z.array(schemas.item) } as Record<Kind, z.ZodArray<Item>>;
  const page = z.object({ ...items, ...pageMetaShape });
  return {
    top: media.get(`/${kind}/top-list`, { summary: summaries.top, response: z.object(items) }),
    tags: media.get(`/${kind}/tags`, {
      summary: `Every ${noun.one} tag with its count`,
      response: z.object({ tags: z.array(restTagCountSchema) }),
    }),
    search: media.get(`/${kind}/search`, {
      summary: summaries.search,
      query: schemas.searchQuery,
      response: page,
    }),
    keywordSearch: media.get(`/searches/${kind.slice(0, -1)}`, {
      summary: `One page of the ${noun.many} whose text holds every term of the keyword`,
      query: keywordSearchQuerySchema,
      response: page,
      errors: ["0101004"],
    }),
    detailByQuery: media.get(`/${kind}`, {
      summary: `${noun.anOne} (product §7 form: the id in the query)`,
      query: z.object({ id: z.string().optional() }),
      response: schemas.detail,
      errors: ["0109005"],
    }),
    detail: media.get(`/${kind}/{id}`, {
      summary: summaries.detail,
      response: schemas.detail,
      errors: ["0109005"],
    }),
  };
}

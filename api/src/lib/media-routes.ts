import type { Endpoint, ResponseOf } from "@iryo/domain/contracts/endpoint";
import type { Router } from "express";
import type { z } from "zod";
import { contractRouter, parseId, parseOrThrow } from "./http.js";

type QueryEndpoint = Endpoint & { readonly query: z.ZodType };

/** The six calls a kind of media (seminars, articles) answers: top list, tags, two searches, detail twice. */
export interface MediaEndpoints {
  readonly top: Endpoint;
  readonly tags: Endpoint;
  readonly search: QueryEndpoint;
  readonly keywordSearch: QueryEndpoint;
  readonly detailByQuery: Endpoint;
  readonly detail: Endpoint;
}

export interface MediaService<E extends MediaEndpoints> {
  topList(): Promise<ResponseOf<E["top"]>>;
  tags(): Promise<ResponseOf<E["tags"]>>;
  search(query: z.output<E["search"]["query"]>): Promise<ResponseOf<E["search"]>>;
  keywordSearch(query: z.output<E["keywordSearch"]["query"]>): Promise<ResponseOf<E["keywordSearch"]>>;
  detail(id: number): Promise<ResponseOf<E["detail"]> & ResponseOf<E["detailByQuery"]>>;
}

/** The routes of one kind of media: each call parses, asks the service and answers through its contract. */
export function mediaRoutes<E extends MediaEndpoints>(endpoints: E, service: MediaService<E>): Router {
  const { top, tags, search, keywordSearch, detailByQuery, detail } = endpoints;
  const { router, on } = contractRouter();
  on(top, () => service.topList());
  on(tags, () => service.tags());
  on(search, (req) => service.search(parseOrThrow<E["search"]["query"]>(search.query, req.query)));
  on(keywordSearch, (req) =>
    service.keywordSearch(parseOrThrow<E["keywordSearch"]["query"]>(keywordSearch.query, req.query)),
  );
  // SPEC §7 names the detail "/seminars" and "/contents" (id in the query); /{kind}/{id} is the same.
  on(detailByQuery, (req) => service.detail(parseId(typeof req.query.id === "string" ? req.query.id : undefined)));
  on(detail, (req) => service.detail(parseId(req.params.id)));
  return router;
}

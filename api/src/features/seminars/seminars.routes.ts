import {
  keywordSearchSeminars,
  searchSeminars,
  seminarDetail,
  seminarDetailByQuery,
  seminarTags,
  topSeminars,
} from "@iryo/domain/contracts/seminars";
import type { Router } from "express";
import { mediaRoutes } from "../../lib/media-routes.js";
import type { createSeminarsService } from "./seminars.service.js";

export function seminarsRoutes(service: ReturnType<typeof createSeminarsService>): Router {
  return mediaRoutes(
    {
      top: topSeminars,
      tags: seminarTags,
      search: searchSeminars,
      keywordSearch: keywordSearchSeminars,
      detailByQuery: seminarDetailByQuery,
      detail: seminarDetail,
    },
    service,
  );
}

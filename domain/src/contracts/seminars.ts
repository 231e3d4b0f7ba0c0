import { z } from "zod";
import { seminarSearchQuerySchema } from "../media-query.js";
import { mediaEndpoints } from "./media.js";
import { restServiceRefSchema } from "./shared.js";

const int = () => z.number().int();

export const restSeminarSchema = z.object({
  seminar_id: int(),
  title: z.string(),
  meeting_type: int(),
  reception_status: int(),
  starts_at: z.string(),
  ends_at: z.string(),
  capacity: int().nullable(),
  venue: z.string().nullable(),
  organizer_name: z.string(),
  tags: z.array(z.string()),
  thumbnail_path: z.string().nullable(),
});

/** The detail: the raw editor HTML (the BFF sanitises it for the viewer) and the related services. */
export const restSeminarDetailSchema = restSeminarSchema.extend({
  description_html: z.string(),
  meeting_url: z.string().nullable(),
  organizer_id: int().nullable(),
  updated_at: z.string(),
  services: z.array(restServiceRefSchema),
});

/** The six calls of seminars as one group (the api's media routes take it whole). */
export const seminarEndpoints = mediaEndpoints(
  "seminars",
  { one: "seminar", many: "seminars", anOne: "A seminar" },
  { item: restSeminarSchema, detail: restSeminarDetailSchema, searchQuery: seminarSearchQuerySchema },
  {
    top: "The seminars of the home page (accepting entries)",
    search: "One page of seminars by reception status, tag and service",
    detail: "A seminar with its raw description HTML and related services",
  },
);

export const {
  top: topSeminars,
  tags: seminarTags,
  search: searchSeminars,
  keywordSearch: keywordSearchSeminars,
  detailByQuery: seminarDetailByQuery,
  detail: seminarDetail,
} = seminarEndpoints;

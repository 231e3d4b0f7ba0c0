import { z } from "zod";
import { keywordSearchQuerySchema, seminarSearchQuerySchema } from "../media-query.js";
import { defineEndpoint } from "./endpoint.js";
import { pageMetaShape, restServiceRefSchema, restTagCountSchema } from "./shared.js";

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

const seminarPage = z.object({ seminars: z.array(restSeminarSchema), ...pageMetaShape });
const tag = "seminars";

export const topSeminars = defineEndpoint({
  method: "GET",
  path: "/seminars/top-list",
  summary: "The seminars of the home page (accepting entries)",
  tag,
  access: "public",
  response: z.object({ seminars: z.array(restSeminarSchema) }),
});

export const seminarTags = defineEndpoint({
  method: "GET",
  path: "/seminars/tags",
  summary: "Every seminar tag with its count",
  tag,
  access: "public",
  response: z.object({ tags: z.array(restTagCountSchema) }),
});

export const searchSeminars = defineEndpoint({
  method: "GET",
  path: "/seminars/search",
  summary: "One page of seminars by reception status, tag and service",
  tag,
  access: "public",
  query: seminarSearchQuerySchema,
  response: seminarPage,
});

export const keywordSearchSeminars = defineEndpoint({
  method: "GET",
  path: "/searches/seminar",
  summary: "One page of the seminars whose text holds every term of the keyword",
  tag,
  access: "public",
  query: keywordSearchQuerySchema,
  response: seminarPage,
  errors: ["0101004"],
});

export const seminarDetailByQuery = defineEndpoint({
  method: "GET",
  path: "/seminars",
  summary: "A seminar (SPEC §7 form: the id in the query)",
  tag,
  access: "public",
  query: z.object({ id: z.string().optional() }),
  response: restSeminarDetailSchema,
  errors: ["0109005"],
});

export const seminarDetail = defineEndpoint({
  method: "GET",
  path: "/seminars/{id}",
  summary: "A seminar with its raw description HTML and related services",
  tag,
  access: "public",
  response: restSeminarDetailSchema,
  errors: ["0109005"],
});

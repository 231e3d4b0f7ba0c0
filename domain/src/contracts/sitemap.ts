import { z } from "zod";
import { endpointGroup } from "./endpoint.js";

const int = () => z.number().int();

/** When a page last changed: an ISO 8601 instant, null when unknown. */
const updatedAt = () => z.string().nullable();

/**
 * Every public page the sitemap names (ADR 168): services inside their listing period, categories,
 * issues, seminars and published articles, each with its last change.
 */
const restSitemapSchema = z.object({
  services: z.array(z.object({ service_id: int(), updated_at: updatedAt() })),
  categories: z.array(z.object({ category_id: int(), updated_at: updatedAt() })),
  issues: z.array(z.object({ issue_id: int(), updated_at: updatedAt() })),
  seminars: z.array(z.object({ seminar_id: int(), updated_at: updatedAt() })),
  contents: z.array(z.object({ content_id: int(), updated_at: updatedAt() })),
});

const sitemap = endpointGroup({ tag: "sitemap", access: "public" });

export const sitemapEntries = sitemap.get("/sitemap", {
  summary:
    "Every public service (inside its listing period), category, issue, seminar and article with its last change",
  response: restSitemapSchema,
});

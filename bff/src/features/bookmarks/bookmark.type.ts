import { restBookmarkSchema, restBookmarkStateSchema } from "@iryo/domain/contracts/bookmarks";
import { ObjectType } from "type-graphql";
import { contractType } from "../../lib/graphql/contract-type.js";
import { Paginated } from "../../lib/graphql/paginated.js";

// A /v1 bookmark is flat; GraphQL nests its service, and the service's provider, as their own types.

const BookmarkedServiceProvider = contractType(
  "BookmarkedServiceProvider",
  restBookmarkSchema.pick({ provider_id: true, provider_name: true }),
  {
    description: "The provider of a bookmarked service.",
    id: "provider_id",
    fields: { provider_name: { name: "name" } },
  },
);

const BookmarkedService = contractType("BookmarkedService", restBookmarkSchema.omit({ bookmarked_at: true }), {
  description: "A bookmarked service, as the bookmark list shows it.",
  id: "service_id",
  fields: {
    service_name: { name: "name" },
    logo_image_filepath: { name: "logoImagePath", description: "The logo; null when there is none." },
    provider_id: false,
    provider_name: false,
  },
  extra: {
    provider: { type: () => BookmarkedServiceProvider, from: (s) => BookmarkedServiceProvider.from(s) },
  },
});

export const Bookmark = contractType("Bookmark", restBookmarkSchema, {
  description: "A service the member bookmarked.",
  fields: {
    service_id: false,
    service_name: false,
    summary: false,
    logo_image_filepath: false,
    provider_id: false,
    provider_name: false,
    updated_at: false,
  },
  extra: { service: { type: () => BookmarkedService, from: (b) => BookmarkedService.from(b) } },
});
export type Bookmark = InstanceType<typeof Bookmark>;

@ObjectType({ description: "One page of the member's bookmarks, newest first." })
export class BookmarkPage extends Paginated(Bookmark) {}

export const BookmarkState = contractType("BookmarkState", restBookmarkStateSchema, {
  description: "Whether a service is bookmarked after an add or a remove, and how many the member has.",
});
export type BookmarkState = InstanceType<typeof BookmarkState>;

import "reflect-metadata";
import { type GraphQLSchema, lexicographicSortSchema, printSchema } from "graphql";
import { buildSchema } from "type-graphql";
import { AdvertisementsResolver } from "./features/advertisements/advertisements.resolver.js";
import { AuthResolver } from "./features/auth/auth.resolver.js";
import { CategoriesResolver } from "./features/categories/categories.resolver.js";
import { ContentsResolver, ServiceContentsResolver } from "./features/contents/contents.resolver.js";
import { HomeResolver } from "./features/home/home.resolver.js";
import { MembersResolver } from "./features/members/members.resolver.js";
import { RatingsResolver, ServiceSummaryRatingResolver } from "./features/ratings/ratings.resolver.js";
import { SearchResolver } from "./features/search/search.resolver.js";
import { SeminarsResolver, ServiceSeminarsResolver } from "./features/seminars/seminars.resolver.js";
import { ServiceListItemRatingResolver, ServiceRatingResolver } from "./features/services/service-rating.resolver.js";
import { ServiceListItemResolver, ServicesResolver } from "./features/services/services.resolver.js";
import { SiteConfigResolver } from "./features/site-config/site-config.resolver.js";

export const RESOLVERS = [
  CategoriesResolver,
  AdvertisementsResolver,
  AuthResolver,
  MembersResolver,
  RatingsResolver,
  ServiceSummaryRatingResolver,
  SearchResolver,
  ServicesResolver,
  ServiceListItemResolver,
  ServiceListItemRatingResolver,
  ServiceRatingResolver,
  SeminarsResolver,
  ServiceSeminarsResolver,
  ContentsResolver,
  ServiceContentsResolver,
  SiteConfigResolver,
  HomeResolver,
] as const;

export function buildBffSchema(): Promise<GraphQLSchema> {
  return buildSchema({ resolvers: RESOLVERS, validate: false });
}

/** The schema as committed in schema/schema.graphql: sorted, so the text is deterministic. */
export function printSortedSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}

import "reflect-metadata";
import { createPubSub } from "@graphql-yoga/subscription";
import { type GraphQLSchema, lexicographicSortSchema, printSchema } from "graphql";
import { buildSchema } from "type-graphql";
import { AdvertisementsResolver } from "./features/advertisements/advertisements.resolver.js";
import { AuthResolver, AuthSessionResolver } from "./features/auth/auth.resolver.js";
import { BookmarksResolver } from "./features/bookmarks/bookmarks.resolver.js";
import { CategoriesResolver } from "./features/categories/categories.resolver.js";
import { ConciergeResolver } from "./features/concierge/concierge.resolver.js";
import { ConsiderationResolver } from "./features/consideration/consideration.resolver.js";
import { ContentsResolver, ServiceContentsResolver } from "./features/contents/contents.resolver.js";
import { HomeResolver } from "./features/home/home.resolver.js";
import { MaterialsResolver } from "./features/materials/materials.resolver.js";
import { MemberRatingsResolver } from "./features/member-ratings/member-ratings.resolver.js";
import { MemberServicesResolver } from "./features/member-services/member-services.resolver.js";
import { MembershipResolver } from "./features/membership/membership.resolver.js";
import { NegotiationFilesResolver } from "./features/negotiation-files/negotiation-files.resolver.js";
import { NegotiationEventsResolver } from "./features/negotiations/negotiation-events.resolver.js";
import { NegotiationsResolver } from "./features/negotiations/negotiations.resolver.js";
import {
  NotificationSubscriptionsResolver,
  NotificationsResolver,
} from "./features/notifications/notifications.resolver.js";
import { OperatorResolver } from "./features/operator/operator.resolver.js";
import { OperatorSupportResolver } from "./features/operator-support/operator-support.resolver.js";
import { ProviderInsightsResolver } from "./features/provider-insights/provider-insights.resolver.js";
import { ProviderArticlesResolver } from "./features/provider-listings/provider-articles.resolver.js";
import { ProviderListingsResolver } from "./features/provider-listings/provider-listings.resolver.js";
import { ProviderMaterialsResolver } from "./features/provider-listings/provider-materials.resolver.js";
import { ProviderSeminarsResolver } from "./features/provider-listings/provider-seminars.resolver.js";
import { ProviderOrganisationResolver } from "./features/provider-organisation/provider-organisation.resolver.js";
import { RatingsResolver } from "./features/ratings/ratings.resolver.js";
import { ServiceListItemRatingResolver, ServiceRatingResolver } from "./features/ratings/service-rating.resolver.js";
import { SearchResolver } from "./features/search/search.resolver.js";
import { SuggestionsResolver } from "./features/search/suggestions.resolver.js";
import { SeminarEnrollmentsResolver } from "./features/seminar-enrollments/seminar-enrollments.resolver.js";
import { SeminarsResolver, ServiceSeminarsResolver } from "./features/seminars/seminars.resolver.js";
import { AttributeEditsResolver } from "./features/service-attribute-edits/attribute-edits.resolver.js";
import { ServiceListItemResolver, ServicesResolver } from "./features/services/services.resolver.js";
import { SiteConfigResolver } from "./features/site-config/site-config.resolver.js";
import { SiteContentResolver } from "./features/site-config/site-content.resolver.js";

const RESOLVERS = [
  CategoriesResolver,
  AdvertisementsResolver,
  AuthResolver,
  AuthSessionResolver,
  MembershipResolver,
  RatingsResolver,
  SearchResolver,
  SuggestionsResolver,
  ServicesResolver,
  ServiceListItemResolver,
  ServiceListItemRatingResolver,
  ServiceRatingResolver,
  SeminarsResolver,
  ServiceSeminarsResolver,
  ContentsResolver,
  ServiceContentsResolver,
  SiteConfigResolver,
  SiteContentResolver,
  HomeResolver,
  MaterialsResolver,
  SeminarEnrollmentsResolver,
  ConciergeResolver,
  ConsiderationResolver,
  BookmarksResolver,
  ProviderOrganisationResolver,
  ProviderInsightsResolver,
  ProviderListingsResolver,
  OperatorResolver,
  OperatorSupportResolver,
  ProviderMaterialsResolver,
  ProviderArticlesResolver,
  ProviderSeminarsResolver,
  AttributeEditsResolver,
  MemberRatingsResolver,
  MemberServicesResolver,
  NotificationsResolver,
  NotificationSubscriptionsResolver,
  NegotiationFilesResolver,
  NegotiationsResolver,
  NegotiationEventsResolver,
] as const;

export function buildBffSchema(): Promise<GraphQLSchema> {
  // Subscriptions bring their own iterators (`subscribe`); type-graphql still asks for a pubSub.
  return buildSchema({ resolvers: RESOLVERS, validate: false, pubSub: createPubSub() });
}

/** The schema as committed in schema/schema.graphql: sorted, so the text is deterministic. */
export function printSortedSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}

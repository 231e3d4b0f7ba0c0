import { AdvertisementsSource } from "./features/advertisements/advertisements.source.js";
import { AuthSource } from "./features/auth/auth.source.js";
import { BookmarksSource } from "./features/bookmarks/bookmarks.source.js";
import { CategoriesSource } from "./features/categories/categories.source.js";
import { ConciergeSource } from "./features/concierge/concierge.source.js";
import { ConsiderationSource } from "./features/consideration/consideration.source.js";
import { ContentsSource } from "./features/contents/contents.source.js";
import { MaterialsSource } from "./features/materials/materials.source.js";
import { MemberRatingsSource } from "./features/member-ratings/member-ratings.source.js";
import { MemberServicesSource } from "./features/member-services/member-services.source.js";
import { MembershipSource } from "./features/membership/membership.source.js";
import { NegotiationFilesSource } from "./features/negotiation-files/negotiation-files.source.js";
import { NegotiationsSource } from "./features/negotiations/negotiations.source.js";
import { NotificationsSource } from "./features/notifications/notifications.source.js";
import { OperatorSource } from "./features/operator/operator.source.js";
import { OperatorSupportSource } from "./features/operator-support/operator-support.source.js";
import { ProviderInsightsSource } from "./features/provider-insights/provider-insights.source.js";
import { ProviderArticlesSource } from "./features/provider-listings/provider-articles.source.js";
import { ProviderListingsSource } from "./features/provider-listings/provider-listings.source.js";
import { ProviderMaterialsSource } from "./features/provider-listings/provider-materials.source.js";
import { ProviderSeminarsSource } from "./features/provider-listings/provider-seminars.source.js";
import { ProviderOrganisationSource } from "./features/provider-organisation/provider-organisation.source.js";
import { RatingsSource } from "./features/ratings/ratings.source.js";
import { SearchSource } from "./features/search/search.source.js";
import { SuggestionsSource } from "./features/search/suggestions.source.js";
import { SeminarEnrollmentsSource } from "./features/seminar-enrollments/seminar-enrollments.source.js";
import { SeminarsSource } from "./features/seminars/seminars.source.js";
import { AttributeEditsSource } from "./features/service-attribute-edits/attribute-edits.source.js";
import { ServicesSource } from "./features/services/services.source.js";
import { SiteConfigSource } from "./features/site-config/site-config.source.js";
import { SiteContentSource } from "./features/site-config/site-content.source.js";
import type { RealtimeContext } from "./lib/events/realtime.js";
import type { RestCallCounter, RestSourceOptions } from "./lib/rest-source.js";
import { Session } from "./lib/session/session.js";

/**
 * The context of one GraphQL operation. This module is the composition root of the data sources:
 * the one place that knows every feature's source. Features import it; lib/ never does.
 */
export interface BffContext {
  readonly dataSources: {
    readonly categories: CategoriesSource;
    readonly services: ServicesSource;
    readonly advertisements: AdvertisementsSource;
    readonly auth: AuthSource;
    readonly membership: MembershipSource;
    readonly ratings: RatingsSource;
    readonly search: SearchSource;
    readonly suggestions: SuggestionsSource;
    readonly seminars: SeminarsSource;
    readonly contents: ContentsSource;
    readonly siteConfig: SiteConfigSource;
    readonly materials: MaterialsSource;
    readonly seminarEnrollments: SeminarEnrollmentsSource;
    readonly concierge: ConciergeSource;
    readonly consideration: ConsiderationSource;
    readonly bookmarks: BookmarksSource;
    readonly memberRatings: MemberRatingsSource;
    readonly memberServices: MemberServicesSource;
    readonly notifications: NotificationsSource;
    readonly negotiationFiles: NegotiationFilesSource;
    readonly negotiations: NegotiationsSource;
    readonly providerOrganisation: ProviderOrganisationSource;
    readonly providerInsights: ProviderInsightsSource;
    readonly providerListings: ProviderListingsSource;
    readonly operator: OperatorSource;
    readonly siteContent: SiteContentSource;
    readonly operatorSupport: OperatorSupportSource;
    readonly providerMaterials: ProviderMaterialsSource;
    readonly providerArticles: ProviderArticlesSource;
    readonly providerSeminars: ProviderSeminarsSource;
    readonly attributeEdits: AttributeEditsSource;
  };
  readonly restCalls: RestCallCounter;
  /** The member's session (cookies or a bearer); its fetch adds and refreshes the token. */
  readonly session: Session;
  /** Operations over the subscription socket only: the api's events and the socket's credentials. */
  readonly realtime?: RealtimeContext;
  /** Drops this BFF's visitor cache (an approval applied a change: ADR 143); absent without a cache. */
  readonly dropVisitorCache?: () => Promise<void>;
}

/** A fresh context (and fresh data sources with their DataLoaders) for every operation. */
export function createContext(
  options: Omit<RestSourceOptions, "counter"> & {
    readonly session?: Session;
    readonly realtime?: RealtimeContext;
    readonly dropVisitorCache?: () => Promise<void>;
  },
): BffContext {
  const restCalls: RestCallCounter = { count: 0 };
  const { session: given, token, realtime, dropVisitorCache, ...rest } = options;
  const session = given ?? new Session({ bearer: token, fetch: options.fetch });
  const sourceOptions = { ...rest, fetch: session.fetch, counter: restCalls };
  const ratings = new RatingsSource(sourceOptions);
  return {
    restCalls,
    session,
    ...(realtime ? { realtime } : {}),
    ...(dropVisitorCache ? { dropVisitorCache } : {}),
    dataSources: {
      categories: new CategoriesSource(sourceOptions, ratings),
      services: new ServicesSource(sourceOptions),
      advertisements: new AdvertisementsSource(sourceOptions),
      auth: new AuthSource(sourceOptions),
      membership: new MembershipSource(sourceOptions),
      ratings,
      search: new SearchSource(sourceOptions, ratings),
      suggestions: new SuggestionsSource(sourceOptions),
      seminars: new SeminarsSource(sourceOptions),
      contents: new ContentsSource(sourceOptions),
      siteConfig: new SiteConfigSource({ baseUrl: options.baseUrl, fetch: options.fetch, counter: restCalls }),
      materials: new MaterialsSource(sourceOptions),
      seminarEnrollments: new SeminarEnrollmentsSource(sourceOptions),
      concierge: new ConciergeSource(sourceOptions),
      consideration: new ConsiderationSource(sourceOptions),
      bookmarks: new BookmarksSource(sourceOptions),
      memberRatings: new MemberRatingsSource(sourceOptions),
      memberServices: new MemberServicesSource(sourceOptions),
      notifications: new NotificationsSource(sourceOptions),
      negotiationFiles: new NegotiationFilesSource(sourceOptions),
      negotiations: new NegotiationsSource(sourceOptions),
      providerOrganisation: new ProviderOrganisationSource(sourceOptions),
      providerInsights: new ProviderInsightsSource(sourceOptions),
      providerListings: new ProviderListingsSource(sourceOptions),
      operator: new OperatorSource(sourceOptions),
      siteContent: new SiteContentSource(sourceOptions),
      operatorSupport: new OperatorSupportSource(sourceOptions),
      providerMaterials: new ProviderMaterialsSource(sourceOptions),
      providerArticles: new ProviderArticlesSource(sourceOptions),
      providerSeminars: new ProviderSeminarsSource(sourceOptions),
      attributeEdits: new AttributeEditsSource(sourceOptions),
    },
  };
}

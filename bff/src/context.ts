import { AdvertisementsSource } from "./features/advertisements/advertisements.source.js";
import { AuthSource } from "./features/auth/auth.source.js";
import { CategoriesSource } from "./features/categories/categories.source.js";
import { ContentsSource } from "./features/contents/contents.source.js";
import { MembersSource } from "./features/members/members.source.js";
import { SystemConfigSource } from "./features/members/system-config.source.js";
import { RatingsSource } from "./features/ratings/ratings.source.js";
import { SearchSource } from "./features/search/search.source.js";
import { SeminarsSource } from "./features/seminars/seminars.source.js";
import { ServicesSource } from "./features/services/services.source.js";
import { SiteConfigSource } from "./features/site-config/site-config.source.js";
import type { RestCallCounter, RestSourceOptions } from "./lib/rest-source.js";
import { Session } from "./lib/session/session.js";

export interface BffContext {
  readonly dataSources: {
    readonly categories: CategoriesSource;
    readonly services: ServicesSource;
    readonly advertisements: AdvertisementsSource;
    readonly auth: AuthSource;
    readonly members: MembersSource;
    readonly systemConfig: SystemConfigSource;
    readonly ratings: RatingsSource;
    readonly search: SearchSource;
    readonly seminars: SeminarsSource;
    readonly contents: ContentsSource;
    readonly siteConfig: SiteConfigSource;
  };
  readonly restCalls: RestCallCounter;
  /** The member's session (cookies or a bearer); its fetch adds and refreshes the token. */
  readonly session: Session;
}

/** A fresh context (and fresh data sources with their DataLoaders) for every operation. */
export function createContext(
  options: Omit<RestSourceOptions, "counter"> & { readonly session?: Session },
): BffContext {
  const restCalls: RestCallCounter = { count: 0 };
  const { session: given, token, ...rest } = options;
  const session = given ?? new Session({ bearer: token, fetch: options.fetch });
  const sourceOptions = { ...rest, fetch: session.fetch, counter: restCalls };
  const ratings = new RatingsSource(sourceOptions);
  return {
    restCalls,
    session,
    dataSources: {
      categories: new CategoriesSource(sourceOptions),
      services: new ServicesSource(sourceOptions),
      advertisements: new AdvertisementsSource(sourceOptions),
      auth: new AuthSource(sourceOptions),
      members: new MembersSource(sourceOptions),
      systemConfig: new SystemConfigSource({ baseUrl: options.baseUrl, fetch: options.fetch }),
      ratings,
      search: new SearchSource(sourceOptions, ratings),
      seminars: new SeminarsSource(sourceOptions),
      contents: new ContentsSource(sourceOptions),
      siteConfig: new SiteConfigSource({ baseUrl: options.baseUrl, fetch: options.fetch, counter: restCalls }),
    },
  };
}

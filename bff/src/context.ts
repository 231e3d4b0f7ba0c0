import { AdvertisementsSource } from "./features/advertisements/advertisements.source.js";
import { CategoriesSource } from "./features/categories/categories.source.js";
import type { RestCallCounter, RestSourceOptions } from "./lib/rest-source.js";

export interface BffContext {
  readonly dataSources: {
    readonly categories: CategoriesSource;
    readonly advertisements: AdvertisementsSource;
  };
  readonly restCalls: RestCallCounter;
}

/** A fresh context (and fresh data sources with their DataLoaders) for every operation. */
export function createContext(options: Omit<RestSourceOptions, "counter">): BffContext {
  const restCalls: RestCallCounter = { count: 0 };
  const sourceOptions = { ...options, counter: restCalls };
  return {
    restCalls,
    dataSources: {
      categories: new CategoriesSource(sourceOptions),
      advertisements: new AdvertisementsSource(sourceOptions),
    },
  };
}

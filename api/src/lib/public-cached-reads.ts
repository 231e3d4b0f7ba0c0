import { topAdvertisements } from "@iryo/domain/contracts/advertisements";
import { categoryServices, listCategories } from "@iryo/domain/contracts/categories";
import { contentEndpoints } from "@iryo/domain/contracts/contents";
import type { Endpoint } from "@iryo/domain/contracts/endpoint";
import { homeHighlights, ratingInfos, similarFacilityRatings } from "@iryo/domain/contracts/ratings";
import { searchServices } from "@iryo/domain/contracts/search";
import { seminarEndpoints } from "@iryo/domain/contracts/seminars";
import {
  compareServices,
  departmentServices,
  issueServices,
  jobRoleServices,
  listDepartments,
  listIssues,
  listServices,
  providersByIds,
  serviceDetail,
  serviceLogos,
  serviceOverview,
  serviceSearchInitial,
  topServices,
} from "@iryo/domain/contracts/services";

/**
 * The public reads a visitor's pages make that the api serves from its short in-process cache
 * (ADR 178): the catalogue (services, categories, issues, departments, job roles), rating summaries,
 * the similar-facility figures of a service's detail page (ADR 167, 203) and the home page's
 * highlights (visitors only), seminars and articles, and the keyword search of
 * services (the search code is untouched: its answers are cached by URL in front of it), and the home
 * page's advertisements (clicks are counted by their own write). Nothing here may depend on the
 * caller, except "optional-member" endpoints, which are cached for visitors only. Answers that follow
 * the clock (a seminar's reception status, an advertisement's period) lag by at most the TTL.
 */
export const PUBLIC_CACHED_READS: readonly Endpoint[] = [
  topServices,
  serviceSearchInitial,
  serviceLogos,
  compareServices,
  listServices,
  serviceDetail,
  serviceOverview,
  listIssues,
  issueServices,
  listDepartments,
  departmentServices,
  jobRoleServices,
  providersByIds,
  listCategories,
  categoryServices,
  ratingInfos,
  similarFacilityRatings,
  homeHighlights,
  ...Object.values(seminarEndpoints),
  ...Object.values(contentEndpoints),
  searchServices,
  topAdvertisements,
];

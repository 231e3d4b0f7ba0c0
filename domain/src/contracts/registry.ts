// Every /v1 endpoint, in one explicit list: the OpenAPI document is generated from it and a test
// compares it with the routes the api serves. A new endpoint is added here.

import * as advertisements from "./advertisements.js";
import * as auth from "./auth.js";
import * as bookmarks from "./bookmarks.js";
import * as categories from "./categories.js";
import * as comparisonSheet from "./comparison-sheet.js";
import * as concierge from "./concierge.js";
import * as consideration from "./consideration.js";
import * as contents from "./contents.js";
import type { Endpoint } from "./endpoint.js";
import * as hospitals from "./hospitals.js";
import * as materials from "./materials.js";
import * as memberRatings from "./member-ratings.js";
import * as memberServices from "./member-services.js";
import * as membership from "./membership.js";
import * as negotiationFiles from "./negotiation-files.js";
import * as negotiations from "./negotiations.js";
import * as notifications from "./notifications.js";
import * as operator from "./operator.js";
import * as operatorSupport from "./operator-support.js";
import * as providerArticles from "./provider-articles.js";
import * as providerInsights from "./provider-insights.js";
import * as providerListings from "./provider-listings.js";
import * as providerMaterials from "./provider-materials.js";
import * as providerOrganisation from "./provider-organisation.js";
import * as providerSeminars from "./provider-seminars.js";
import * as ratingReports from "./rating-reports.js";
import * as ratings from "./ratings.js";
import * as reviewReplies from "./review-replies.js";
import * as search from "./search.js";
import * as seminarEnrollments from "./seminar-enrollments.js";
import * as seminars from "./seminars.js";
import * as serviceAttributeEdits from "./service-attribute-edits.js";
import * as services from "./services.js";
import * as siteContent from "./site-content.js";
import * as sitemap from "./sitemap.js";

/** Every endpoint a contract module exports (the member-wave modules are listed whole). */
function endpointsOf(module: Readonly<Record<string, unknown>>): Endpoint[] {
  return Object.values(module).filter(
    (value): value is Endpoint =>
      typeof value === "object" && value !== null && "method" in value && "path" in value && "response" in value,
  );
}

export const ENDPOINTS: readonly Endpoint[] = [
  categories.listCategories,
  categories.categoryServices,
  services.topServices,
  services.serviceSearchInitial,
  services.serviceLogos,
  services.compareServices,
  services.serviceMaterial,
  services.listServices,
  services.serviceDetail,
  services.serviceOverview,
  services.listIssues,
  services.issueServices,
  services.listDepartments,
  services.departmentServices,
  services.jobRoleServices,
  services.providersByIds,
  ratings.ratingInfos,
  ratings.recentRatings,
  ratings.reviewList,
  ratings.homeHighlights,
  ratings.serviceRatings,
  ratings.serviceRatingInfo,
  ratings.similarFacilityRatings,
  ratings.markRatingHelpful,
  ratings.unmarkRatingHelpful,
  search.searchServices,
  search.searchCategories,
  search.searchSuggestions,
  search.searchHints,
  seminars.topSeminars,
  seminars.seminarTags,
  seminars.searchSeminars,
  seminars.keywordSearchSeminars,
  seminars.seminarDetailByQuery,
  seminars.seminarDetail,
  contents.topContents,
  contents.contentTags,
  contents.searchContents,
  contents.keywordSearchContents,
  contents.contentDetailByQuery,
  contents.contentDetail,
  sitemap.sitemapEntries,
  advertisements.topAdvertisements,
  advertisements.clickAdvertisement,
  auth.signUp,
  auth.resendCode,
  auth.confirmSignUp,
  auth.signIn,
  auth.refreshTokens,
  auth.signOut,
  auth.jwks,
  auth.sessionAlive,
  auth.forgetPassword,
  auth.resetPassword,
  auth.changePassword,
  auth.changeEmail,
  auth.confirmCodeUpdate,
  membership.loginInfo,
  membership.agreeTermsOfUsage,
  membership.getMembership,
  membership.registerMembership,
  membership.changePreMemberInformation,
  membership.withdrawMembership,
  negotiationFiles.requestUploadUrl,
  negotiationFiles.attachNegotiationFile,
  negotiationFiles.listNegotiationFiles,
  ...endpointsOf(bookmarks),
  ...endpointsOf(memberRatings),
  ...endpointsOf(memberServices),
  membership.updateMembership,
  ...endpointsOf(hospitals),
  ...endpointsOf(materials),
  ...endpointsOf(seminarEnrollments),
  ...endpointsOf(concierge),
  ...endpointsOf(consideration),
  ...endpointsOf(negotiations),
  ...endpointsOf(notifications),
  ...endpointsOf(providerOrganisation),
  ...endpointsOf(providerInsights),
  ...endpointsOf(reviewReplies),
  ...endpointsOf(providerListings),
  ...endpointsOf(comparisonSheet),
  ...endpointsOf(operator),
  ...endpointsOf(siteContent),
  ...endpointsOf(operatorSupport),
  ...endpointsOf(ratingReports),
  ...endpointsOf(providerMaterials),
  ...endpointsOf(providerArticles),
  ...endpointsOf(providerSeminars),
  ...endpointsOf(serviceAttributeEdits),
];

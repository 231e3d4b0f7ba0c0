/**
 * The root Query fields whose answer is the same for every visitor given the same arguments, with how
 * long (seconds) an answer may be served from the visitor cache. A query is cached only when EVERY root
 * field is listed here; a field missing from the list (every member field, every new field until it is
 * reviewed) makes the whole query uncached. The longest time is the bound within which a catalogue
 * change (a rating published, a service edited) shows to visitors (ADR 090).
 */
export const VISITOR_CACHE_TTL_SECONDS: Readonly<Record<string, number>> = {
  __typename: 3600,
  // Home and catalogue lists.
  home: 60,
  topServices: 60,
  advertisements: 60,
  banners: 300,
  reviewList: 60,
  // Review excerpts are read only with a member's session, and such requests never reach the cache.
  homeHighlights: 60,
  // Categories, issues, departments, job roles and their service lists.
  categories: 300,
  categoryServices: 60,
  serviceSearchInitial: 300,
  serviceList: 60,
  servicesByIssue: 60,
  servicesByDepartment: 60,
  servicesByJobRole: 60,
  // Service detail for visitors (members never reach the cache).
  service: 60,
  serviceMaterial: 60,
  serviceRatingSummary: 60,
  serviceRatings: 60,
  // Published ratings grouped by reviewer attributes (ADR 167): the same for every viewer.
  similarFacilityRatings: 60,
  compareServices: 60,
  // Search.
  searchServices: 60,
  searchCategories: 60,
  searchSeminars: 60,
  searchContents: 60,
  searchSuggestions: 300,
  searchHints: 300,
  // Seminars and articles (the visitor's cut of their HTML).
  seminars: 60,
  seminar: 60,
  seminarTags: 300,
  contents: 60,
  content: 60,
  contentTags: 300,
  // Configuration documents.
  classification: 300,
  prefectures: 3600,
  privacyPolicy: 300,
  terms: 300,
  systemConfig: 60,
};

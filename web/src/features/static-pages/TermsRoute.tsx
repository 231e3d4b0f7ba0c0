import { legalDocumentPage } from "./LegalDocumentView";
import { useTermsRouteQuery } from "./TermsRoute.generated";

/** /terms: the terms of use. */
export default legalDocumentPage({
  useDocumentQuery: useTermsRouteQuery,
  documentOf: (data) => data.terms,
  fallbackTitle: "利用規約",
  description: "医療ITナビの利用規約です。",
});

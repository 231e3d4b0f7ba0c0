import { legalDocumentPage } from "./LegalDocumentView";
import { usePrivacyRouteQuery } from "./PrivacyRoute.generated";

/** /privacy: the privacy policy. */
export default legalDocumentPage({
  useDocumentQuery: usePrivacyRouteQuery,
  documentOf: (data) => data.privacyPolicy,
  fallbackTitle: "プライバシーポリシー",
  description: "医療ITナビにおける個人情報の取り扱いについて説明します。",
});

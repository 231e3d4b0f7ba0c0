import { LegalDocumentView } from "./LegalDocumentView";
import { usePrivacyRouteQuery } from "./PrivacyRoute.generated";

export default function PrivacyRoute() {
  const { data, loading } = usePrivacyRouteQuery();
  return (
    <LegalDocumentView
      fallbackTitle="プライバシーポリシー"
      description="医療ITナビにおける個人情報の取り扱いについて説明します。"
      document={data?.privacyPolicy}
      loading={loading}
    />
  );
}

import { usePrivacyRouteQuery } from "../../graphql/generated";
import { LegalDocumentView } from "./LegalDocumentView";

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

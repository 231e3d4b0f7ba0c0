import { LegalDocumentView } from "./LegalDocumentView";
import { useTermsRouteQuery } from "./TermsRoute.generated";

export default function TermsRoute() {
  const { data, loading } = useTermsRouteQuery();
  return (
    <LegalDocumentView
      fallbackTitle="利用規約"
      description="医療ITナビの利用規約です。"
      document={data?.terms}
      loading={loading}
    />
  );
}

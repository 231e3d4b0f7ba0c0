import { useTermsRouteQuery } from "../../graphql/generated";
import { LegalDocumentView } from "./LegalDocumentView";

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

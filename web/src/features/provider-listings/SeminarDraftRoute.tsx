import { useParams } from "react-router";
import { appErrorOf } from "../../shared/errors/graphql-error";
import { ShowFailed } from "../../shared/ui/LoadFailed";
import { Spinner } from "../../shared/ui/Spinner";
import { useSeminarChangeRouteQuery } from "./ProviderSeminars.generated";
import { NOT_OURS, SeminarPage } from "./SeminarEditRoute";
import { SeminarForm } from "./SeminarForm";

/** /provider/seminars/drafts/:changeId: a new seminar's draft (not public yet) in the editor. */
export default function SeminarDraftRoute() {
  const { changeId = "" } = useParams();
  const { data, dataState, loading, error, refetch } = useSeminarChangeRouteQuery({
    variables: { changeId },
    fetchPolicy: "network-only",
  });
  const page = dataState === "complete" ? data : undefined;
  return (
    <SeminarPage title={page ? `${page.providerSeminarChange.version.title}（下書き）` : "セミナーの下書き"}>
      {loading && !data ? (
        <Spinner label="下書きを読み込んでいます" />
      ) : error && appErrorOf(error).code === "0109005" ? (
        NOT_OURS
      ) : error || !page ? (
        <ShowFailed what="下書き" />
      ) : (
        <SeminarForm
          key={`${page.providerSeminarChange.change?.id ?? "none"}-${page.providerSeminarChange.change?.state ?? ""}`}
          target={{ kind: "change", changeId }}
          version={page.providerSeminarChange.version}
          change={page.providerSeminarChange.change}
          services={page.providerSeminars.services}
          onSaved={() => refetch()}
        />
      )}
    </SeminarPage>
  );
}

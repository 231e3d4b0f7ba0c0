import { useNavigate } from "react-router";
import { Breadcrumbs } from "../../shared/layout/Breadcrumbs";
import { PageMeta } from "../../shared/layout/PageMeta";
import { ShowFailed } from "../../shared/ui/LoadFailed";
import { Spinner } from "../../shared/ui/Spinner";
import { useProviderSeminarsRouteQuery } from "./ProviderSeminars.generated";
import { SeminarForm } from "./SeminarForm";

/** /provider/seminars/new: a new seminar, saved as a draft and submitted for review (ADR 162). */
export default function SeminarNewRoute() {
  const navigate = useNavigate();
  const { data, dataState, loading, error } = useProviderSeminarsRouteQuery({ fetchPolicy: "network-only" });
  const services = dataState === "complete" ? data.providerSeminars.services : undefined;
  return (
    <section className="page">
      <PageMeta title="事業者コンソール セミナーの登録" />
      <Breadcrumbs
        items={[
          { label: "事業者コンソール", to: "/provider" },
          { label: "セミナー", to: "/provider/seminars" },
          { label: "新規登録" },
        ]}
      />
      <header className="page__header">
        <h1>セミナーを登録</h1>
        <p className="page__lead">
          保存した内容は下書きです。審査を申請し、運営事務局が承認するとサイトに公開されます。
        </p>
      </header>
      {loading && !data ? (
        <Spinner label="入力画面を準備しています" />
      ) : error || !services ? (
        <ShowFailed what="入力画面" />
      ) : (
        <SeminarForm
          target={{ kind: "new" }}
          version={null}
          change={null}
          services={services}
          onSaved={(change) =>
            navigate(
              change && change.state === "draft" ? `/provider/seminars/drafts/${change.id}` : "/provider/seminars",
            )
          }
        />
      )}
    </section>
  );
}

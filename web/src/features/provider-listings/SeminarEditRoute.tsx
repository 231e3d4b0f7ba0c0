import { useParams } from "react-router";
import { appErrorOf } from "../../shared/errors/graphql-error";
import { Breadcrumbs } from "../../shared/layout/Breadcrumbs";
import { PageMeta } from "../../shared/layout/PageMeta";
import { ShowFailed } from "../../shared/ui/LoadFailed";
import { Spinner } from "../../shared/ui/Spinner";
import { useSeminarEditRouteQuery } from "./ProviderSeminars.generated";
import { SeminarForm } from "./SeminarForm";

export function SeminarPage({ title, children }: { readonly title: string; readonly children: React.ReactNode }) {
  return (
    <section className="page">
      <PageMeta title={`事業者コンソール ${title}`} />
      <Breadcrumbs
        items={[
          { label: "事業者コンソール", to: "/provider" },
          { label: "セミナー", to: "/provider/seminars" },
          { label: title },
        ]}
      />
      <header className="page__header">
        <h1>{title}</h1>
        <p className="page__lead">
          保存した内容は下書きです。審査を申請し、運営事務局が承認するとサイトに公開されます。
        </p>
      </header>
      {children}
    </section>
  );
}

export const NOT_OURS = <p className="notice">このセミナーは見つかりません。自社のセミナーのみ編集できます。</p>;

/** /provider/seminars/:id/edit: a public seminar's draft (or public version) in the editor. */
export default function SeminarEditRoute() {
  const { id = "" } = useParams();
  const { data, dataState, loading, error, refetch } = useSeminarEditRouteQuery({
    variables: { seminarId: id },
    fetchPolicy: "network-only",
  });
  const page = dataState === "complete" ? data : undefined;
  return (
    <SeminarPage title={page ? `${page.providerSeminar.version.title}の編集` : "セミナーの編集"}>
      {loading && !data ? (
        <Spinner label="セミナーを読み込んでいます" />
      ) : error && appErrorOf(error).code === "0109005" ? (
        NOT_OURS
      ) : error || !page ? (
        <ShowFailed what="セミナー" />
      ) : (
        <SeminarForm
          key={`${page.providerSeminar.change?.id ?? "public"}-${page.providerSeminar.change?.state ?? ""}`}
          target={{ kind: "seminar", seminarId: id }}
          version={page.providerSeminar.version}
          change={page.providerSeminar.change}
          services={page.providerSeminars.services}
          onSaved={() => refetch()}
        />
      )}
    </SeminarPage>
  );
}

import { useParams } from "react-router";
import { appErrorOf } from "../../shared/errors/graphql-error";
import { Breadcrumbs } from "../../shared/layout/Breadcrumbs";
import { PageMeta } from "../../shared/layout/PageMeta";
import { ShowFailed } from "../../shared/ui/LoadFailed";
import { Spinner } from "../../shared/ui/Spinner";
import { useServiceEditRouteQuery } from "./ProviderListings.generated";
import { ServiceListingForm } from "./ServiceListingForm";

/** /provider/services/:id/edit: the service's draft (or public version) in a sectioned form. */
export default function ServiceEditRoute() {
  const { id = "" } = useParams();
  const { data, dataState, loading, error, refetch } = useServiceEditRouteQuery({
    variables: { id },
    fetchPolicy: "network-only",
  });
  const page = dataState === "complete" ? data : undefined;
  const name = page?.providerService.publicListing.name;
  return (
    <section className="page">
      <PageMeta title={`事業者コンソール ${name ?? "サービス"}の編集`} />
      <Breadcrumbs
        items={[
          { label: "事業者コンソール", to: "/provider" },
          { label: "掲載サービス", to: "/provider/services" },
          { label: name ? `${name}の編集` : "編集" },
        ]}
      />
      <header className="page__header">
        <h1>{name ? `${name}の掲載内容を編集` : "掲載内容の編集"}</h1>
        <p className="page__lead">
          保存した内容は下書きです。審査を申請し、運営事務局が承認するとサイトに公開されます。
        </p>
      </header>
      {loading && !data ? (
        <Spinner label="掲載内容を読み込んでいます" />
      ) : error && appErrorOf(error).code === "0109005" ? (
        <p className="notice">このサービスは見つかりません。自社のサービスのみ編集できます。</p>
      ) : error || !page ? (
        <ShowFailed what="掲載内容" />
      ) : (
        <ServiceListingForm
          // A fresh form for every loaded version (after a save, a submit or a withdrawal).
          key={`${page.providerService.change?.id ?? "public"}-${page.providerService.change?.state ?? ""}`}
          serviceId={id}
          editable={page.providerService}
          options={page.serviceSearchInitial}
          reload={() => refetch()}
        />
      )}
    </section>
  );
}

import { isRowId } from "@iryo/domain/row-id";
import { Link, useParams } from "react-router";
import { CompareBar } from "../../shared/compare/CompareBar";
import { Breadcrumbs } from "../../shared/layout/Breadcrumbs";
import { ErrorRedirect } from "../../shared/layout/ErrorRedirect";
import { PageMeta } from "../../shared/layout/PageMeta";
import { prepareQueryAhead } from "../../shared/queries/prepare-ahead";
import { SimilarFacilityPanel } from "../../shared/ratings/SimilarFacilityPanel";
import { StructuredData } from "../../shared/seo/StructuredData";
import { serviceApplication } from "../../shared/seo/structured-data";
import { useServicePageView } from "../../shared/service-events/use-service-events";
import { PageFallback } from "../../shared/ui/LoadFailed";
import { OtherServices } from "./OtherServices";
import { PricingFacts } from "./PricingFacts";
import { ProviderFacts } from "./ProviderFacts";
import { RelatedMedia } from "./RelatedMedia";
import { SecurityAndCompliance } from "./SecurityAndCompliance";
import { ServiceDetailHeader } from "./ServiceDetailHeader";
import { ServiceDetailRouteQueryDocument, useServiceDetailRouteQuery } from "./ServiceDetailRoute.generated";
import { ServiceFaq } from "./ServiceFaq";
import { ServiceVideo } from "./ServiceVideo";
import styles from "./services.module.css";
import { TagGroup } from "./TagGroup";

// Its document is prepared before hydration reaches the page (ADR 198).
prepareQueryAhead(ServiceDetailRouteQueryDocument);

export default function ServiceDetailRoute() {
  const { id = "" } = useParams();
  const valid = isRowId(id);
  const { data, loading, error, refetch } = useServiceDetailRouteQuery({ variables: { id }, skip: !valid });
  // Counted from the browser, so a page the visitor cache served counts too (ADR 151).
  useServicePageView(valid && data ? id : undefined);

  if (!valid) return <ErrorRedirect status={404} />;
  if (error || !data) return <PageFallback loading={loading && !data} what="サービス情報" onRetry={refetch} />;
  const s = data.service;
  const category = s.categories[0];

  return (
    <article className={`page ${styles.serviceDetail}`}>
      <PageMeta title={s.name} description={s.summary} />
      <StructuredData id="main" build={(origin) => serviceApplication(s, origin)} />
      <Breadcrumbs
        items={[
          { label: "サービスを探す", to: "/services/search?tab=1" },
          ...(category ? [{ label: category.name, to: `/category/${category.id}` }] : []),
          { label: s.name },
        ]}
      />
      <ServiceDetailHeader service={s} />

      <section aria-labelledby="detail-overview">
        <h2 id="detail-overview">サービス概要</h2>
        <p className={styles.serviceDetailSummary}>{s.summary}</p>
        <p>{s.description}</p>
      </section>

      <PricingFacts service={s} />

      <SecurityAndCompliance service={s} />

      <section aria-labelledby="detail-targets">
        <h2 id="detail-targets">こんな課題・部門におすすめ</h2>
        <TagGroup label="解決できる課題" items={s.issues} to={(i) => `/services/search?tab=1&issue_id=${i}`} />
        <TagGroup label="診療科・部門" items={s.departments} to={(i) => `/services/search?tab=2&department_id=${i}`} />
        <TagGroup label="職種" items={s.jobRoles} to={(i) => `/services/search?tab=2&job_role_id=${i}`} />
      </section>

      {s.videoUrl ? <ServiceVideo name={s.name} videoUrl={s.videoUrl} videoEmbedUrl={s.videoEmbedUrl} /> : null}

      <SimilarFacilityPanel ratings={data.similarFacilityRatings} dimensions={["facility_type", "bed_count"]} />
      <p>
        <Link to={`/services/${s.id}/ratings-and-reviews`}>部門・立場別の評価やレビューの絞り込みはこちら</Link>
      </p>

      <ServiceFaq faqs={s.faqs} />

      <ProviderFacts provider={s.provider} />

      {s.relatedSeminars.length + s.relatedContents.length > 0 ? <RelatedMedia service={s} /> : null}

      <OtherServices service={s} />
      <CompareBar />
    </article>
  );
}

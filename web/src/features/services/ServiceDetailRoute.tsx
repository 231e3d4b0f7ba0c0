import { formatDate } from "@iryo/domain/format/date";
import { formatNumber } from "@iryo/domain/format/number";
import { isRowId } from "@iryo/domain/row-id";
import { Link, useParams } from "react-router";
import { ServiceCard, UpdatedOn } from "../../shared/catalog/ServiceCard";
import { CompareBar } from "../../shared/compare/CompareBar";
import { CompareToggle } from "../../shared/compare/CompareToggle";
import { Breadcrumbs } from "../../shared/layout/Breadcrumbs";
import { ErrorRedirect } from "../../shared/layout/ErrorRedirect";
import { PageMeta } from "../../shared/layout/PageMeta";
import { PageFallback } from "../../shared/ui/LoadFailed";
import { RatingBadge } from "../../shared/ui/RatingBadge";
import { ServiceLogo } from "../../shared/ui/ServiceLogo";
import { useServiceDetailRouteQuery } from "./ServiceDetailRoute.generated";
import { ServiceMemberActions } from "./ServiceMemberActions";
import styles from "./services.module.css";

function yesNo(value: boolean): string {
  return value ? "あり" : "なし";
}

/** Label and value rows of a `<dl>`, e.g. prices or the provider's business information. */
function FactTable({ facts }: { readonly facts: readonly (readonly [string, React.ReactNode])[] }) {
  return (
    <dl className={styles.factTable}>
      {facts.map(([label, value]) => (
        <div key={label} className={styles.factTableRow}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** 資本金 in 万円 / 億円, e.g. 120,000,000 → "1億2,000万円". */
function formatCapital(yen: number | null): string {
  if (yen === null) return "非公開";
  const man = Math.floor(yen / 10_000);
  const oku = Math.floor(man / 10_000);
  const rest = man % 10_000;
  if (oku === 0) return `${formatNumber(man)}万円`;
  return rest === 0 ? `${formatNumber(oku)}億円` : `${formatNumber(oku)}億${formatNumber(rest)}万円`;
}

function foundedLabel(date: string | null): string {
  if (!date) return "非公開";
  const [y, m] = date.split("-");
  return `${y}年${Number(m)}月`;
}

export default function ServiceDetailRoute() {
  const { id = "" } = useParams();
  const valid = isRowId(id);
  const { data, loading, error, refetch } = useServiceDetailRouteQuery({ variables: { id }, skip: !valid });

  if (!valid) return <ErrorRedirect status={404} />;
  if (error || !data) return <PageFallback loading={loading && !data} what="サービス情報" onRetry={refetch} />;
  const s = data.service;
  const category = s.categories[0];
  const facts: [string, React.ReactNode][] = [
    ["料金", s.price || "お問い合わせください"],
    ["初期費用", s.initialCost || "お問い合わせください"],
    ["料金プラン", s.ratePlan || "お問い合わせください"],
    ["無料トライアル", yesNo(s.hasFreeTrial)],
    ["無料プラン", yesNo(s.hasFreePlan)],
    ["導入実績", s.installationCount === null ? "非公開" : `${formatNumber(s.installationCount)}件`],
    ["対象病床数", s.targetBedCount || "指定なし"],
    ["対象施設", s.targetInstitutionTypes.map((t) => t.label).join("、") || "指定なし"],
    [
      "サービスサイト",
      s.serviceUrl ? (
        <a key="url" href={s.serviceUrl} target="_blank" rel="noopener noreferrer">
          {s.serviceUrl}
          <span className="visually-hidden">（新しいタブで開きます）</span>
        </a>
      ) : (
        "なし"
      ),
    ],
  ];

  return (
    <article className={`page ${styles.serviceDetail}`}>
      <PageMeta title={s.name} description={s.summary} />
      <Breadcrumbs
        items={[
          { label: "サービスを探す", to: "/services/search?tab=1" },
          ...(category ? [{ label: category.name, to: `/category/${category.id}` }] : []),
          { label: s.name },
        ]}
      />
      <header className={styles.serviceDetailHeader}>
        <ServiceLogo src={s.logoImagePath} name={s.name} />
        <div className="service-detail__title">
          <h1>{s.name}</h1>
          <p className={styles.serviceDetailProvider}>{s.provider.name}</p>
          <p>
            <RatingBadge average={s.ratingSummary.overallAverage ?? null} count={s.ratingSummary.overallCount} />{" "}
            <Link to={`/services/${s.id}/ratings-and-reviews`}>
              評価・口コミを見る（{s.ratingSummary.ratingCount}件）
            </Link>
          </p>
          <ul className={styles.tagList} aria-label="カテゴリ">
            {s.categories.map((c) => (
              <li key={c.id}>
                <Link to={`/category/${c.id}`} className={styles.tag}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
          <UpdatedOn className={styles.serviceDetailUpdated} iso={s.updatedAt} />
        </div>
        <div className={`${styles.serviceDetailActions} no-print`}>
          <Link to={`/services/material_download/${s.id}`} className="button button--primary">
            資料をダウンロード（{s.materialFiles.length}件）
          </Link>
          <Link to={`/business-negotiation/${s.id}`} className="button button--primary">
            商談を申し込む
          </Link>
          <CompareToggle id={s.id} name={s.name} />
          <ServiceMemberActions serviceId={s.id} serviceName={s.name} />
        </div>
      </header>

      <section aria-labelledby="detail-overview">
        <h2 id="detail-overview">サービス概要</h2>
        <p className={styles.serviceDetailSummary}>{s.summary}</p>
        <p>{s.description}</p>
      </section>

      <section aria-labelledby="detail-facts">
        <h2 id="detail-facts">料金・導入情報</h2>
        <FactTable facts={facts} />
      </section>

      <section aria-labelledby="detail-targets">
        <h2 id="detail-targets">こんな課題・部門におすすめ</h2>
        <TagGroup label="解決できる課題" items={s.issues} to={(i) => `/services/search?tab=1&issue_id=${i}`} />
        <TagGroup label="診療科・部門" items={s.departments} to={(i) => `/services/search?tab=2&department_id=${i}`} />
        <TagGroup label="職種" items={s.jobRoles} to={(i) => `/services/search?tab=2&job_role_id=${i}`} />
      </section>

      {s.videoUrl ? (
        <section aria-labelledby="detail-video">
          <h2 id="detail-video">紹介動画</h2>
          {s.videoEmbedUrl ? (
            <div className={styles.videoFrame}>
              <iframe
                src={s.videoEmbedUrl}
                title={`${s.name}の紹介動画`}
                loading="lazy"
                allow="encrypted-media; picture-in-picture"
                allowFullScreen
                sandbox="allow-scripts allow-same-origin allow-presentation"
                referrerPolicy="strict-origin-when-cross-origin"
              />
            </div>
          ) : (
            <p>
              <a href={s.videoUrl} target="_blank" rel="noopener noreferrer">
                紹介動画を見る<span className="visually-hidden">（新しいタブで開きます）</span>
              </a>
            </p>
          )}
        </section>
      ) : null}

      <section aria-labelledby="detail-faq">
        <h2 id="detail-faq">よくあるご質問</h2>
        {s.faqs.length === 0 ? (
          <p className="empty">よくあるご質問はまだ登録されていません。</p>
        ) : (
          <div className={styles.faq}>
            {s.faqs.map((f) => (
              <details key={f.question} className={styles.faqItem}>
                <summary>
                  <span aria-hidden="true">Q. </span>
                  {f.question}
                </summary>
                <p>
                  <span aria-hidden="true">A. </span>
                  {f.answer}
                </p>
              </details>
            ))}
          </div>
        )}
      </section>

      <section aria-labelledby="detail-provider">
        <h2 id="detail-provider">提供会社</h2>
        <FactTable
          facts={[
            ["会社名", s.provider.name],
            ["所在地", s.provider.location || "非公開"],
            ["資本金", formatCapital(s.provider.capitalYen)],
            ["代表者", s.provider.representative || "非公開"],
            ["設立", foundedLabel(s.provider.foundedOn)],
            ["事業内容", s.provider.businessDescription || "非公開"],
          ]}
        />
      </section>

      {s.relatedSeminars.length + s.relatedContents.length > 0 ? (
        <section aria-labelledby="detail-related">
          <h2 id="detail-related">関連セミナー・記事</h2>
          <ul className={styles.relatedList}>
            {s.relatedSeminars.map((seminar) => (
              <li key={`seminar-${seminar.id}`}>
                <span className={styles.relatedListKind}>セミナー</span>
                <Link to={`/seminars/detail/${seminar.id}`}>{seminar.title}</Link>
                <span className={styles.relatedListMeta}>
                  {formatDate(new Date(seminar.startsAt))}・{seminar.meetingTypeLabel}・{seminar.receptionStatusLabel}
                </span>
              </li>
            ))}
            {s.relatedContents.map((content) => (
              <li key={`content-${content.id}`}>
                <span className={styles.relatedListKind}>記事</span>
                <Link to={`/contents/detail/${content.id}`}>{content.title}</Link>
                <span className={styles.relatedListMeta}>{formatDate(new Date(content.publishedAt))}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="detail-others">
        <h2 id="detail-others">{s.provider.name}のほかのサービス</h2>
        {s.otherServices.length === 0 ? (
          <p className="empty">この会社のほかのサービスはまだ掲載されていません。</p>
        ) : (
          <ul className={styles.catalogList}>
            {s.otherServices.map((o) => (
              <li key={o.id}>
                <ServiceCard service={o} actions={<CompareToggle id={o.id} name={o.name} />} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <CompareBar />
    </article>
  );
}

function TagGroup({
  label,
  items,
  to,
}: {
  readonly label: string;
  readonly items: readonly { readonly id: string; readonly name: string }[];
  readonly to: (id: string) => string;
}) {
  if (items.length === 0) return null;
  return (
    <div className={styles.tagGroup}>
      <h3>{label}</h3>
      <ul className={styles.tagList}>
        {items.map((i) => (
          <li key={i.id}>
            <Link to={to(i.id)} className={styles.tag}>
              {i.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

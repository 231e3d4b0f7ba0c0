import { formatNumber } from "@iryo/domain/format/number";
import type { ReactNode } from "react";
import { FactTable } from "./FactTable";
import type { ServiceDetailRouteQuery } from "./ServiceDetailRoute.generated";

function yesNo(value: boolean): string {
  return value ? "あり" : "なし";
}

/** The prices and who the service is for (料金・導入情報). */
export function PricingFacts({ service: s }: { readonly service: ServiceDetailRouteQuery["service"] }) {
  const facts: [string, ReactNode][] = [
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
    <section aria-labelledby="detail-facts">
      <h2 id="detail-facts">料金・導入情報</h2>
      <FactTable facts={facts} />
    </section>
  );
}

import { formatNumber } from "@iryo/domain/format/number";
import { FactTable } from "./FactTable";
import type { ServiceDetailRouteQuery } from "./ServiceDetailRoute.generated";

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

/** The provider's business information (提供会社). */
export function ProviderFacts({ provider }: { readonly provider: ServiceDetailRouteQuery["service"]["provider"] }) {
  return (
    <section aria-labelledby="detail-provider">
      <h2 id="detail-provider">提供会社</h2>
      <FactTable
        facts={[
          ["会社名", provider.name],
          ["所在地", provider.location || "非公開"],
          ["資本金", formatCapital(provider.capitalYen)],
          ["代表者", provider.representative || "非公開"],
          ["設立", foundedLabel(provider.foundedOn)],
          ["事業内容", provider.businessDescription || "非公開"],
        ]}
      />
    </section>
  );
}

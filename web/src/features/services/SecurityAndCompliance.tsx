import type { ServiceDetailRouteQuery } from "./ServiceDetailRoute.generated";
import styles from "./security-and-compliance.module.css";

type Service = ServiceDetailRouteQuery["service"];
type Requirement = NonNullable<Service["feeReadiness"]>["met"][number];

function Requirements({ title, items }: { title: string; items: readonly Requirement[] }) {
  return (
    <div className={styles.requirements}>
      <h4>{title}</h4>
      {items.length === 0 ? (
        <p>なし</p>
      ) : (
        <ul>
          {items.map((r) => (
            <li key={r.no}>
              ({r.no}) {r.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * 「セキュリティ・制度対応」 (ADR 153): every attribute group with its as-of date and verification, and
 * the 加算 level the product's functions support with the facility-side standards listed apart.
 */
export function SecurityAndCompliance({ service: s }: { readonly service: Service }) {
  return (
    <section aria-labelledby="detail-compliance" className={styles.compliance}>
      <h2 id="detail-compliance">セキュリティ・制度対応</h2>
      {s.attributeSections.length === 0 ? (
        <p>この項目はまだ登録されていません。</p>
      ) : (
        <>
          {s.feeReadiness ? (
            <div className={styles.fee}>
              <h3>この製品で満たせる要件（電子的診療情報連携体制整備加算）</h3>
              <p className={styles.feeLevel}>{s.feeReadiness.label}</p>
              <div className={styles.feeColumns}>
                <Requirements title="この製品の機能で満たせる要件" items={s.feeReadiness.met} />
                <Requirements title="この製品では満たせない要件" items={s.feeReadiness.unmet} />
                <Requirements title="施設側の要件（製品に依存しません）" items={s.feeReadiness.facilitySide} />
              </div>
              <p className={styles.note}>
                加算の算定には、施設側の要件も含めたすべての施設基準を満たし、届け出る必要があります。
              </p>
            </div>
          ) : null}
          {s.attributeSections.map((section) => (
            <div key={section.key} className={styles.group}>
              <h3>
                {section.title}
                <span className={section.verified ? styles.verified : styles.provenance}>{section.provenance}</span>
              </h3>
              <dl className={styles.rows}>
                {section.rows.map((row) => (
                  <div key={row.key} className={styles.row}>
                    <dt>{row.label}</dt>
                    <dd>
                      <span className={row.mark === "expired" ? styles.expired : undefined}>{row.value}</span>
                      {row.url ? (
                        <>
                          {" "}
                          <a href={row.url} target="_blank" rel="noopener noreferrer">
                            資料を見る<span className="visually-hidden">（{row.label}、新しいタブで開きます）</span>
                          </a>
                        </>
                      ) : null}
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          ))}
        </>
      )}
    </section>
  );
}

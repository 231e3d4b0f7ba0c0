import { type SheetFormat, sheetLinks } from "../../shared/compare/sheet-links";
import type { CompareRouteQuery } from "./CompareRoute.generated";
import styles from "./compare-attributes.module.css";

type Compared = CompareRouteQuery["compareServices"][number];
type Row = Compared["attributeSections"][number]["rows"][number];

/** The cell of one attribute: its text, a link to a published document, and 「期限切れ」 in words. */
function AttributeCell({ row }: { row: Row | undefined }) {
  if (!row) return <span>未登録</span>;
  return (
    <>
      <span className={row.mark === "expired" ? styles.expired : undefined}>{row.value}</span>
      {row.url ? (
        <>
          {" "}
          <a href={row.url} target="_blank" rel="noopener noreferrer">
            資料を見る<span className="visually-hidden">（{row.label}、新しいタブで開きます）</span>
          </a>
        </>
      ) : null}
    </>
  );
}

/**
 * Every attribute as a row of the comparison (ADR 153), one `<tbody>` per group. A row on which the
 * services differ is shaded and says 「差あり」 in its heading, so the difference never rests on colour.
 */
export function AttributeRows({ services }: { services: readonly Compared[] }) {
  const template = services.find((s) => s.attributeSections.length > 0)?.attributeSections ?? [];
  const columns = services.length;
  return template.map((section) => {
    const sectionOf = (s: Compared) => s.attributeSections.find((x) => x.key === section.key);
    return (
      <tbody key={section.key}>
        <tr className={styles.sectionHeading}>
          <th scope="rowgroup" colSpan={columns + 1}>
            {section.title}
          </th>
        </tr>
        <tr>
          <th scope="row">時点・確認</th>
          {services.map((s) => (
            <td key={s.id} className={styles.provenance}>
              {sectionOf(s)?.provenance ?? "未登録"}
            </td>
          ))}
        </tr>
        {section.rows.map((row) => {
          const cells = services.map((s) => sectionOf(s)?.rows.find((r) => r.key === row.key));
          const differs = columns > 1 && new Set(cells.map((c) => c?.value ?? "")).size > 1;
          return (
            <tr key={row.key} className={differs ? styles.differs : undefined} data-differs={differs || undefined}>
              <th scope="row">
                {row.label}
                {differs ? <span className={styles.differsBadge}>差あり</span> : null}
              </th>
              {services.map((s, i) => (
                <td key={s.id}>
                  <AttributeCell row={cells[i]} />
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    );
  });
}

/** Links to the 稟議 sheet of the compared services (built by the api; ADR 155). */
export function SheetDownloads({ ids }: { ids: readonly string[] }) {
  const href = (format: SheetFormat) => sheetLinks.comparison(ids, format, "/compare");
  return (
    <section className={styles.sheetActions} aria-labelledby="sheet-heading">
      <h2 id="sheet-heading" className="visually-hidden">
        稟議用の比較表
      </h2>
      <a className="button button--primary" href={href("xlsx")} download>
        稟議用の比較表（Excel）をダウンロード
      </a>
      <a className="button" href={href("pdf")} download>
        PDF（A4横）をダウンロード
      </a>
      <p className={styles.sheetNote}>料金・評価・セキュリティや制度対応の項目を、そのまま回覧できる形でまとめます。</p>
    </section>
  );
}

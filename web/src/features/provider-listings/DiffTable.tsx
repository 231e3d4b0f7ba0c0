import styles from "./provider-listings.module.css";

interface Diff {
  readonly field: string;
  readonly label: string;
  readonly before: string;
  readonly after: string;
}

/** A submission's field-by-field difference: 項目 / 変更前 / 変更後. */
export function DiffTable({ diff, caption }: { readonly diff: readonly Diff[]; readonly caption: string }) {
  if (diff.length === 0) return <p className="empty">変更された項目はありません。</p>;
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">項目</th>
          <th scope="col">変更前</th>
          <th scope="col">変更後</th>
        </tr>
      </thead>
      <tbody>
        {diff.map((d) => (
          <tr key={d.field}>
            <th scope="row">{d.label}</th>
            <td className={styles.value}>
              <span className={styles.mobileLabel}>変更前: </span>
              {d.before}
            </td>
            <td className={styles.value}>
              <span className={styles.mobileLabel}>変更後: </span>
              {d.after}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

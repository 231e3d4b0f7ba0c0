/** A loading indicator that screen readers announce. */
export function Spinner({ label = "読み込み中です" }: { readonly label?: string }) {
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="spinner__circle" aria-hidden="true" />
      <span className="spinner__label">{label}</span>
    </div>
  );
}

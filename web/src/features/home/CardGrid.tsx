import { type ReactNode, Suspense } from "react";

/** A section's cards as a list, or `empty` when there are none. */
export function CardGrid<T extends { readonly id: string }>({
  items,
  empty,
  className,
  renderItem,
}: {
  readonly items: readonly T[];
  readonly empty: string;
  readonly className: string | undefined;
  readonly renderItem: (item: T) => ReactNode;
}) {
  if (items.length === 0) return <p className="empty">{empty}</p>;
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id}>
          {/* Each card its own hydration unit, as in PagedList (ADR 185). */}
          <Suspense fallback={null}>{renderItem(item)}</Suspense>
        </li>
      ))}
    </ul>
  );
}

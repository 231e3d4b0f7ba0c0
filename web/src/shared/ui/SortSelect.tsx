import { SERVICE_SORT_OPTIONS } from "@iryo/domain/sort-options";
import { useId } from "react";
import { useSearchParams } from "react-router";
import styles from "./sort-select.module.css";

/** The service sort (newest update, highest rated, most reviews); changing it goes back to page 1. */
export function SortSelect({ value }: { readonly value: string }) {
  const [search, setSearch] = useSearchParams();
  const id = useId();
  return (
    <div className={styles.sortSelect}>
      <label htmlFor={id}>並び順</label>
      <SortOptions
        id={id}
        value={value}
        options={SERVICE_SORT_OPTIONS}
        onChange={(sort) => {
          const next = new URLSearchParams(search);
          next.set("sort", sort);
          next.delete("page_number");
          setSearch(next);
        }}
      />
    </div>
  );
}

/** The select of a list's sort options (the service sort, the review sort, the search's sort). */
export function SortOptions({
  id,
  value,
  options,
  onChange,
}: {
  readonly id: string;
  readonly value: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly onChange: (value: string) => void;
}) {
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

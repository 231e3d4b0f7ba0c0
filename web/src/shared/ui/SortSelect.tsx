import { SERVICE_SORT_OPTIONS } from "@iryo/domain/sort-options";
import { useId } from "react";
import { useSearchParams } from "react-router";
import "./sort-select.css";

/** The service sort (newest update, highest rated, most reviews); changing it goes back to page 1. */
export function SortSelect({ value }: { readonly value: string }) {
  const [search, setSearch] = useSearchParams();
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id}>並び順</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const next = new URLSearchParams(search);
          next.set("sort", event.target.value);
          next.delete("page_number");
          setSearch(next);
        }}
      >
        {SERVICE_SORT_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

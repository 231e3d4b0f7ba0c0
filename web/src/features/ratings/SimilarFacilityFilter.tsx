import {
  filterDescription,
  isFiltered,
  SIMILAR_FACILITY_DIMENSION,
  SIMILAR_FACILITY_DIMENSIONS,
  SIMILAR_FACILITY_HIDDEN_NOTE,
  type SimilarFacilityFilter,
} from "@iryo/domain/similar-facility";
import type { FormEvent } from "react";
import { useId } from "react";
import { Link, useNavigate } from "react-router";
import styles from "./ratings.module.css";

/** The figures of the filtered reviews, as the api answers them. */
export interface FilterFigure {
  readonly ratingCount: number;
  readonly scoredCount: number;
  readonly average?: number | null;
  readonly shown: boolean;
}

/**
 * 「似た施設のレビューで絞り込む」 (ADR 167): a GET form over the four reviewer attributes, so the filter lives
 * in the URL, the server renders the filtered page and the form works before the app has loaded. With
 * the app, submitting navigates without a reload. Below it the filtered reviews' average with its count.
 */
export function SimilarFacilityFilterForm({
  serviceId,
  filter,
  sort,
  figure,
}: {
  readonly serviceId: string;
  readonly filter: SimilarFacilityFilter;
  readonly sort: string;
  readonly figure: FilterFigure | null | undefined;
}) {
  const navigate = useNavigate();
  const baseId = useId();
  const action = `/services/${serviceId}/ratings-and-reviews`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string" && value !== "") next.set(key, value);
    }
    navigate(`${action}?${next.toString()}`);
  };
  const filtered = isFiltered(filter);
  const description = filterDescription(filter);
  return (
    <section className={styles.similarFilter} aria-labelledby={`${baseId}-heading`}>
      <h2 id={`${baseId}-heading`} className={styles.similarFilterHeading}>
        似た施設のレビューで絞り込む
      </h2>
      <form method="get" action={action} onSubmit={submit} className={styles.similarFilterForm}>
        <input type="hidden" name="sort" value={sort} />
        {SIMILAR_FACILITY_DIMENSIONS.map((d) => {
          const id = `${baseId}-${d}`;
          return (
            <label key={d} htmlFor={id} className={styles.similarFilterField}>
              {SIMILAR_FACILITY_DIMENSION[d].label}
              <select id={id} name={d} defaultValue={filter[d] ?? ""} key={`${d}-${filter[d] ?? ""}`}>
                <option value="">すべて</option>
                {SIMILAR_FACILITY_DIMENSION[d].codes.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </label>
          );
        })}
        <button type="submit" className="button button--primary">
          絞り込む
        </button>
        {filtered ? (
          <Link to={`${action}?sort=${sort}`} className={styles.similarFilterClear}>
            絞り込みを解除
          </Link>
        ) : null}
      </form>
      {figure ? (
        <p className={styles.similarFilterFigure} aria-live="polite">
          {figure.shown && figure.average !== null && figure.average !== undefined ? (
            <>
              {description}の評価 <strong>{figure.average.toFixed(1)}</strong>（{figure.scoredCount}件）
            </>
          ) : (
            <>
              {description}の評価は{SIMILAR_FACILITY_HIDDEN_NOTE}（{figure.ratingCount}件）。
            </>
          )}
        </p>
      ) : null}
    </section>
  );
}

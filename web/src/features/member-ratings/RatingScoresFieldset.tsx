import { RATING_CRITERIA, ratingScore } from "@iryo/domain/rating";
import type { RatingInput as RatingFormOutput } from "@iryo/domain/validation/rating-input";
import type { UseFormReturn } from "react-hook-form";
import formsStyles from "../../shared/forms/forms.module.css";
import styles from "./member-ratings.module.css";
import type { RatingFormValues } from "./rating-form-values";

/** The scores: five steps (or わからない) for each criterion, all optional. */
export function RatingScoresFieldset({
  form,
}: {
  readonly form: UseFormReturn<RatingFormValues, unknown, RatingFormOutput>;
}) {
  return (
    <fieldset className={styles.ratingFormScores}>
      <legend className={formsStyles.formFieldLabel}>
        評価<span className={formsStyles.formFieldOptional}>任意</span>
      </legend>
      <p className={formsStyles.formFieldHint}>
        各項目を5段階で評価してください。わからない項目は「わからない」を選べます。
      </p>
      {RATING_CRITERIA.map((c) => (
        <fieldset key={c.key} className={styles.ratingCriterion}>
          <legend>{c.label}</legend>
          <div className={formsStyles.formChoices}>
            {[...ratingScore.options].reverse().map((o) => (
              <label key={o.value}>
                <input type="radio" value={String(o.value)} {...form.register(`scores.${c.key}`)} />
                {o.label}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </fieldset>
  );
}

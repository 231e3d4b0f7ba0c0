import { MEETING_DURATION_MINUTES, MEETING_MIN_SLOTS } from "@iryo/domain/constants";
import { parseSlashDate, toSlashDate } from "@iryo/domain/tokyo-date";
import {
  earliestMeetingDate,
  MEETING_END_TIME_OPTIONS,
  MEETING_START_TIME_OPTIONS,
  type MeetingApplication,
} from "@iryo/domain/validation/meeting-application";
import type { UseFieldArrayReturn, UseFormReturn } from "react-hook-form";
import { FieldError, messageOf } from "../../shared/forms/FieldError";
import { FormField } from "../../shared/forms/FormField";
import formsStyles from "../../shared/forms/forms.module.css";
import { textInput } from "../../shared/forms/text-input";
import { type ApplyFormValues, emptySlot } from "./apply-form";
import styles from "./negotiations.module.css";
import { TimeSelect } from "./TimeSelect";

/** A slot's start and end: its field, the suffix of the select's id, the label and the times offered. */
const SLOT_TIMES = [
  { field: "start_time", idSuffix: "start", label: "開始", times: MEETING_START_TIME_OPTIONS },
  { field: "end_time", idSuffix: "end", label: "終了", times: MEETING_END_TIME_OPTIONS },
] as const;

/**
 * The preferred dates and times: a row per slot (date, start, end), at least MEETING_MIN_SLOTS, with
 * the holidays named under a date that falls on one.
 */
export function PreferredSlotsFieldset({
  form,
  slots,
  holidays,
}: {
  readonly form: UseFormReturn<ApplyFormValues, unknown, MeetingApplication>;
  readonly slots: UseFieldArrayReturn<ApplyFormValues, "preferred_slots">;
  /** Holiday names by yyyy/MM/dd. */
  readonly holidays: ReadonlyMap<string, string>;
}) {
  const slotErrors = form.formState.errors.preferred_slots;
  const listMessage = messageOf(slotErrors?.root ?? (slotErrors as { message?: string } | undefined));
  const earliest = toSlashDate(earliestMeetingDate(new Date()));
  return (
    <fieldset className={styles.formFieldset}>
      <legend>
        ご希望の日時（{MEETING_MIN_SLOTS}つ以上）<span className={formsStyles.formFieldRequired}>必須</span>
      </legend>
      <p className={formsStyles.formFieldHint}>
        平日（祝日を除く）の {MEETING_START_TIME_OPTIONS[0]}〜{MEETING_END_TIME_OPTIONS.at(-1)}{" "}
        の間で、1時間以上の時間帯を選んでください。商談は{MEETING_DURATION_MINUTES}
        分です。{earliest} 以降の日付を指定できます（3営業日後から）。
      </p>
      <FieldError message={listMessage} />
      {slots.fields.map((field, index) => {
        const slotError = slotErrors?.[index];
        const date = form.watch(`preferred_slots.${index}.date`);
        const key = parseSlashDate(date ?? "");
        const holiday = key ? holidays.get(toSlashDate(key)) : undefined;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a grid row of three fields; a fieldset's legend would take the first-child place the mobile layout spans
          <div className={styles.slotRow} key={field.id} role="group" aria-label={`第${index + 1}希望`}>
            <FormField
              id={`slot-${index}-date`}
              label={`第${index + 1}希望 日付`}
              error={slotError?.date}
              hint={holiday ? `${holiday}（祝日）のため選べません` : "yyyy/MM/dd"}
            >
              <input
                id={`slot-${index}-date`}
                inputMode="numeric"
                placeholder={earliest}
                {...textInput(form, `preferred_slots.${index}.date`, 10)}
              />
            </FormField>
            {SLOT_TIMES.map(({ field, idSuffix, label, times }) => (
              <FormField key={field} id={`slot-${index}-${idSuffix}`} label={label} error={slotError?.[field]}>
                <TimeSelect
                  id={`slot-${index}-${idSuffix}`}
                  times={times}
                  {...form.register(`preferred_slots.${index}.${field}`)}
                />
              </FormField>
            ))}
            {slots.fields.length > MEETING_MIN_SLOTS && (
              <button type="button" className={`button ${styles.slotRowRemove}`} onClick={() => slots.remove(index)}>
                第{index + 1}希望を削除
              </button>
            )}
          </div>
        );
      })}
      <button type="button" className="button" onClick={() => slots.append(emptySlot())}>
        希望日時を追加する
      </button>
    </fieldset>
  );
}

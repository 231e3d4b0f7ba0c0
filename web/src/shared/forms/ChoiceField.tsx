import { Choices } from "./Choices";
import { FieldError } from "./FieldError";
import styles from "./forms.module.css";

/**
 * A required choice among a classification's options: a fieldset whose legend is `label`, the radio
 * buttons or check boxes (`choicesClassName` lays them out), and the message, `errorId` naming it.
 */
export function ChoiceField({
  label,
  message,
  errorId,
  choicesClassName = styles.formChoices,
  ...choices
}: Omit<Parameters<typeof Choices>[0], "className"> & {
  readonly label: string;
  readonly message: string | undefined;
  readonly errorId?: string;
  readonly choicesClassName?: string;
}) {
  return (
    <fieldset className={styles.formField} aria-describedby={message ? errorId : undefined}>
      <legend className={styles.formFieldLabel}>
        {label}
        <span className={styles.formFieldRequired}>必須</span>
      </legend>
      <Choices className={choicesClassName} {...choices} />
      <FieldError message={message} id={errorId} />
    </fieldset>
  );
}

import type { UseFormRegisterReturn } from "react-hook-form";
import { FieldError } from "../../shared/forms/FieldError";
import formsStyles from "../../shared/forms/forms.module.css";
import styles from "./member-ratings.module.css";

/** A check box 「(document, linked in a new tab)に同意します」 with its message. */
export function AgreeCheck({
  href,
  document,
  registration,
  message,
}: {
  readonly href: string;
  readonly document: string;
  readonly registration: UseFormRegisterReturn;
  readonly message: string | undefined;
}) {
  return (
    <div className={message ? `${formsStyles.formField} ${formsStyles.formFieldError}` : formsStyles.formField}>
      <label className={styles.formCheck}>
        <input type="checkbox" {...registration} />
        <span>
          <a href={href} target="_blank" rel="noreferrer">
            {document}
          </a>
          に同意します
        </span>
      </label>
      <FieldError message={message} />
    </div>
  );
}

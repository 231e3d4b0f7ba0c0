import type { ReactNode } from "react";
import { FieldError, messageOf } from "./FieldError";
import styles from "./forms.module.css";

/** A labelled field: its input (`children`), 必須 or 任意, an optional hint and the field's message. */
export function FormField({
  id,
  label,
  error,
  hint,
  required = true,
  children,
}: {
  readonly id: string;
  readonly label: string;
  readonly error?: { message?: string | undefined } | undefined;
  readonly hint?: string;
  readonly required?: boolean;
  readonly children: ReactNode;
}) {
  const message = messageOf(error);
  return (
    <div className={message ? `${styles.formField} ${styles.formFieldError}` : styles.formField}>
      <label htmlFor={id} className={styles.formFieldLabel}>
        {label}
        {required ? (
          <span className={styles.formFieldRequired}>必須</span>
        ) : (
          <span className={styles.formFieldOptional}>任意</span>
        )}
      </label>
      {children}
      {hint && <p className={styles.formFieldHint}>{hint}</p>}
      <FieldError message={message} id={`${id}-error`} />
    </div>
  );
}

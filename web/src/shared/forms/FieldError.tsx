import { fieldErrorMessage } from "@iryo/domain/error-catalogue";
import styles from "./forms.module.css";

/** The message of a field, from the form's own rules or the server's map (encoded codes). */
export function messageOf(error: { message?: string | undefined } | undefined): string | undefined {
  return error?.message ? fieldErrorMessage(error.message) : undefined;
}

/** A field's message under it (`role="alert"`), when it has one. */
export function FieldError({ message, id }: { readonly message: string | null | undefined; readonly id?: string }) {
  return message ? (
    <p className={styles.formFieldMessage} id={id} role="alert">
      {message}
    </p>
  ) : null;
}

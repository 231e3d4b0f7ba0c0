import type { ComponentProps, ReactNode } from "react";
import { FormActions } from "./FormActions";
import styles from "./forms.module.css";

/** An account form: its fields (`children`), then FormActions with the primary `submit` button. */
export function AuthForm({
  onSubmit,
  submit,
  busy,
  children,
}: {
  readonly onSubmit: ComponentProps<"form">["onSubmit"];
  readonly submit: ReactNode;
  readonly busy?: boolean | undefined;
  readonly children: ReactNode;
}) {
  return (
    <form className={styles.authForm} noValidate onSubmit={onSubmit}>
      {children}
      <FormActions submit={submit} busy={busy} />
    </form>
  );
}

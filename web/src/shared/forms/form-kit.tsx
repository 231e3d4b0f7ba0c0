// Shared pieces of the account forms (SPEC §5): labelled fields with their messages, trim on blur,
// max lengths cut as typed, the 'has error input' toast, and server field errors onto fields.

import { CombinedGraphQLErrors } from "@apollo/client";
import { fieldErrorMessage, INPUT_ERROR_TOAST_MESSAGE } from "@iryo/domain/error-catalogue";
import type { ComponentProps, ReactNode } from "react";
import type { FieldErrors, FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from "react-hook-form";
import { showToast } from "../toast/toast-store";
import styles from "./forms.module.css";

/** handleSubmit's second argument: the 'has error input' toast. */
export function toastInputError(_errors: FieldErrors): void {
  showToast("error", INPUT_ERROR_TOAST_MESSAGE);
}

/** The message of a field, from the form's own rules or the server's map (encoded codes). */
export function messageOf(error: { message?: string | undefined } | undefined): string | undefined {
  return error?.message ? fieldErrorMessage(error.message) : undefined;
}

/**
 * Puts the server's `extensions.fieldErrors` onto the form's fields. `names` maps a server field
 * name to a form field name where they differ. Answers whether any field got a message.
 */
export function applyServerFieldErrors<T extends FieldValues, C, O>(
  error: unknown,
  form: UseFormReturn<T, C, O>,
  names: Readonly<Record<string, Path<T>>> = {},
): boolean {
  if (!CombinedGraphQLErrors.is(error)) return false;
  const fieldErrors = error.errors[0]?.extensions?.fieldErrors;
  if (!fieldErrors || typeof fieldErrors !== "object") return false;
  let applied = false;
  for (const [field, message] of Object.entries(fieldErrors as Record<string, unknown>)) {
    if (typeof message !== "string") continue;
    form.setError((names[field] ?? field) as Path<T>, { type: "server", message });
    applied = true;
  }
  return applied;
}

/**
 * The form's submit handler: input that breaks the rules gets the 'has error input' toast; valid
 * values go to `action`, and the field errors the server answers land on their fields (`names` as in
 * applyServerFieldErrors).
 */
export function submitHandler<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  action: (values: O) => Promise<unknown>,
  names?: Readonly<Record<string, Path<T>>>,
) {
  return form.handleSubmit(async (values) => {
    try {
      await action(values);
    } catch (error) {
      applyServerFieldErrors(error, form, names);
    }
  }, toastInputError);
}

/** register() plus trim on blur and a native maxLength (typing stops at the limit). */
export function textInput<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  name: Path<T>,
  maxLength?: number,
) {
  const registered = form.register(name, {
    onBlur: (event: { target: { value: unknown } }) => {
      const value = event.target.value;
      if (typeof value === "string" && value !== value.trim()) {
        form.setValue(name, value.trim() as never, { shouldValidate: form.formState.isSubmitted });
      }
    },
  });
  const invalid = Boolean(form.getFieldState(name, form.formState).error);
  return { ...registered, ...(maxLength ? { maxLength } : {}), "aria-invalid": invalid };
}

/** Full-width digits (what a Japanese IME often types) as ASCII; every other character dropped. */
export function onlyDigits(value: string): string {
  return value.replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0)).replace(/[^0-9]/g, "");
}

/**
 * A numeric code field (the 6-digit confirmation code): the phone's number pad, one-time-code
 * autofill, and only digits kept as typed or pasted (full-width ones converted), cut at `length`.
 */
export function digitsInput<T extends FieldValues, C, O>(form: UseFormReturn<T, C, O>, name: Path<T>, length: number) {
  const base = textInput(form, name, length);
  return {
    ...base,
    type: "text",
    inputMode: "numeric" as const,
    pattern: "[0-9]*",
    autoComplete: "one-time-code",
    onChange: (event: { target: HTMLInputElement; type?: string }) => {
      const digits = onlyDigits(event.target.value).slice(0, length);
      if (digits !== event.target.value) event.target.value = digits;
      return base.onChange(event);
    },
  };
}

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

/** A field's message under it (`role="alert"`), when it has one. */
export function FieldError({ message, id }: { readonly message: string | null | undefined; readonly id?: string }) {
  return message ? (
    <p className={styles.formFieldMessage} id={id} role="alert">
      {message}
    </p>
  ) : null;
}

/** A classification's options (value and label). */
type Options = readonly { readonly value: number; readonly label: string }[];

/** A `<div>` of radio buttons or check boxes, one a option, all registered as one field. */
export function Choices({
  type,
  options,
  registration,
  className,
}: {
  readonly type: "radio" | "checkbox";
  readonly options: Options;
  readonly registration: UseFormRegisterReturn;
  readonly className: string | undefined;
}) {
  return (
    <div className={className}>
      {options.map((o) => (
        <label key={o.value}>
          <input type={type} value={String(o.value)} {...registration} />
          {o.label}
        </label>
      ))}
    </div>
  );
}

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

/** A `<select>` of a classification's options, led by an empty 選択してください. */
export function OptionSelect({ options, ...select }: { readonly options: Options } & ComponentProps<"select">) {
  return (
    <select {...select}>
      <option value="">選択してください</option>
      {options.map((o) => (
        <option key={o.value} value={String(o.value)}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/** A centred card for the auth screens. */
export function AuthCard({
  title,
  lead,
  children,
}: {
  readonly title: string;
  readonly lead?: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <section className={`page ${styles.authPage}`}>
      <div className={styles.authCard}>
        <h1 className={styles.authCardTitle}>{title}</h1>
        {lead && <div className={styles.authCardLead}>{lead}</div>}
        {children}
      </div>
    </section>
  );
}

/** The actions under a form: `children` (e.g. a back button) and then the primary submit button. */
export function FormActions({
  submit,
  busy,
  children,
}: {
  readonly submit: ReactNode;
  readonly busy?: boolean | undefined;
  readonly children?: ReactNode;
}) {
  return (
    <div className={styles.formActions}>
      {children}
      <button type="submit" className="button button--primary" disabled={busy}>
        {submit}
      </button>
    </div>
  );
}

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

/**
 * The actions of a confirmation step: `back` (修正する unless named) returns to the input, the primary
 * `send` sends; both wait while `busy`.
 */
export function ConfirmActions({
  onBack,
  onSend,
  busy,
  send,
  back = "修正する",
}: {
  readonly onBack: () => void;
  readonly onSend: () => unknown;
  readonly busy: boolean;
  /** The send button's label; while `busy` it says 送信しています… instead. */
  readonly send: ReactNode;
  readonly back?: string;
}) {
  return (
    <div className={styles.formActions}>
      <button type="button" className="button" onClick={onBack} disabled={busy}>
        {back}
      </button>
      <button type="button" className="button button--primary" onClick={() => void onSend()} disabled={busy}>
        {busy ? "送信しています…" : send}
      </button>
    </div>
  );
}

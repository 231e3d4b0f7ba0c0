// The labelled text inputs of the forms: one field is a label, an input registered with trim on blur
// and a max length, a hint, and the field's message — written once here instead of in every form.

import { CONFIRMATION_CODE_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@iryo/domain/constants";
import { EMAIL_MAX_LENGTH } from "@iryo/domain/validation/email";
import type { InputHTMLAttributes } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { FormField } from "./FormField";
import { digitsInput, textInput } from "./text-input";

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "form" | "name" | "id" | "maxLength">;

export interface TextFieldProps<T extends FieldValues, C, O> extends InputProps {
  readonly form: UseFormReturn<T, C, O>;
  readonly name: Path<T>;
  readonly id: string;
  readonly label: string;
  readonly maxLength?: number | undefined;
  readonly hint?: string | undefined;
  readonly required?: boolean | undefined;
}

/** A labelled `<input>` (text unless `type` says otherwise) with its message under it. */
export function TextField<T extends FieldValues, C, O>({
  form,
  name,
  id,
  label,
  maxLength,
  hint,
  required,
  type = "text",
  ...input
}: TextFieldProps<T, C, O>) {
  return (
    <FormField
      id={id}
      label={label}
      error={form.getFieldState(name, form.formState).error}
      hint={hint}
      required={required}
    >
      <input id={id} type={type} {...input} {...textInput(form, name, maxLength)} />
    </FormField>
  );
}

/** An email address field (メールアドレス unless `label` says otherwise), cut at the address's max length. */
export function EmailField<T extends FieldValues, C, O>({
  label = "メールアドレス",
  autoComplete = "email",
  ...field
}: Omit<TextFieldProps<T, C, O>, "type" | "maxLength" | "label"> & { readonly label?: string }) {
  return <TextField {...field} label={label} type="email" autoComplete={autoComplete} maxLength={EMAIL_MAX_LENGTH} />;
}

/** The rule of a new password, as the hint under it says. */
const NEW_PASSWORD_HINT = `英字と数字を組み合わせて${PASSWORD_MIN_LENGTH}文字以上で入力してください。`;

/** A new password and its confirmation (`${label}（確認用）`), with the rule as a hint. */
export function NewPasswordFields<T extends FieldValues, C, O>({
  form,
  idPrefix,
  label,
  names,
}: {
  readonly form: UseFormReturn<T, C, O>;
  readonly idPrefix: string;
  readonly label: string;
  readonly names: readonly [password: Path<T>, confirmation: Path<T>];
}) {
  return (
    <>
      <TextField
        form={form}
        name={names[0]}
        id={`${idPrefix}-password`}
        label={label}
        hint={NEW_PASSWORD_HINT}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
      />
      <TextField
        form={form}
        name={names[1]}
        id={`${idPrefix}-password-confirmation`}
        label={`${label}（確認用）`}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
      />
    </>
  );
}

/** The 確認コード field: the code's digits only, with the number pad and one-time-code autofill. */
export function ConfirmationCodeField<T extends FieldValues, C, O>({
  form,
  name,
  id,
}: {
  readonly form: UseFormReturn<T, C, O>;
  readonly name: Path<T>;
  readonly id: string;
}) {
  return (
    <FormField
      id={id}
      label="確認コード"
      hint={`${CONFIRMATION_CODE_LENGTH}桁の数字で入力してください。`}
      error={form.getFieldState(name, form.formState).error}
    >
      <input id={id} {...digitsInput(form, name, CONFIRMATION_CODE_LENGTH)} />
    </FormField>
  );
}

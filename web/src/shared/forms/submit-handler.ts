// The submit side of the forms: the 'has error input' toast for input that breaks the rules, and the
// server's field errors put onto the form's fields.

import { CombinedGraphQLErrors } from "@apollo/client";
import { INPUT_ERROR_TOAST_MESSAGE } from "@iryo/domain/error-catalogue";
import type { FieldErrors, FieldValues, Path, UseFormReturn } from "react-hook-form";
import { dismissToastWith, showToast } from "../toast/toast-store";

/** handleSubmit's second argument: the 'has error input' toast. */
export function toastInputError(_errors: FieldErrors): void {
  showToast("error", INPUT_ERROR_TOAST_MESSAGE);
}

/** Input that now passes the rules: the 'has error input' toast of an earlier attempt goes. */
export function clearInputError(): void {
  dismissToastWith(INPUT_ERROR_TOAST_MESSAGE);
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
    clearInputError();
    try {
      await action(values);
    } catch (error) {
      applyServerFieldErrors(error, form, names);
    }
  }, toastInputError);
}

// register() for text inputs: trim on blur, max lengths cut as typed, and digits-only code fields.

import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

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

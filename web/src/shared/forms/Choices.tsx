import type { UseFormRegisterReturn } from "react-hook-form";

/** A classification's options (value and label). */
export type Options = readonly { readonly value: number; readonly label: string }[];

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

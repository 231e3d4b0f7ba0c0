import type { ComponentProps } from "react";
import type { Options } from "./Choices";

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

import type { ComponentProps } from "react";

/** A select of meeting times (HH:MM), 選択 first. */
export function TimeSelect({ times, ...select }: ComponentProps<"select"> & { readonly times: readonly string[] }) {
  return (
    <select {...select}>
      <option value="">選択</option>
      {times.map((t) => (
        <option key={t} value={t}>
          {t}
        </option>
      ))}
    </select>
  );
}

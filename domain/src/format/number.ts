// Numbers with thousands separators (SPEC §5 max/min value, §9 display).

const WITH_SEPARATORS = /^-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;

// One formatter for every call: `toLocaleString` with options builds a new one each time, which a
// page of twenty cards felt at start-up (ADR 095).
const SEPARATED = new Intl.NumberFormat("en-US", { maximumFractionDigits: 20 });

/** "1,234,567" for 1234567; decimals are kept as given. */
export function formatNumber(value: number): string {
  return SEPARATED.format(value);
}

/**
 * Reads a number typed with or without thousands separators ("1,000", "1000", "-2.5"); full-width
 * digits and commas are accepted. Misplaced separators ("1,00") or anything else give undefined.
 */
export function parseNumber(text: string): number | undefined {
  const normalized = text.normalize("NFKC").trim();
  if (!WITH_SEPARATORS.test(normalized)) return undefined;
  return Number(normalized.replaceAll(",", ""));
}

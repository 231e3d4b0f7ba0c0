// Numbers with thousands separators (product §5 max/min value, §9 display).

const WITH_SEPARATORS = /^-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;

// Written out rather than with Intl.NumberFormat: the first Intl formatter of a page loads the ICU
// number data, about 25 ms of main thread on a desktop and 100 ms on a throttled phone, in the middle
// of the first load (ADR 095). A property test holds both functions to Intl's output.
const GROUPS = /\B(?=(\d{3})+(?!\d))/g;

let fallback: Intl.NumberFormat | undefined;
/** Values whose shortest decimal form is not plain digits (≥ 1e21, < 1e-6, NaN, ±Infinity). */
function viaIntl(value: number, fractionDigits?: number): string {
  if (fractionDigits !== undefined) {
    return new Intl.NumberFormat("en-US", {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    }).format(value);
  }
  fallback ??= new Intl.NumberFormat("en-US", { maximumFractionDigits: 20 });
  return fallback.format(value);
}

/** Intl keeps the sign of -0 and of a negative value that rounds to zero ("-0.0"). */
function isNegative(value: number): boolean {
  return value < 0 || Object.is(value, -0);
}

function group(integerDigits: string): string {
  return integerDigits.replace(GROUPS, ",");
}

/** "1,234,567" for 1234567; decimals are kept as given. */
export function formatNumber(value: number): string {
  const plain = String(Math.abs(value));
  // Intl stops at 20 decimals (rounding the rest); such values are left to it.
  if (!/^\d+(\.\d{1,20})?$/.test(plain)) return viaIntl(value);
  const [integer = "", fraction] = plain.split(".");
  return `${isNegative(value) ? "-" : ""}${group(integer)}${fraction === undefined ? "" : `.${fraction}`}`;
}

/**
 * "4.2" for 4.16: one decimal, rounded half away from zero on the number's decimal form (as
 * Intl.NumberFormat rounds, so 1.15 gives 1.2 although its binary value is a little below 1.15).
 */
export function formatOneDecimal(value: number): string {
  const plain = String(Math.abs(value));
  if (!/^\d+(\.\d+)?$/.test(plain)) return viaIntl(value, 1);
  const [integer = "0", fraction = ""] = plain.split(".");
  // Tenths as a whole number, then half up on the hundredths digit.
  let tenths = BigInt(integer) * 10n + BigInt(fraction[0] ?? "0");
  if ((fraction[1] ?? "0") >= "5") tenths += 1n;
  const text = `${group((tenths / 10n).toString())}.${(tenths % 10n).toString()}`;
  return isNegative(value) ? `-${text}` : text;
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

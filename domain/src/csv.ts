// The one CSV writer of the portal (ADR 149, 151, 207): every export (the audit log in the browser, the lead
// and seminar enrolment lists on the api) goes through `toCsv`, so a cell is escaped the same way everywhere.
// RFC 4180 quoting, CRLF line ends, and a UTF-8 byte order mark so that Excel opens Japanese text correctly.

/** The byte order mark Excel needs to read a CSV file as UTF-8. */
export const UTF8_BOM = "\uFEFF";

/**
 * The first characters that make a spreadsheet read a cell as a formula (OWASP "CSV Injection"): = + - @,
 * tab (0x09) and carriage return (0x0D). A cell starting with one gets a leading apostrophe, so it is text.
 */
const CSV_FORMULA_TRIGGERS = ["=", "+", "-", "@", "\t", "\r"] as const;

/** One field: a formula trigger defused with a leading apostrophe, then always quoted, inner quotes doubled. */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? "" : String(value);
  const safe = CSV_FORMULA_TRIGGERS.some((t) => text.startsWith(t)) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** The CSV text of a header row and rows: the BOM first, every field quoted, every row ended with CRLF. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
): string {
  return `${UTF8_BOM}${[header, ...rows].map((row) => `${row.map(csvCell).join(",")}\r\n`).join("")}`;
}

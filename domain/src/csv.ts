// CSV for download (the audit log export, ADR 149): RFC 4180 quoting, CRLF line ends, and a UTF-8 byte
// order mark so that Excel opens Japanese text correctly.

/** The byte order mark Excel needs to read a CSV file as UTF-8. */
export const UTF8_BOM = "\uFEFF";

function cell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? "" : String(value);
  // A cell starting with = + - @ is a formula in Excel: a leading apostrophe keeps it text.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The CSV text of a header row and rows, with the BOM first. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
): string {
  const lines = [header, ...rows].map((row) => row.map(cell).join(","));
  return `${UTF8_BOM}${lines.join("\r\n")}\r\n`;
}

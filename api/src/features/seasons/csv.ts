import { EXPORT_COLUMNS, type ExportRow } from '@clipclub/protocol';

// CSV as spreadsheets read it (RFC 4180), safe against formula injection: a cell a spreadsheet
// would run as a formula (starting with = + - @, a tab or a carriage return) is prefixed with a
// quote, so it reads as text (docs/rules.md §9, `csvSafeCell`).
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A header row, then one row per vote line, CRLF line ends. */
export function toCsv(rows: readonly ExportRow[]): string {
  const lines = [EXPORT_COLUMNS.join(',')];
  for (const row of rows) lines.push(EXPORT_COLUMNS.map((c) => csvCell(row[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

// Text that comes in from a player or an external service, made safe before it is stored
// (docs/rules.md §9). Zod-free so the web app and the api share it.

// C0 and C1 control characters and DEL. NUL makes PostgreSQL refuse the row; the others hide
// in names or break the formats a text is written into (mail, iCalendar, CSV).
const CONTROLS = /[\u0000-\u001F\u007F-\u009F]/g;
// Except tab and line feed, which a multi-line text keeps.
const CONTROLS_BUT_TAB_LF = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
// Bidirectional embeddings, overrides and isolates: they let a name read as another
// ('\u202Egnp.exe' shows as 'exe.png').
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
const LINE_BREAKS = /\r\n?|[\n\u2028\u2029\u0085]/g;

/**
 * A one-line text (name, room name, theme, video title): a line break or tab becomes a space,
 * other control characters and bidi controls are dropped, so 'G\nBEGIN:VEVENT' can never
 * start a new line in a mail, a calendar or a CSV.
 */
export function cleanLine(value: string): string {
  return value.replace(LINE_BREAKS, ' ').replace(/\t/g, ' ').replace(CONTROLS, '').replace(BIDI_CONTROLS, '');
}

/**
 * A multi-line text (description, commentary, comment): line breaks are kept as '\n' (CR LF
 * and lone CR become one), tabs stay; other control characters and bidi controls are dropped.
 */
export function cleanText(value: string): string {
  return value.replace(LINE_BREAKS, '\n').replace(CONTROLS_BUT_TAB_LF, '').replace(BIDI_CONTROLS, '');
}

// A spreadsheet runs a cell that starts with one of these as a formula.
const FORMULA_START = /^[=+\-@\t\r]/;

/** A CSV cell's text, with a formula-looking start defused by a leading apostrophe (OWASP). */
export function csvSafeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

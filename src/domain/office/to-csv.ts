/** A CSV cell: text, a number, or nothing (an empty cell). */
export type CsvCell = string | number | null | undefined;

// A spreadsheet runs a cell that starts with one of these as a formula (OWASP "CSV injection"),
// so a subscriber who typed '=HYPERLINK(…)' as a name could act on the reader's machine. Tab and
// carriage return count too: some programs strip them and then read what follows.
const INVISIBLE_START = /^[\t\r]/;
// A spreadsheet in a locale whose separator is ';' (or one that guesses tab) splits the file where
// this one does not: a cell of it may then begin right after a separator or a line break inside a
// cell. A formula sign at a cell's start, or after such a separator, with only quotes and spaces
// (which a reader may trim) before it, gets an apostrophe.
const FORMULA_SIGN = /(^|[,;\t\r\n|])([ "]*)(?=[=+\-@])/g;
// A cell must be quoted when it holds the separator, a quote or a line break (RFC 4180).
const NEEDS_QUOTES = /[",\r\n]/;

function cellText(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  // Numbers are written as numbers: a negative amount is data, not a formula.
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const guarded = cell.replace(FORMULA_SIGN, "$1$2'");
  const text = INVISIBLE_START.test(guarded) ? `'${guarded}` : guarded;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of a CSV file, CRLF-terminated, written as toCsv writes its lines (for a file streamed in parts). */
export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(cellText).join(',')}\r\n`;
}

/**
 * The exports' one separator is the comma, said in their type (RFC 4180's `header` parameter: the
 * first row names the columns) and beside the office's download links. A `sep=,` first line would
 * say it to Excel too, but Excel then ignores the byte-order mark and garbles every non-Latin name.
 */
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8; header=present';

/** What the office says beside a download link, for whoever opens the file by hand. */
export const CSV_FORMAT_NOTE = 'comma-separated, UTF-8, first row names the columns';

/** What a CSV file starts with: the byte-order mark that makes Excel read UTF-8. */
export const CSV_BOM = '\uFEFF';

/**
 * A CSV file for spreadsheets: a byte-order mark (so Excel reads it as UTF-8), the header row,
 * then one line per row, comma-separated and CRLF-terminated (RFC 4180); text that a spreadsheet
 * would run as a formula (starting with = + - @, tab or carriage return) gets a leading apostrophe,
 * and so does a formula sign after a separator or line break inside a cell, so that a spreadsheet
 * reading the file with ';' or tab as its separator finds no formula either.
 */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvCell[]>): string {
  const lines = [header.map(cellText).join(',')];
  for (const row of rows) {
    if (row.length !== header.length)
      throw new RangeError(`a CSV row has ${row.length} cells for ${header.length} columns`);
    lines.push(row.map(cellText).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

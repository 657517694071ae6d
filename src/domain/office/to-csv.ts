/** A CSV cell: text, a number, or nothing (an empty cell). */
export type CsvCell = string | number | null | undefined;

// A spreadsheet runs a cell that starts with one of these as a formula (OWASP "CSV injection"),
// so a subscriber who typed '=HYPERLINK(…)' as a name could act on the reader's machine. Tab and
// carriage return count too: some programs strip them and then read what follows.
const FORMULA_START = /^[=+\-@\t\r]/;
// A cell must be quoted when it holds the separator, a quote or a line break (RFC 4180).
const NEEDS_QUOTES = /[",\r\n]/;

function cellText(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  // Numbers are written as numbers: a negative amount is data, not a formula.
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of a CSV file, CRLF-terminated, written as toCsv writes its lines (for a file streamed in parts). */
export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(cellText).join(',')}\r\n`;
}

/** What a CSV file starts with: the byte-order mark that makes Excel read UTF-8. */
export const CSV_BOM = '\uFEFF';

/**
 * A CSV file for spreadsheets: a byte-order mark (so Excel reads it as UTF-8), the header row,
 * then one line per row, comma-separated and CRLF-terminated (RFC 4180); text that a spreadsheet
 * would run as a formula (starting with = + - @, tab or carriage return) gets a leading apostrophe.
 */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvCell[]>): string {
  const lines = [header.map(cellText).join(',')];
  for (const row of rows) {
    if (row.length !== header.length) throw new RangeError(`a CSV row has ${row.length} cells for ${header.length} columns`);
    lines.push(row.map(cellText).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

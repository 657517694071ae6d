/**
 * How a spreadsheet program splits a CSV file when it guesses the separator: fields end at the
 * separator and records at CR or LF; a field is quoted only when its first character is a quote
 * (a quote further in is a plain character), and a quoted field's doubled quotes are one quote.
 * A file read with a separator other than its own gives the cells a program in another locale shows.
 */
export function spreadsheetCells(text: string, separator: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let i = 0;
  const body = text.replace(/^\uFEFF/, '');
  while (i < body.length) {
    let cell = '';
    if (body[i] === '"') {
      i += 1;
      while (i < body.length) {
        if (body[i] === '"' && body[i + 1] === '"') {
          cell += '"';
          i += 2;
        } else if (body[i] === '"') {
          i += 1;
          break;
        } else cell += body[i++];
      }
    }
    while (i < body.length && body[i] !== separator && body[i] !== '\r' && body[i] !== '\n') cell += body[i++];
    record.push(cell);
    if (body[i] === separator) {
      i += 1;
      continue;
    }
    if (body[i] === '\r' && body[i + 1] === '\n') i += 2;
    else i += 1;
    records.push(record);
    record = [];
  }
  return records;
}

// A cell that is a number (a negative amount included) is data; any other cell a spreadsheet would run.
const NUMBER = /^[+-]?\d+(\.\d+)?$/;

/** The cells a spreadsheet would run as a formula: text beginning (after spaces) with = + - or @. */
export function formulaCells(records: string[][]): string[] {
  return records.flat().filter((cell) => /^\s*[=+\-@]/.test(cell) && !NUMBER.test(cell.trim()));
}

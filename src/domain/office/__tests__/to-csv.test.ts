import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formulaCells, spreadsheetCells } from './spreadsheet-cells.ts';
import { csvLine, toCsv } from '../to-csv.ts';

const BOM = '\uFEFF';

describe('toCsv', () => {
  it('starts with a byte-order mark and the header row, and ends every line with CRLF', () => {
    expect(
      toCsv(
        ['Email', 'Status'],
        [
          ['ana@example.com', 'confirmed'],
          ['bo@example.com', 'pending'],
        ],
      ),
    ).toBe(`${BOM}Email,Status\r\nana@example.com,confirmed\r\nbo@example.com,pending\r\n`);
  });

  it('writes only the header for no rows', () => {
    expect(toCsv(['Email'], [])).toBe(`${BOM}Email\r\n`);
  });

  it('quotes cells holding a comma, a quote or a line break, doubling the quotes', () => {
    expect(toCsv(['a', 'b', 'c', 'd'], [['Smith, Ann', 'say "hi"', 'two\nlines', 'cr\rlf']])).toBe(
      `${BOM}a,b,c,d\r\n"Smith, Ann","say ""hi""","two\nlines","cr\rlf"\r\n`,
    );
  });

  it('keeps letters of every script as they are (UTF-8)', () => {
    expect(toCsv(['name'], [['Жанна Ёлкина'], ['José Müller'], ['王芳']])).toBe(
      `${BOM}name\r\nЖанна Ёлкина\r\nJosé Müller\r\n王芳\r\n`,
    );
  });

  it('writes empty cells for null and undefined, and numbers as numbers, negative ones included', () => {
    expect(toCsv(['a', 'b', 'c', 'd'], [[null, undefined, -12.5, 0]])).toBe(`${BOM}a,b,c,d\r\n,,-12.5,0\r\n`);
  });

  it('puts an apostrophe before text a spreadsheet would run as a formula', () => {
    const rows = [
      ['=HYPERLINK("http://evil.example","x")'],
      ['+1+2'],
      ['-2+3'],
      ['@SUM(A1)'],
      ['\t=1'],
      ['\r=1'],
      ['a=b'],
      ['safe - text'],
    ];
    expect(toCsv(['cell'], rows).split('\r\n').slice(1, -1)).toEqual([
      `"'=HYPERLINK(""http://evil.example"",""x"")"`,
      `'+1+2`,
      `'-2+3`,
      `'@SUM(A1)`,
      `'\t'=1`,
      `"'\r'=1"`,
      'a=b',
      'safe - text',
    ]);
  });

  it('puts an apostrophe before a formula that a separator or line break inside a cell would start, for readers splitting on ; or tab', () => {
    expect(csvLine(['Ann;=HYPERLINK("http://evil.example")'])).toBe(`"Ann;'=HYPERLINK(""http://evil.example"")"\r\n`);
    expect(csvLine(['a\t+1', 'b\n@SUM(A1)', 'c; "-2+3', 'd,=1'])).toBe(
      `a\t'+1,"b\n'@SUM(A1)","c; ""'-2+3","d,'=1"\r\n`,
    );
    // Text with no separator before its signs is left alone.
    expect(csvLine(['safe - text', 'a=b'])).toBe('safe - text,a=b\r\n');
  });

  it('gives no formula to a spreadsheet splitting on , ; or tab, whatever the names hold', () => {
    const rows = [
      ['Ann;=HYPERLINK("http://evil.example","x")', 'b;+1', 'x'],
      ['2;"=1+1"', 'y\t-3+4', '=cmd'],
      ['z\r\n@SUM(A1)', '-12.5', 'w, =2'],
    ];
    const csv = toCsv(['a', 'b', 'c'], rows);
    for (const separator of [',', ';', '\t']) expect(formulaCells(spreadsheetCells(csv, separator))).toEqual([]);
  });

  it('guards the header row too', () => {
    expect(toCsv(['=cmd'], [])).toBe(`${BOM}'=cmd\r\n`);
  });

  it('refuses a row whose length differs from the header', () => {
    expect(() => toCsv(['a', 'b'], [['only one']])).toThrow(RangeError);
  });
});

/** A plain RFC 4180 reader, to check that what toCsv writes reads back as the cells it was given. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  return rows;
}

// Text made of the characters that matter here: separators, line breaks, quotes and formula signs.
const trickyText = fc.string({
  unit: fc.constantFrom('a', '1', ' ', '=', '+', '-', '@', '\t', '\r', '\n', ',', ';', '"', "'"),
});
const withoutApostrophes = (cell: string) => cell.replaceAll("'", '');

describe('toCsv, whatever the text', () => {
  it('reads back as the same cells, formula-looking ones with their apostrophe', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: 'grapheme' }), { minLength: 3, maxLength: 3 }), { maxLength: 5 }),
        (rows) => {
          const csv = toCsv(['a', 'b', 'c'], rows);
          expect(csv.startsWith(BOM)).toBe(true);
          const read = readCsv(csv.slice(1));
          expect(read.map((row) => row.map(withoutApostrophes))).toEqual([
            ['a', 'b', 'c'],
            ...rows.map((row) => row.map(withoutApostrophes)),
          ]);
        },
      ),
    );
  });

  it('reads back as the same cells but for apostrophes, and gives a spreadsheet splitting on , ; or tab no formula', () => {
    fc.assert(
      fc.property(fc.array(fc.array(trickyText, { minLength: 3, maxLength: 3 }), { maxLength: 5 }), (rows) => {
        const csv = toCsv(['a', 'b', 'c'], rows);
        expect(readCsv(csv.slice(1)).map((row) => row.map(withoutApostrophes))).toEqual([
          ['a', 'b', 'c'],
          ...rows.map((row) => row.map(withoutApostrophes)),
        ]);
        for (const separator of [',', ';', '\t']) expect(formulaCells(spreadsheetCells(csv, separator))).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import { missingTextsSummary, missingTextsTable } from '../content/missing-texts-table.ts';

describe('missingTextsTable', () => {
  it('prints one row per culture and file with the pointers, then the count per culture', () => {
    const table = missingTextsTable([
      { culture: 'tr', file: 'schools/b.json', pointer: '/shortDescription' },
      { culture: 'de', file: 'schools/a.json', pointer: '/courses/0/name' },
      { culture: 'de', file: 'schools/a.json', pointer: '/courses/0/description' },
      { culture: 'de', file: 'seo/de.json', pointer: '/home/text' },
    ]).split('\n');
    expect(table[0]).toMatch(/^culture {2}file +count {2}fields$/);
    expect(table.slice(1, 4).map((line) => line.replace(/ +/g, ' '))).toEqual([
      'de schools/a.json 2 /courses/0/name /courses/0/description',
      'de seo/de.json 1 /home/text',
      'tr schools/b.json 1 /shortDescription',
    ]);
    expect(table.at(-1)).toBe('4 texts missing (ru 0, en 0, es 0, pt 0, de 3, fr 0, tr 1, zh 0)');
  });

  it('says so when nothing is missing', () => {
    expect(missingTextsTable([]).split('\n').at(-1)).toBe('Every culture has every text.');
    expect(missingTextsSummary([])).toBe('0 texts missing (ru 0, en 0, es 0, pt 0, de 0, fr 0, tr 0, zh 0)');
  });
});

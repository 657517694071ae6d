import { describe, expect, it } from 'vitest';
import { CULTURES } from '#domain/culture.ts';
import { getDictionary } from '#i18n/get-dictionary.ts';
import { PRICE_TABLE_COLUMNS, priceTableLabelsCss } from '../price-table-labels.ts';

describe('priceTableLabelsCss', () => {
  const css = priceTableLabelsCss();

  it("names every column's cells in every culture, in the culture's words, where the table is narrow", () => {
    expect(css).toMatch(/^@container \(max-width: 32rem\)\{/);
    for (const culture of CULTURES)
      for (const [table, keys] of Object.entries(PRICE_TABLE_COLUMNS))
        keys.forEach((key, column) => {
          const label = getDictionary(culture)[key];
          expect(label, `${culture} ${key}`).toBeTruthy();
          expect(css).toContain(
            `html[lang="${culture}"] .${table} td:nth-of-type(${column + 1})::before{content:${JSON.stringify(label)}}`,
          );
        });
  });

  it('writes a name as a CSS string, its quotes escaped', () => {
    expect(css).not.toMatch(/content:"[^"\\]*"[^}]/);
  });
});

import type { AstroIntegration } from 'astro';
import { CULTURES } from '../domain/culture.ts';
import { getDictionary } from '../i18n/get-dictionary.ts';

/**
 * The columns of the school page's price tables whose name each cell shows where a table is
 * narrow (global.css, issue 29), in the order of their cells: the class of the table's box and
 * the dictionary key of each column.
 */
export const PRICE_TABLE_COLUMNS = {
  'course-prices': ['course.col.lessons', 'course.col.schedule', 'course.col.price'],
  'housing-prices': ['housing.col.room', 'housing.col.meals', 'housing.col.price'],
  'transfer-prices': ['transfer.col.oneWay', 'transfer.col.return'],
} as const;

export const PRICE_TABLE_LABELS_MODULE = 'virtual:price-table-labels.css';
const RESOLVED = `\0${PRICE_TABLE_LABELS_MODULE}`;

/**
 * The stylesheet that names the cells: one rule a culture and column. The names are written once
 * in the school page's stylesheet, cached for every page, rather than in an attribute of every
 * cell of every page (1.5 KB a page).
 */
export function priceTableLabelsCss(): string {
  const rules = CULTURES.flatMap((culture) => {
    const dictionary = getDictionary(culture);
    return Object.entries(PRICE_TABLE_COLUMNS).flatMap(([table, keys]) =>
      keys.map(
        (key, column) =>
          `html[lang="${culture}"] .${table} td:nth-of-type(${column + 1})::before{content:${JSON.stringify(dictionary[key] ?? '')}}`,
      ),
    );
  });
  return `@container (max-width: 32rem){${rules.join('')}}\n`;
}

/** Serves priceTableLabelsCss() as the module `virtual:price-table-labels.css`, which the price tables import. */
export const priceTableLabels: AstroIntegration = {
  name: 'linguatrips:price-table-labels',
  hooks: {
    'astro:config:setup': ({ updateConfig }) => {
      updateConfig({
        vite: {
          plugins: [
            {
              name: 'linguatrips:price-table-labels',
              resolveId: (id: string) => (id === PRICE_TABLE_LABELS_MODULE ? RESOLVED : undefined),
              load: (id: string) => (id === RESOLVED ? priceTableLabelsCss() : undefined),
            },
          ],
        },
      });
    },
  },
};

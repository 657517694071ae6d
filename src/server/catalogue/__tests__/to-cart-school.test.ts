import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CULTURES } from '#domain/culture.ts';
import { cartSchoolOf } from '#domain/cart/cart-school.ts';
import { toSchoolData } from '#domain/catalogue/to-school-data.ts';
import { loadContent } from '#server/catalogue/content/load-content.ts';
import { toCartSchool } from '#domain/catalogue/to-cart-school.ts';
import { shownPricedSchool } from '#domain/catalogue/shown-price-list.ts';

const ROOT = resolve(import.meta.dirname, '../../../..');

describe('toCartSchool', () => {
  // The server prices what the island shows only if both read the same rules from the school:
  // the island reads cartSchoolOf of the page's data, in every culture (meal names aside).
  it.each([
    ['the fixture catalogue', 'tests/fixtures/content'],
    ['the demo catalogue', 'content'],
  ])('gives the rules the cart island reads for every school of %s', (_name, dir) => {
    const catalogue = loadContent(resolve(ROOT, dir));
    for (const stored of catalogue.schools) {
      const school = shownPricedSchool(stored, '2026-12-07');
      for (const culture of CULTURES) {
        const data = toSchoolData(school, {
          culture,
          places: catalogue.places,
          rating: { overall: 0, school: 0, accommodation: 0, course: 0, spareTime: 0 },
          review: null,
          reviewsCount: 0,
          blobStorageUrl: '/files',
        });
        const rules = toCartSchool(school, data.currency);
        const shown = cartSchoolOf(data);
        const withoutNames = <T extends { name: string }>({ name: _name, ...rest }: T) => rest;
        const withoutMealNames = (housings: (typeof rules)['accommodations']) =>
          housings.map((housing) => ({ ...housing, foods: housing.foods.map(({ id, type }) => ({ id, type })) }));
        expect(
          {
            ...shown,
            courses: shown.courses.map(withoutNames),
            transfers: shown.transfers.map(withoutNames),
            accommodations: withoutMealNames(shown.accommodations.map(withoutNames)),
          },
          `${school.slug} ${culture}`,
        ).toEqual({
          ...rules,
          accommodations: withoutMealNames(rules.accommodations),
        });
      }
    }
  });
});

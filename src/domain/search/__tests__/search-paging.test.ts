import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findSchools } from '../find-schools.ts';
import { readSearchPath } from '../read-search-path.ts';
import { searchAddress } from '../search-address.ts';
import { defaultSearchFilters, SEARCH_PAGE_SIZE } from '../search-filters.ts';
import { searchPageCount, searchPageLinks, searchPagePath } from '../search-paging.ts';
import { entry } from './entry-builder.ts';

describe('searchPageCount', () => {
  it('cuts results into pages of ten (spec section 9), keeping one page when there are none', () => {
    expect(SEARCH_PAGE_SIZE).toBe(10);
    expect([0, 1, 10, 11, 20, 21, 2000].map(searchPageCount)).toEqual([1, 1, 1, 2, 2, 3, 200]);
  });

  it('has exactly the pages findSchools fills', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 45 }), fc.integer({ min: 0, max: 45 }), (exact, similar) => {
        const entries = [
          ...Array.from({ length: exact }, (_, i) => entry(i + 1)),
          ...Array.from({ length: similar }, (_, i) => entry(500 + i, { hasAccommodation: false })),
        ];
        const filters = defaultSearchFilters({ language: 'english' });
        const pages = searchPageCount(exact + similar);
        const last = findSchools(entries, filters, pages);
        expect(last.hasMore).toBe(false);
        expect(last.exact.items.length + last.approximate.items.length).toBe(
          exact + similar === 0 ? 0 : exact + similar - (pages - 1) * SEARCH_PAGE_SIZE,
        );
        if (pages > 1) expect(findSchools(entries, filters, pages - 1).hasMore).toBe(true);
      }),
    );
  });
});

describe('searchPagePath and searchAddress', () => {
  it('gives the first page its place address and the others /page/{n}/', () => {
    expect(searchPagePath('/en/english/', 1)).toBe('/en/english/');
    expect(searchPagePath('/en/english/malta/', 2)).toBe('/en/english/malta/page/2/');
    expect(() => searchPagePath('/en/english/', 0)).toThrow(/whole number/);
    expect(() => searchPagePath('/en/english/', 1.5)).toThrow(/whole number/);
  });

  it('keeps the query after the page', () => {
    const filters = {
      ...defaultSearchFilters({ language: 'english', country: 'malta', city: 'st_julians' }),
      sort: 'cheapFirst' as const,
    };
    expect(searchAddress('en', filters)).toBe('/en/english/malta/st_julians/?sort=cheapfirst');
    expect(searchAddress('en', filters, 3)).toBe('/en/english/malta/st_julians/page/3/?sort=cheapfirst');
  });
});

describe('readSearchPath', () => {
  it('reads the place and the page, first page when none', () => {
    expect(readSearchPath('/en/english/')).toEqual({
      place: { language: 'english', country: undefined, city: undefined },
      page: 1,
    });
    expect(readSearchPath('/en/English/page/4/')).toEqual({
      place: { language: 'english', country: undefined, city: undefined },
      page: 4,
    });
    expect(readSearchPath('/ru/english/malta/st_julians/page/2/')).toEqual({
      place: { language: 'english', country: 'malta', city: 'st_julians' },
      page: 2,
    });
  });

  it('reads a page that is not a whole number from 1 as the first', () => {
    for (const tail of ['0', '-1', '2.5', 'two', '01'])
      expect(readSearchPath(`/en/english/page/${tail}/`).page, tail).toBe(1);
  });

  it('is the inverse of searchAddress', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(undefined, 'malta'),
        fc.constantFrom(undefined, 'st_julians'),
        fc.integer({ min: 1, max: 999 }),
        (country, city, page) => {
          const filters = defaultSearchFilters({ language: 'english', country, city });
          const read = readSearchPath(searchAddress('de', filters, page));
          expect(read).toEqual({
            place: { language: 'english', country, city: country === undefined ? undefined : city },
            page,
          });
        },
      ),
    );
  });
});

describe('searchPageLinks', () => {
  const shown = (page: number, count: number) =>
    searchPageLinks(page, count).map((link) => (link.kind === 'page' ? link.page : '…'));

  it('links the first, the last and the current page with two on each side', () => {
    expect(shown(1, 1)).toEqual([1]);
    expect(shown(1, 3)).toEqual([1, 2, 3]);
    expect(shown(1, 20)).toEqual([1, 2, 3, '…', 20]);
    expect(shown(10, 20)).toEqual([1, '…', 8, 9, 10, 11, 12, '…', 20]);
    expect(shown(4, 20)).toEqual([1, 2, 3, 4, 5, 6, '…', 20]);
    expect(shown(20, 20)).toEqual([1, '…', 18, 19, 20]);
  });

  it('always links the pages next to the current one, so following links reaches every page', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.integer({ min: 0, max: 299 }), (count, offset) => {
        const page = (offset % count) + 1;
        const pages = searchPageLinks(page, count).flatMap((link) => (link.kind === 'page' ? [link.page] : []));
        expect(pages).toContain(page);
        if (page > 1) expect(pages).toContain(page - 1);
        if (page < count) expect(pages).toContain(page + 1);
        expect(pages).toEqual([...pages].sort((a, b) => a - b));
        expect(
          new Set(searchPageLinks(page, count).map((link) => (link.kind === 'gap' ? link.key : link.page))).size,
        ).toBe(searchPageLinks(page, count).length);
      }),
    );
  });
});

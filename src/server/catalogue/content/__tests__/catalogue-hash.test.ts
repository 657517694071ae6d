import { describe, expect, it } from 'vitest';
import { catalogueHash } from '../catalogue-hash.ts';
import type { Catalogue } from '../load-content.ts';

const catalogue = (overrides: Partial<Catalogue> = {}) =>
  ({
    company: { foundedYear: 2012 },
    places: { countries: [] },
    schools: [{ id: 1, slug: 'alpha' }],
    schoolSources: { 1: '{"slug": "alpha"}', 2: '{"slug": "beta"}' },
    reviews: [],
    seo: {},
    rates: { EUR: 1 },
    visa: [],
    holidays: [],
    documentSources: { rates: '{"EUR": 1}' },
    ...overrides,
  }) as unknown as Catalogue;

describe('catalogueHash', () => {
  it('is the same for the same content and changes with any part of it', () => {
    const hash = catalogueHash(catalogue());
    expect(catalogueHash(catalogue())).toBe(hash);
    expect(catalogueHash(catalogue({ schools: [{ id: 1, slug: 'alpha2' }] } as Partial<Catalogue>))).not.toBe(hash);
    expect(catalogueHash(catalogue({ rates: { EUR: 2 } } as unknown as Partial<Catalogue>))).not.toBe(hash);
    expect(catalogueHash(catalogue({ schoolSources: { 1: '{"slug": "alpha"} ', 2: '{"slug": "beta"}' } }))).not.toBe(
      hash,
    );
  });

  it('tells files apart when text moves from one to the next', () => {
    expect(catalogueHash(catalogue({ schoolSources: { 1: 'ab', 2: 'c' } }))).not.toBe(
      catalogueHash(catalogue({ schoolSources: { 1: 'a', 2: 'bc' } })),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { searchPath, searchRoutes } from '../search-routes.ts';
import { schoolPath, schoolRoutes } from '../school-routes.ts';

const schools = [
  { slug: 'harbour_academy', languages: ['english'], country: 'malta', city: 'st_julians' },
  { slug: 'sliema_centre', languages: ['english'], country: 'malta', city: 'sliema' },
  { slug: 'london_house', languages: ['english', 'spanish'], country: 'united_kingdom', city: 'london' },
  { slug: 'Sol_De_Madrid', languages: ['Spanish'], country: 'Spain', city: 'Madrid' },
];

const paths = (culture: string) => searchRoutes(schools).map((route) => searchPath(culture, route));

describe('searchRoutes', () => {
  it('lists every language, language/country and language/country/city that has schools', () => {
    expect(paths('en')).toEqual([
      '/en/english/',
      '/en/english/malta/',
      '/en/english/malta/sliema/',
      '/en/english/malta/st_julians/',
      '/en/english/united_kingdom/',
      '/en/english/united_kingdom/london/',
      '/en/spanish/',
      '/en/spanish/spain/',
      '/en/spanish/spain/madrid/',
      '/en/spanish/united_kingdom/',
      '/en/spanish/united_kingdom/london/',
    ]);
  });

  it('lists a school under every language it teaches', () => {
    expect(paths('ru')).toContain('/ru/english/united_kingdom/london/');
    expect(paths('ru')).toContain('/ru/spanish/united_kingdom/london/');
  });

  it('lower-cases every path and lists each once', () => {
    const all = paths('de');
    expect(all.every((path) => path === path.toLowerCase())).toBe(true);
    expect(new Set(all).size).toBe(all.length);
  });

  it('has no pages for a place without schools', () => {
    expect(paths('en')).not.toContain('/en/spanish/malta/');
    expect(searchRoutes([])).toEqual([]);
  });
});

describe('schoolRoutes', () => {
  it('gives every school a page under each language it teaches', () => {
    const all = schoolRoutes(schools).map((route) => schoolPath('fr', route));
    expect(all).toEqual([
      '/fr/english/malta/sliema/sliema_centre/',
      '/fr/english/malta/st_julians/harbour_academy/',
      '/fr/english/united_kingdom/london/london_house/',
      '/fr/spanish/spain/madrid/sol_de_madrid/',
      '/fr/spanish/united_kingdom/london/london_house/',
    ]);
  });

  it('refuses a school that teaches no language', () => {
    expect(() => schoolRoutes([{ slug: 'x', languages: [], country: 'malta', city: 'sliema' }])).toThrow(/no language/);
  });
});

import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { loadContent } from '../../../src/server/catalogue/content/load-content.ts';
import { lighthousePages, richestSchool, TYPICAL_SCHOOL, type BenchSchool } from '../lighthouse-pages.ts';

const school = (slug: string, courses: number, accommodations: number, languages = ['english']): BenchSchool => ({
  slug,
  languages,
  country: 'malta',
  city: 'sliema',
  courses: Array.from({ length: courses }),
  accommodations: Array.from({ length: accommodations }),
});

describe('richestSchool', () => {
  it('picks the most courses and housings together, the first slug on a tie', () => {
    expect(richestSchool([school('b', 2, 2), school('c', 4, 1), school('a', 3, 2)]).slug).toBe('a');
  });
});

describe('lighthousePages', () => {
  it('measures the home, the search and two school pages in en, ru and zh', () => {
    const pages = lighthousePages([school(TYPICAL_SCHOOL, 2, 1), school('big', 5, 4, ['spanish', 'english'])]);
    expect(pages).toHaveLength(12);
    expect(pages.slice(0, 4)).toEqual([
      '/en/',
      '/en/english/',
      `/en/english/malta/sliema/${TYPICAL_SCHOOL}/`,
      '/en/english/malta/sliema/big/',
    ]);
    expect(pages.filter((page) => page.startsWith('/zh/'))).toHaveLength(4);
  });

  it('picks, from the real content, a school page with more courses and housings than the typical one', () => {
    const { schools } = loadContent(resolve(import.meta.dirname, '../../../content'));
    const typical = schools.find((s) => s.slug === TYPICAL_SCHOOL)!;
    const richest = richestSchool(schools.filter((s) => s.slug !== TYPICAL_SCHOOL));
    expect(richest.courses.length + richest.accommodations.length).toBeGreaterThan(
      typical.courses.length + typical.accommodations.length,
    );
    expect(lighthousePages(schools).filter((page) => page.endsWith(`/${richest.slug}/`))).toHaveLength(3);
  });
});

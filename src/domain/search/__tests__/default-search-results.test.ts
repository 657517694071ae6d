import { describe, expect, it } from 'vitest';
import type { ProgrammeType } from '../../catalogue/school-schema.ts';
import { defaultSearchResults } from '../default-search-results.ts';

const school = (name: string, popularity: number, extra: { languages?: string[]; country?: string; city?: string; programmeTypes?: ProgrammeType[]; hasAccommodation?: boolean } = {}) => ({
  name,
  popularity,
  languages: extra.languages ?? ['english'],
  country: extra.country ?? 'malta',
  city: extra.city ?? 'sliema',
  programmeTypes: extra.programmeTypes ?? (['languageschool'] as ProgrammeType[]),
  hasAccommodation: extra.hasAccommodation ?? true,
});

const names = (list: { name: string }[]) => list.map((s) => s.name);

describe('defaultSearchResults', () => {
  const all = [
    school('Quiet', 10),
    school('Busy', 90),
    school('Camp', 99, { programmeTypes: ['languagecamp'] }),
    school('No housing', 50, { hasAccommodation: false }),
    school('Valletta', 70, { city: 'valletta' }),
    school('London', 80, { country: 'united_kingdom', city: 'london' }),
    school('Madrid', 60, { languages: ['spanish'], country: 'spain', city: 'madrid' }),
  ];

  it('lists language schools with housing in the place, most popular first', () => {
    expect(names(defaultSearchResults(all, { language: 'english', country: 'malta', city: 'sliema' }).exact)).toEqual(['Busy', 'Quiet']);
    expect(names(defaultSearchResults(all, { language: 'english', country: 'malta' }).exact)).toEqual(['Busy', 'Valletta', 'Quiet']);
    expect(names(defaultSearchResults(all, { language: 'english' }).exact)).toEqual(['Busy', 'London', 'Valletta', 'Quiet']);
  });

  it("turns the place's other schools into 'similar schools'", () => {
    expect(names(defaultSearchResults(all, { language: 'english', country: 'malta' }).similar)).toEqual(['Camp', 'No housing']);
  });

  it('leaves nothing out and lists nothing twice', () => {
    const { exact, similar } = defaultSearchResults(all, { language: 'english' });
    expect(exact.length + similar.length).toBe(6);
    expect(new Set([...exact, ...similar]).size).toBe(6);
  });

  it('finds no exact match where only camps teach, but shows them as similar', () => {
    const camps = [school('Camp A', 1, { programmeTypes: ['languagecamp'] }), school('Camp B', 2, { programmeTypes: ['languagecamp'] })];
    const results = defaultSearchResults(camps, { language: 'english', country: 'malta' });
    expect(results.exact).toEqual([]);
    expect(names(results.similar)).toEqual(['Camp B', 'Camp A']);
  });
});

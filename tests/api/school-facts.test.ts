// Issue 30, item 2: every demo school's facts reach the API as written, and the search filters
// 'accredited' and 'adults only in a month' find exactly the schools the content files say,
// computed here from the files themselves rather than through the catalogue's own functions.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope, SchoolData } from '#domain/catalogue/api-types.ts';
import type { FindSchoolsAnswer } from '#domain/search/search-answer.ts';
import { startTestApi, type TestApi } from './support/start-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

const CONTENT_DIR = resolve(import.meta.dirname, '../../content');

interface FileSchool {
  id: number;
  slug: string;
  languages: string[];
  facts: {
    accreditations: string[];
    classMix: { month: string; students: number; under18: number }[];
  };
}

const files: FileSchool[] = readdirSync(join(CONTENT_DIR, 'schools'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(readFileSync(join(CONTENT_DIR, 'schools', name), 'utf8')) as FileSchool);

const accredited = (school: FileSchool) => school.facts.accreditations.length > 0;
/** Adults only in a calendar month: its latest mix counted over 5 students or more had nobody under 18. */
const adultsOnlyIn = (school: FileSchool, month: number) => {
  const mixes = school.facts.classMix
    .filter((mix) => mix.students >= 5 && Number(mix.month.slice(5)) === month)
    .sort((a, b) => b.month.localeCompare(a.month));
  return mixes.length > 0 && mixes[0]!.under18 === 0;
};
const languages = [...new Set(files.flatMap((school) => school.languages))].sort();
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

describe.each(testDatabases)('school facts and their search filters on $kind', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(database, { contentDir: CONTENT_DIR });
  });
  afterAll(() => api?.close());

  const get = async <T>(path: string): Promise<T> => {
    const { status, body } = await api.get<ApiEnvelope<T>>(path);
    if (status !== 200 || !body.success) throw new Error(`${path}: ${status} ${JSON.stringify(body)}`);
    return body.data;
  };
  /** Every page of a search: the exact group's ids, and every school found at all. */
  const search = async (query: string) => {
    const exact: number[] = [];
    const all: number[] = [];
    for (let page = 1; ; page++) {
      const answer = await get<FindSchoolsAnswer>(`/api/search/findschools/?culture=en&${query}&page=${page}`);
      exact.push(...answer.exact.items.map((card) => card.id));
      all.push(...answer.exact.items.map((card) => card.id), ...answer.approximate.items.map((card) => card.id));
      if (!answer.hasMore) break;
    }
    return { exact: exact.sort((a, b) => a - b), all: all.sort((a, b) => a - b) };
  };

  it('every school page answers with its facts as the file writes them', async () => {
    for (const school of files) {
      const data = await get<SchoolData>(`/api/school/data/?culture=de&name=${school.slug}`);
      expect(data.facts, school.slug).toEqual({ sameAs: [], ...school.facts });
    }
  });

  it("'accredited' keeps exactly the accredited schools among those the search finds without it", async () => {
    let found = 0;
    for (const language of languages) {
      const without = await search(`language=${language}`);
      const withFilter = await search(`language=${language}&accredited=true`);
      const expected = without.exact.filter((id) => accredited(files.find((school) => school.id === id)!));
      expect(withFilter.exact, language).toEqual(expected);
      // An optional filter: the others are still found, among the similar schools.
      expect(withFilter.all, language).toEqual(without.all);
      found += expected.length;
    }
    // The demo data has accredited schools and others, so the filter is seen to act.
    expect(found).toBeGreaterThan(0);
    expect(files.some((school) => !accredited(school))).toBe(true);
  });

  it("'adults only in a month' keeps exactly the schools with no one under 18 in that month's latest shown mix", async () => {
    const counts: number[] = [];
    for (const language of languages) {
      const without = await search(`language=${language}`);
      for (const month of MONTHS) {
        const withFilter = await search(`language=${language}&adultsonly=${month}`);
        const expected = without.exact.filter((id) =>
          adultsOnlyIn(
            files.find((school) => school.id === id)!,
            month,
          ),
        );
        expect(withFilter.exact, `${language}, month ${month}`).toEqual(expected);
        expect(withFilter.all, `${language}, month ${month}`).toEqual(without.all);
        if (language === 'english') counts.push(expected.length);
      }
    }
    // Some English schools take teenagers in summer only: fewer schools are adults only in July than in January.
    expect(counts[6]!).toBeLessThan(counts[0]!);
    expect(counts[6]!).toBeGreaterThan(0);
  });

  it('both filters together, and a bad month refused naming its key', async () => {
    const both = await search('language=english&accredited=true&adultsonly=1');
    const without = await search('language=english');
    expect(both.exact).toEqual(
      without.exact.filter((id) => {
        const school = files.find((candidate) => candidate.id === id)!;
        return accredited(school) && adultsOnlyIn(school, 1);
      }),
    );
    const { status, body } = await api.get<ApiEnvelope<unknown>>(
      '/api/search/findschools/?culture=en&language=english&adultsonly=0',
    );
    expect(status).toBe(400);
    expect(body).toEqual({
      success: false,
      error: { field: 'adultsonly', message: 'adultsonly must be a whole number from 1 to 12' },
    });
  });

  it('search cards carry the accreditations of their school', async () => {
    const answer = await get<FindSchoolsAnswer>('/api/search/findschools/?culture=en&language=english');
    for (const card of [...answer.exact.items, ...answer.approximate.items])
      expect(card.accreditations, card.slug).toEqual(
        files.find((school) => school.id === card.id)!.facts.accreditations,
      );
  });
});

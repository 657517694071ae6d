import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope } from '#domain/catalogue/api-types.ts';
import type { ClassMix } from '#domain/catalogue/school-facts-schema.ts';
import type { CalculationData } from '#domain/pricing/calculation-data.ts';
import type { CompareAnswer } from '#domain/shortlist/compare-answer.ts';
import { comparisonRows } from '#domain/shortlist/comparison-rows.ts';
import { FIXTURE_CONTENT_DIR } from './support/fixture-content.ts';
import { startTestApi, type TestApi } from './support/start-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

type Failure = { success: false; error: { field?: string; message: string } };

/** The fixture schools' facts as their files write them, by id. */
const FILE_FACTS = new Map(
  readdirSync(join(FIXTURE_CONTENT_DIR, 'schools'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => {
      const school = JSON.parse(readFileSync(join(FIXTURE_CONTENT_DIR, 'schools', name), 'utf8')) as {
        id: number;
        facts: { accreditations: string[]; classMix: ClassMix[] };
      };
      return [school.id, school.facts] as const;
    }),
);
/** The mixes a school page shows, from the file itself: counted over 5 students or more, the latest first. */
const shownInFile = (id: number) =>
  FILE_FACTS.get(id)!
    .classMix.filter((mix) => mix.students >= 5)
    .sort((a, b) => b.month.localeCompare(a.month));

// The fixture catalogue: 101 Harbour View (EUR, homestay), 102 Thames Bridge (GBP, no housing),
// 103 Sol de Madrid (EUR, residence); today is TEST_NOW (2026-11-22).
describe.each(testDatabases)('GET /api/compare/ on $kind', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(database);
  });
  afterAll(() => api?.close());

  const compare = async (query: string) => {
    const { status, body } = await api.get<ApiEnvelope<CompareAnswer>>(`/api/compare/?${query}`);
    if (status !== 200 || !body.success) throw new Error(`${query}: ${status} ${JSON.stringify(body)}`);
    return body.data;
  };
  const calculate = async (query: string) => {
    const { status, body } = await api.get<ApiEnvelope<CalculationData>>(`/api/school/calculate/?${query}`);
    if (status !== 200 || !body.success) throw new Error(`${query}: ${status} ${JSON.stringify(body)}`);
    return body.data;
  };

  it('prices three schools in one request, each total the pricing API gives for the same stay', async () => {
    const answer = await compare('culture=en&s=101,102,103&weeks=4&month=2027-03&lessons=20');
    expect(answer.columns.map((column) => column.schoolId)).toEqual([101, 102, 103]);
    expect(answer.choices).toEqual({ weeks: 4, month: '2027-03', lessons: 20, housing: 'none', room: 'single' });
    for (const column of answer.columns) {
      expect(column.price, column.name).not.toBeNull();
      expect(column.problem).toBeNull();
      expect(column.price!.weeks).toBe(4);
      expect(column.price!.start.startsWith('2027-03')).toBe(true);
      const priced = await calculate(column.query!);
      expect(priced.price!.total).toBe(column.price!.total);
      expect(priced.price!.deposit.value).toBe(column.price!.deposit);
      expect(priced.price!.balanceDate).toBe(column.price!.balanceDate);
      // The column's link opens the school page on the very same cart.
      expect(column.href.endsWith(`?${column.query}`)).toBe(true);
    }
    // The fixture's 20 % winter offer: 4 × 240 − 20 % + registration 70 + books 40.
    expect(answer.columns[0]!.price!.total).toBe(87_800);
    expect(answer.columns[1]!.currency.isoCode).toBe('GBP');
    // Madrid's 20-lesson course is a summer camp that needs housing: its 25-lesson course is the nearest that runs in March.
    expect(answer.columns.map((column) => column.course!.lessonsPerWeek)).toEqual([20, 20, 25]);
  });

  it('takes the nearest lessons a week each school offers', async () => {
    const answer = await compare('culture=en&s=101,103&weeks=4&lessons=31');
    expect(answer.columns.map((column) => column.course?.lessonsPerWeek)).toEqual([30, 25]);
  });

  it('prices a single room in a residence where there is one, and says where there is none', async () => {
    const answer = await compare('culture=ru&s=103,101,102&weeks=4&housing=residence&room=single');
    const [madrid, harbour, thames] = answer.columns;
    expect(madrid!.problem).toBeNull();
    expect(madrid!.housing).toMatchObject({ roomFor: 1 });
    expect(madrid!.included).toContain('housing');
    const priced = await calculate(madrid!.query!);
    expect(priced.price!.accommodation.empty).toBe(false);
    expect(priced.price!.total).toBe(madrid!.price!.total);
    for (const none of [harbour!, thames!]) {
      expect(none.problem).toBe('noHousing');
      expect(none.price).toBeNull();
    }
  });

  it('carries each school’s accreditations and shown class mixes as its file writes them, read for the month chosen', async () => {
    const answer = await compare('culture=en&s=101,102,103&month=2027-07');
    for (const column of answer.columns) {
      expect(column.accreditations, column.name).toEqual(FILE_FACTS.get(column.schoolId)!.accreditations);
      expect(column.classMixes, column.name).toEqual(shownInFile(column.schoolId));
      expect(column.classMixMonth).toBe('2027-07');
    }
    const rows = comparisonRows(answer.columns, { currency: null, rates: null });
    const accreditation = rows.find((row) => row.id === 'accreditation')!;
    // Thames Bridge lists no body: "—".
    expect(accreditation.cells).toEqual([
      { kind: 'text', text: 'ELT Council Malta, FELTOM' },
      null,
      { kind: 'text', text: 'Instituto Cervantes' },
    ]);
    const july = FILE_FACTS.get(101)!.classMix.find((mix) => mix.month === '2026-07')!;
    // Harbour View's July 2026 mix; Thames Bridge has no July; Sol de Madrid's July counts 4 students, never shown.
    expect(rows.find((row) => row.id === 'classMix')!.cells).toEqual([
      {
        kind: 'classMix',
        month: july.month,
        source: july.source,
        under18: july.under18,
        firstLanguages: july.firstLanguages,
      },
      null,
      null,
    ]);
    expect(answer.columns[2]!.classMixes.some((mix) => mix.month === '2026-07')).toBe(false);
  });

  it('reads the class mix for the month each stay starts in when no month is chosen', async () => {
    const answer = await compare('culture=en&s=101,102,103');
    for (const column of answer.columns) {
      expect(column.price, column.name).not.toBeNull();
      expect(column.classMixMonth).toBe(column.price!.start.slice(0, 7));
    }
  });

  it('refuses a wrong id, naming s', async () => {
    const { status, body } = await api.get<Failure>('/api/compare/?culture=en&s=101,999');
    expect(status).toBe(400);
    expect(body.error.field).toBe('s');
    expect(body.error.message).toContain('999');
    const notIds = await api.get<Failure>('/api/compare/?culture=en&s=101,abc');
    expect(notIds.status).toBe(400);
    expect(notIds.body.error.field).toBe('s');
  });

  it('compares no more than four schools', async () => {
    const { status, body } = await api.get<Failure>('/api/compare/?culture=en&s=101,102,103,104,105');
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ field: 's' });
    expect(body.error.message).toContain('at most 4');
  });

  it('names the choice it cannot read', async () => {
    for (const [query, field] of [
      ['weeks=0', 'weeks'],
      ['month=2027-13', 'month'],
      ['housing=castle', 'housing'],
      ['room=suite', 'room'],
      ['lessons=x', 'lessons'],
    ] as const) {
      const { status, body } = await api.get<Failure>(`/api/compare/?culture=en&s=101&${query}`);
      expect(status, query).toBe(400);
      expect(body.error.field).toBe(field);
    }
  });
});

import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope } from '#domain/catalogue/api-types.ts';
import { CULTURES } from '#domain/culture.ts';
import type { CalculationData } from '#domain/pricing/calculation-data.ts';
import { createTranslator } from '#i18n/create-translator.ts';
import { startTestApi, type TestApi } from './support/start-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

const CONTENT_DIR = resolve(import.meta.dirname, '../../content');
const TOO_YOUNG = {
  id: 'invalid_accommodation_dates',
  messageKey: 'validationErrors.InvalidAccommodationDates',
  reason: 'housingAboveCourseAge',
  reasonKey: 'validationErrors.housingAboveCourseAge',
} as const;

// The demo's junior programmes and their schools' housing for 18 and over: Shingle Bay's
// 13–17 programme (option 201) and Preston Park residence (room 5); Mont Boron's 12–17
// programme (option 9) and Riviera studios (room 5); Plane Tree's 12–17 camp (option 201) and
// the Xuhui residence (room 31).
const JUNIOR_WITH_ADULT_HOUSING = [
  's.id=8&c.w=201&c.weeks=2&c.s=2027-06-28&a.r=5',
  's.id=38&c.w=9&c.weeks=2&c.s=2027-06-28&a.r=5',
  's.id=25&c.w=201&c.weeks=2&c.s=2027-07-05&a.r=31',
];

describe.each(testDatabases)('GET /api/school/calculate/ and the ages of course and housing, on $kind', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(database, { contentDir: CONTENT_DIR, clock: () => new Date('2027-03-01T10:00:00Z') });
  });
  afterAll(() => api?.close());

  const calculate = async (query: string) => {
    const { status, body } = await api.get<ApiEnvelope<CalculationData>>(`/api/school/calculate/?${query}`);
    if (status !== 200 || !body.success) throw new Error(`${query}: ${status} ${JSON.stringify(body)}`);
    return body.data;
  };
  const reasons = (data: CalculationData) => data.errors.list.map((error) => error.reason);

  it.each(JUNIOR_WITH_ADULT_HOUSING)('refuses a junior programme with housing for 18 and over: %s', async (query) => {
    for (const culture of ['en', 'ru', 'zh']) {
      const data = await calculate(`${query}&culture=${culture}`);
      expect(data.errors).toEqual({ hasErrors: true, list: [TOO_YOUNG] });
      expect(data.price).toBeNull();
    }
  });

  it('takes housing from 16 for a 13–17 programme: its 16- and 17-year-olds may live there', async () => {
    const data = await calculate('s.id=8&culture=en&c.w=201&c.weeks=2&c.s=2027-06-28&a.r=1');
    expect(reasons(data)).not.toContain('housingAboveCourseAge');
  });

  it('takes housing for 18 and over with a course without an upper age', async () => {
    const data = await calculate('s.id=8&culture=en&c.w=101&c.weeks=2&c.s=2027-06-28&a.r=5');
    expect(reasons(data)).not.toContain('housingAboveCourseAge');
  });

  it.each(CULTURES)('has a sentence of its own for the refusal in %s', (culture) => {
    const t = createTranslator(culture);
    const sentence = t(TOO_YOUNG.reasonKey);
    expect(sentence).not.toBe(TOO_YOUNG.reasonKey);
    expect(sentence).not.toBe(t(TOO_YOUNG.messageKey));
    if (culture !== 'en') expect(sentence).not.toBe(createTranslator('en')(TOO_YOUNG.reasonKey));
  });
});

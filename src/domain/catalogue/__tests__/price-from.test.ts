import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CourseContent } from '../course-schema.ts';
import { coursePriceFrom, quotedWeeks } from '../course-price-from.ts';
import { schoolPriceFrom } from '../school-price-from.ts';

type Priced = Pick<CourseContent, 'minWeeks' | 'maxWeeks' | 'courseWeeks'>;
const option = (id: number, lessonsPerWeek: number, pricePerWeek: number) => ({
  id,
  lessonsPerWeek,
  schedule: { sessions: [{ partsOfDay: ['morning' as const] }] },
  pricePerWeek,
});

// The worked example of docs/pricing-model.md, in minor units.
const generalEnglish: Priced = {
  minWeeks: 1,
  maxWeeks: 52,
  courseWeeks: [
    { from: 1, to: 3, prices: [option(101, 20, 26_000), option(102, 30, 34_000)] },
    { from: 4, to: 11, prices: [option(111, 20, 24_000), option(112, 30, 31_000)] },
    { from: 12, to: null, prices: [option(121, 20, 22_000), option(122, 30, 28_500)] },
  ],
};

describe('quotedWeeks', () => {
  it('is two weeks, the course minimum when longer, never above the maximum', () => {
    expect(quotedWeeks({ minWeeks: 1, maxWeeks: 52 })).toBe(2);
    expect(quotedWeeks({ minWeeks: 4, maxWeeks: 12 })).toBe(4);
    expect(quotedWeeks({ minWeeks: 1, maxWeeks: 1 })).toBe(1);
  });
});

describe('coursePriceFrom', () => {
  it('takes the cheapest option of the range holding the quoted weeks', () => {
    expect(coursePriceFrom(generalEnglish)).toEqual({ price: 52_000, weeks: 2 });
    expect(coursePriceFrom({ ...generalEnglish, minWeeks: 6 })).toEqual({ price: 144_000, weeks: 6 });
    expect(coursePriceFrom({ ...generalEnglish, minWeeks: 12 })).toEqual({ price: 264_000, weeks: 12 });
  });

  it('is null, never zero, when no range holds the weeks or the range has no options', () => {
    expect(
      coursePriceFrom({ minWeeks: 1, maxWeeks: 8, courseWeeks: [{ from: 4, to: 8, prices: [option(1, 20, 100)] }] }),
    ).toBeNull();
    expect(coursePriceFrom({ minWeeks: 1, maxWeeks: 8, courseWeeks: [{ from: 1, to: 8, prices: [] }] })).toBeNull();
  });

  it('quotes a total of one of the range options times the weeks, within the course limits', () => {
    const course = fc
      .record({
        minWeeks: fc.integer({ min: 1, max: 20 }),
        span: fc.integer({ min: 0, max: 30 }),
        prices: fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 4 }),
      })
      .map(({ minWeeks, span, prices }) => ({
        minWeeks,
        maxWeeks: minWeeks + span,
        courseWeeks: [{ from: 1, to: null, prices: prices.map((p, i) => option(i + 1, 20, p)) }],
      }));
    fc.assert(
      fc.property(course, (c) => {
        const quote = coursePriceFrom(c)!;
        expect(quote.weeks).toBeGreaterThanOrEqual(c.minWeeks);
        expect(quote.weeks).toBeLessThanOrEqual(c.maxWeeks);
        expect(quote.price).toBe(Math.min(...c.courseWeeks[0]!.prices.map((p) => p.pricePerWeek)) * quote.weeks);
        expect(quote.price).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('schoolPriceFrom', () => {
  it('is the lowest quote among the courses that have one', () => {
    const exam: Priced = {
      minWeeks: 4,
      maxWeeks: 12,
      courseWeeks: [{ from: 4, to: 12, prices: [option(201, 28, 33_000)] }],
    };
    const unpriced: Priced = { minWeeks: 1, maxWeeks: 4, courseWeeks: [{ from: 1, to: 4, prices: [] }] };
    expect(schoolPriceFrom([exam, unpriced, generalEnglish])).toEqual({ price: 52_000, weeks: 2 });
    expect(schoolPriceFrom([unpriced])).toBeNull();
  });
});

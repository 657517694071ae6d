import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reviewMeanRating, roundToTenth } from '../review-mean-rating.ts';
import { schoolRating } from '../school-rating.ts';

const review = (
  schoolStars: number,
  courseStars: number,
  accommodationStars: number | null,
  spareTimeStars: number | null,
) => ({
  schoolStars,
  courseStars,
  accommodationStars,
  spareTimeStars,
});

describe('reviewMeanRating', () => {
  it('averages the marks given, skipping the ones marked not applicable', () => {
    expect(reviewMeanRating(review(5, 4, 5, 4))).toBe(4.5);
    expect(reviewMeanRating(review(4, 4, null, 3))).toBe(3.7);
    expect(reviewMeanRating(review(4, 5, null, null))).toBe(4.5);
  });

  it('rounds half up to one decimal', () => {
    expect(reviewMeanRating(review(5, 5, 4, 5))).toBe(4.8);
    expect(roundToTenth(4.65)).toBe(4.7);
    expect(roundToTenth(4.649)).toBe(4.6);
  });
});

describe('schoolRating', () => {
  it('is all zeros for a school nobody has reviewed', () => {
    expect(schoolRating([])).toEqual({ overall: 0, school: 0, accommodation: 0, course: 0, spareTime: 0 });
  });

  it('averages each mark over the reviews that gave it', () => {
    const rating = schoolRating([review(5, 4, 5, 4), review(4, 4, null, 3), review(5, 5, 4, 5)]);
    expect(rating).toEqual({ overall: 4.3, school: 4.7, accommodation: 4.5, course: 4.3, spareTime: 4 });
  });

  it('keeps every average between 1 and 5 with one decimal, or 0 when nobody gave the mark', () => {
    const stars = fc.integer({ min: 1, max: 5 });
    const reviews = fc.array(
      fc.record({
        schoolStars: stars,
        courseStars: stars,
        accommodationStars: fc.option(stars),
        spareTimeStars: fc.option(stars),
      }),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(reviews, (list) => {
        const rating = schoolRating(list);
        for (const [mark, value] of Object.entries(rating)) {
          const anyGiven =
            mark === 'accommodation'
              ? list.some((r) => r.accommodationStars !== null)
              : mark === 'spareTime'
                ? list.some((r) => r.spareTimeStars !== null)
                : list.length > 0;
          if (anyGiven) expect(value).toBeGreaterThanOrEqual(1);
          else expect(value).toBe(0);
          expect(value).toBeLessThanOrEqual(5);
          expect(Math.round(value * 10) / 10).toBe(value);
        }
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { ratingBreakdown } from '../rating-breakdown.ts';
import { schoolRating } from '../school-rating.ts';

const review = (
  schoolStars: number,
  courseStars: number,
  accommodationStars: number | null,
  spareTimeStars: number | null,
) => ({ schoolStars, courseStars, accommodationStars, spareTimeStars });

describe('ratingBreakdown', () => {
  it('is empty without reviews', () => {
    expect(ratingBreakdown([])).toEqual({
      count: 0,
      ratings: { school: 0, course: 0, accommodation: 0, spareTime: 0 },
      distribution: { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 },
    });
  });

  it('counts the marks given per category, skipping "not applicable", and puts each review on its rounded mean', () => {
    const reviews = [
      review(5, 5, 5, 5), // 5
      review(5, 4, null, null), // 4.5 → 5
      review(4, 4, 5, 4), // 4.3 → 4
      review(1, 2, 1, null), // 1.3 → 1
      review(3, 2, null, 2), // 2.3 → 2
      review(1, 1, 1, 1), // a low rating counts like any other
    ];
    expect(ratingBreakdown(reviews)).toEqual({
      count: 6,
      ratings: { school: 6, course: 6, accommodation: 4, spareTime: 4 },
      distribution: { 5: 2, 4: 1, 3: 0, 2: 1, 1: 2 },
    });
  });

  it('counts the same reviews as the averages beside it', () => {
    const reviews = [review(5, 4, 3, null), review(2, 3, null, 4)];
    const breakdown = ratingBreakdown(reviews);
    const rating = schoolRating(reviews);
    expect(breakdown.count).toBe(2);
    expect(Object.values(breakdown.distribution).reduce((sum, n) => sum + n, 0)).toBe(2);
    // A category nobody rated averages 0 and has no ratings.
    expect(ratingBreakdown([review(4, 4, null, null)]).ratings.accommodation).toBe(0);
    expect(rating.accommodation).toBe(3);
    expect(breakdown.ratings.accommodation).toBe(1);
  });
});

import type { CourseContent } from './course-schema.ts';
import { coursePriceFrom, type PriceFrom } from './course-price-from.ts';

/** The lowest 'from' price among a school's courses (the search card's price), or null if none has a price. */
export function schoolPriceFrom(
  courses: readonly Pick<CourseContent, 'minWeeks' | 'maxWeeks' | 'courseWeeks'>[],
): PriceFrom | null {
  let best: PriceFrom | null = null;
  for (const course of courses) {
    const quote = coursePriceFrom(course);
    if (quote && (best === null || quote.price < best.price)) best = quote;
  }
  return best;
}

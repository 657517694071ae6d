import type { CourseContent } from '../catalogue/course-schema.ts';
import { SEARCH_WEEKS } from './search-filters.ts';

/** No course of the school runs for this many weeks (or none has a price for them). */
export const NO_PRICE = -1;

type PricedCourse = Pick<CourseContent, 'minWeeks' | 'maxWeeks' | 'courseWeeks'>;

/**
 * The cheapest course total of a school for every length the search offers: entry w is the
 * lowest (cheapest week price × w) among courses that run w weeks and have a price in the week
 * range holding w; NO_PRICE when there is none. Indexed by weeks, so the weeks filter and the
 * card price of a search answer are one array read. Entries below SEARCH_WEEKS.min are NO_PRICE.
 */
export function weeklyPriceTable(courses: readonly PricedCourse[]): number[] {
  const table = new Array<number>(SEARCH_WEEKS.max + 1).fill(NO_PRICE);
  for (const course of courses) {
    const from = Math.max(SEARCH_WEEKS.min, course.minWeeks);
    const to = Math.min(SEARCH_WEEKS.max, course.maxWeeks);
    for (let weeks = from; weeks <= to; weeks++) {
      const range = course.courseWeeks.find((r) => r.from <= weeks && (r.to === null || weeks <= r.to));
      if (!range || range.prices.length === 0) continue;
      const total = Math.min(...range.prices.map((option) => option.pricePerWeek)) * weeks;
      const current = table[weeks]!;
      if (current === NO_PRICE || total < current) table[weeks] = total;
    }
  }
  return table;
}

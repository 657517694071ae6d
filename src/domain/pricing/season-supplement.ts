import { addDays } from '../dates/add-days.ts';
import type { DateRange } from '../dates/date-range.ts';
import { isDateInRange } from '../dates/date-range.ts';

export type SeasonSupplement = DateRange & { perWeek: number };

/**
 * Season supplements for `weeks` weeks starting on `start`: each supplement is charged once for
 * every week whose first day (start + 7·i) falls inside its [start, end] (pricing model).
 */
export function seasonSupplement(supplements: readonly SeasonSupplement[], start: string, weeks: number): number {
  let total = 0;
  for (let week = 0; week < weeks; week += 1) {
    const firstDay = addDays(start, 7 * week);
    for (const supplement of supplements) if (isDateInRange(firstDay, supplement)) total += supplement.perWeek;
  }
  return total;
}

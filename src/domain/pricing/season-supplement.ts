import type { DateRange } from '../dates/date-range.ts';
import { toDayNumber } from '../dates/calendar.ts';

export type SeasonSupplement = DateRange & { perWeek: number };

/**
 * Season supplements for `weeks` weeks starting on `start`: each supplement is charged once for
 * every week whose first day (start + 7·i) falls inside its [start, end] (pricing model).
 * Counted in day numbers: writing each week's first day as a date, to compare it with the
 * periods as text, cost every price one date parse and one date write a week of course and of
 * housing.
 */
export function seasonSupplement(supplements: readonly SeasonSupplement[], start: string, weeks: number): number {
  if (supplements.length === 0) return 0;
  const first = toDayNumber(start);
  const periods = supplements.map((supplement) => ({
    from: toDayNumber(supplement.start),
    to: toDayNumber(supplement.end),
    perWeek: supplement.perWeek,
  }));
  let total = 0;
  for (let week = 0; week < weeks; week += 1) {
    const day = first + 7 * week;
    for (const period of periods) if (period.from <= day && day <= period.to) total += period.perWeek;
  }
  return total;
}

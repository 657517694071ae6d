import { addDays } from '../dates/add-days.ts';
import type { CourseRules } from './cart-school.ts';

/**
 * The last day of a course of W weeks: the last endDay weekday of week W,
 * start + 7·(W−1) + ((endDay − startDay + 7) mod 7) days (pricing model).
 */
export function courseEndDate(course: Pick<CourseRules, 'startDay' | 'endDay'>, start: string, weeks: number): string {
  if (!Number.isInteger(weeks) || weeks < 1) throw new RangeError(`weeks must be a positive integer, got ${weeks}`);
  return addDays(start, 7 * (weeks - 1) + ((course.endDay - course.startDay + 7) % 7));
}

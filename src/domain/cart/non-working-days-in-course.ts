import type { SchoolData } from '../catalogue/api-types.ts';

type NonWorkingDay = SchoolData['nonWorkingDays'][number];

/** The school's non-working days that fall inside a course (start to end, inclusive), in date order. */
export function nonWorkingDaysInCourse(nonWorkingDays: readonly NonWorkingDay[], start: string, end: string): NonWorkingDay[] {
  return nonWorkingDays.filter((day) => start <= day.date && day.date <= end).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

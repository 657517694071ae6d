import { weekdayOf } from '../dates/calendar.ts';
import type { CourseRules } from './cart-school.ts';

/** The weekdays a course teaches: startDay to endDay, wrapping past Saturday. */
export function teachingWeekdays(course: Pick<CourseRules, 'startDay' | 'endDay'>): number[] {
  const days: number[] = [];
  for (let day = course.startDay; ; day = (day + 1) % 7) {
    days.push(day);
    if (day === course.endDay) return days;
  }
}

/**
 * The lessons a school's closed days take from a course (pricing model, 'Quiet notices'): the closed
 * days that fall on a teaching weekday × lessons per week ÷ teaching days per week, rounded. The
 * price does not change; the cart says what the closures cost in lessons.
 */
export function lessonsLost(
  course: Pick<CourseRules, 'startDay' | 'endDay'>,
  lessonsPerWeek: number,
  closedDates: readonly string[],
): number {
  const teaching = teachingWeekdays(course);
  const closedTeachingDays = closedDates.filter((date) => teaching.includes(weekdayOf(date))).length;
  return Math.round((closedTeachingDays * lessonsPerWeek) / teaching.length);
}

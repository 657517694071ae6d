import { addDays, addMonths, daysBetween, toDayNumber, utcToday, weekdayOf } from './calendar.ts';

/** Business constants of the booking calendar (spec section 9), in one place so tests and pickers agree. */
export const CALENDAR_RULES = {
  /** Pickers start this many days after today. */
  minAdvanceDays: 3,
  /** A specific course date is offered only when it is MORE than this many days ahead. */
  specificDateAdvanceDays: 7,
  /** A Monday start closes at this hour (UTC) … */
  mondayCutoffHourUtc: 9,
  /** … this many days before the Monday. */
  mondayCutoffDaysBefore: 3,
  /** Housing defaults span this many days around the course. */
  housingBufferDays: 3,
  /**
   * Housing may begin at most this many days before the course and end at most this many after
   * it (pricing model, 'Coherence of a cart'; the messages validationErrors.housingOutsideCourse say 7).
   */
  housingOutsideCourseDays: 7,
  /** A course may start at most this many months after today (the messages validationErrors.courseStartTooFar say 24). */
  maxAdvanceMonths: 24,
  /** The balance is due this many days before the start; a nearer start pays everything up front. */
  balanceDaysBeforeStart: 28,
} as const;

const MS_PER_DAY = 86_400_000;
const MS_PER_HOUR = 3_600_000;
const MONDAY = 1;

/** The first date a date picker offers: today (UTC) plus three days. */
export function earliestPickerDate(now: Date): string {
  return addDays(utcToday(now), CALENDAR_RULES.minAdvanceDays);
}

/** The last day a course may start when booked at `now`: today (UTC) plus 24 months. */
export function latestCourseStart(now: Date): string {
  return addMonths(utcToday(now), CALENDAR_RULES.maxAdvanceMonths);
}

/** The instant a start date stops being bookable under the Monday rule: 09:00 UTC three days before it. */
export function mondayCutoff(start: string): Date {
  // Counted in milliseconds rather than parsed from text: every price checks the rule.
  return new Date(
    (toDayNumber(start) - CALENDAR_RULES.mondayCutoffDaysBefore) * MS_PER_DAY +
      CALENDAR_RULES.mondayCutoffHourUtc * MS_PER_HOUR,
  );
}

/**
 * Whether a course start is still bookable at `now`: at least three days away, and for a
 * Monday, asked before 09:00 UTC three days before (the school needs the Friday morning to
 * place the student).
 */
export function isStartInTime(start: string, now: Date): boolean {
  if (start < earliestPickerDate(now)) return false;
  return weekdayOf(start) !== MONDAY || now.getTime() < mondayCutoff(start).getTime();
}

/**
 * A changed course start that is less than three days away (or past the Monday cutoff) moves
 * one week later, keeping its weekday. A start further in the past moves by as many whole weeks
 * as it takes, so the result is always a bookable start.
 */
export function moveStartIfTooSoon(start: string, now: Date): string {
  if (isStartInTime(start, now)) return start;
  const behind = daysBetween(start, earliestPickerDate(now));
  const moved = addDays(start, 7 * Math.max(1, Math.ceil(behind / 7)));
  // Landing exactly on the earliest date can still be a Monday past its cutoff.
  return isStartInTime(moved, now) ? moved : addDays(moved, 7);
}

import { CALENDAR_RULES } from './calendar-rules.ts';
import { toDayNumber } from './to-day-number.ts';

const MS_PER_DAY = 86_400_000;
const MS_PER_HOUR = 3_600_000;

/** The instant a start date stops being bookable under the Monday rule: 09:00 UTC three days before it. */
export function mondayCutoff(start: string): Date {
  // Counted in milliseconds rather than parsed from text: every price checks the rule.
  return new Date(
    (toDayNumber(start) - CALENDAR_RULES.mondayCutoffDaysBefore) * MS_PER_DAY +
      CALENDAR_RULES.mondayCutoffHourUtc * MS_PER_HOUR,
  );
}

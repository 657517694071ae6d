import { addDays } from './add-days.ts';
import { CALENDAR_RULES } from './calendar-rules.ts';

/** The instant a start date stops being bookable under the Monday rule: 09:00 UTC three days before it. */
export function mondayCutoff(start: string): Date {
  const day = addDays(start, -CALENDAR_RULES.mondayCutoffDaysBefore);
  const hour = String(CALENDAR_RULES.mondayCutoffHourUtc).padStart(2, '0');
  return new Date(`${day}T${hour}:00:00.000Z`);
}

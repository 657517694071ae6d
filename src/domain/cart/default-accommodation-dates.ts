import { addDays } from '../dates/add-days.ts';
import { CALENDAR_RULES } from '../dates/calendar-rules.ts';
import type { DateRange } from '../dates/date-range.ts';
import { nextWeekday } from '../dates/next-weekday.ts';
import { previousWeekday } from '../dates/previous-weekday.ts';
import type { AccommodationRules } from './cart-school.ts';

/**
 * The housing dates set when the course changes (pricing model): from course start − 3 days
 * moved forward to the arrival weekday, to course end + 3 days moved back to the departure weekday.
 */
export function defaultAccommodationDates(accommodation: Pick<AccommodationRules, 'arrivalDay' | 'departureDay'>, courseStart: string, courseEnd: string): DateRange {
  return {
    start: nextWeekday(addDays(courseStart, -CALENDAR_RULES.housingBufferDays), accommodation.arrivalDay),
    end: previousWeekday(addDays(courseEnd, CALENDAR_RULES.housingBufferDays), accommodation.departureDay),
  };
}

import { addDays } from '../dates/add-days.ts';
import type { DateRange } from '../dates/date-range.ts';
import { earliestPickerDate } from '../dates/earliest-picker-date.ts';
import { isIsoDate } from '../dates/is-iso-date.ts';
import { accommodationEndDates } from './accommodation-end-dates.ts';
import { accommodationStartDates } from './accommodation-start-dates.ts';
import { blockedRanges } from './blocked-ranges.ts';
import type { CartSchool } from './cart-school.ts';
import type { CartState } from './cart-state.ts';
import { courseEndDate } from './course-end-date.ts';
import { housingWindow } from './housing-window.ts';

// How far the housing pickers look ahead when no course bounds them.
const PICKER_DAYS = 400;

/** What the housing pickers offer for the housing booked in a cart, and the periods it is fully booked. */
export interface HousingDateOptions {
  arrivals: string[];
  departures: string[];
  blocked: DateRange[];
}

/**
 * The arrival and departure dates the housing pickers offer (spec sections 2 and 4), honouring the
 * housing's weekdays and fully booked periods, within 7 days around the course
 * (housingOutsideCourse) and from the earliest date a picker offers at `now`. An arrival is offered
 * only with a departure that fits it too; the cart's own dates stay listed (first) even when no
 * longer on offer, so the pickers show them. Null when no housing is booked.
 */
export function housingDateOptions(school: CartSchool, cart: CartState, now: Date): HousingDateOptions | null {
  const stay = cart.accommodation;
  const housing = stay.empty ? undefined : school.accommodations.find((a) => a.id === stay.id);
  if (!housing) return null;
  const course = school.courses.find((c) => c.id === cart.course.id);
  const room = housing.rooms.find((r) => r.id === stay.room);
  const { courseStart, weeks } = cart.course;
  const stayWindow = course && isIsoDate(courseStart) && Number.isInteger(weeks) && weeks >= 1 ? housingWindow(courseStart, courseEndDate(course, courseStart, weeks)) : null;
  const earliest = earliestPickerDate(now);
  const from = stayWindow && stayWindow.start > earliest ? stayWindow.start : earliest;
  const until = stayWindow ? stayWindow.end : addDays(from, PICKER_DAYS);
  const starts = accommodationStartDates(housing, room, { from, until });
  const arrivals = stayWindow ? starts.filter((date) => accommodationEndDates(housing, room, date, until).length > 0) : starts;
  const departures = stay.start ? accommodationEndDates(housing, room, stay.start, until) : [];
  const withCurrent = (dates: string[], current: string | null) => (current && !dates.includes(current) ? [current, ...dates] : dates);
  return { arrivals: withCurrent(arrivals, stay.start), departures: withCurrent(departures, stay.end), blocked: blockedRanges(housing) };
}

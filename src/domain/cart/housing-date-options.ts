import { addDays, isIsoDate, nextWeekday } from '../dates/calendar.ts';
import type { DateRange } from '../dates/date-range.ts';
import { earliestPickerDate } from '../dates/calendar-rules.ts';
import { accommodationStay } from '../pricing/accommodation-stay.ts';
import {
  blockedRanges,
  earliestAccommodationEnd,
  housingWindow,
  isStayBlocked,
  roomWeekLimits,
} from './accommodation-rules.ts';
import type { AccommodationRules, CartSchool, RoomRules } from './cart-school.ts';
import type { CartState } from './cart-state.ts';
import { courseEndDate } from './course-rules.ts';

/**
 * The arrival dates a housing picker offers between `from` and `until` (inclusive): arrival
 * weekdays from which a stay of the minimum weeks is not fully booked (spec section 5).
 */
export function accommodationStartDates(
  accommodation: Pick<AccommodationRules, 'arrivalDay' | 'departureDay' | 'minWeeks' | 'availabilityOptions'>,
  room: Pick<RoomRules, 'minWeeks' | 'maxWeeks'> | undefined,
  range: { from: string; until: string },
): string[] {
  const dates: string[] = [];
  for (let day = nextWeekday(range.from, accommodation.arrivalDay); day <= range.until; day = addDays(day, 7)) {
    if (!isStayBlocked(accommodation, day, earliestAccommodationEnd(accommodation, room, day))) dates.push(day);
  }
  return dates;
}

/**
 * The departure dates a housing picker offers for an arrival, up to `until` (inclusive):
 * departure weekdays from the earliest allowed end, within the room's maximum weeks, stopping
 * at the first fully booked day (every later end would include it).
 */
export function accommodationEndDates(
  accommodation: Pick<AccommodationRules, 'departureDay' | 'minWeeks' | 'availabilityOptions'>,
  room: Pick<RoomRules, 'minWeeks' | 'maxWeeks'> | undefined,
  start: string,
  until: string,
): string[] {
  const max = room ? roomWeekLimits(room).max : null;
  const dates: string[] = [];
  for (let day = earliestAccommodationEnd(accommodation, room, start); day <= until; day = addDays(day, 7)) {
    if (max !== null && accommodationStay(start, day).weeks > max) break;
    if (isStayBlocked(accommodation, start, day)) break;
    dates.push(day);
  }
  return dates;
}

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
  const stayWindow =
    course && isIsoDate(courseStart) && Number.isInteger(weeks) && weeks >= 1
      ? housingWindow(courseStart, courseEndDate(course, courseStart, weeks))
      : null;
  const earliest = earliestPickerDate(now);
  const from = stayWindow && stayWindow.start > earliest ? stayWindow.start : earliest;
  const until = stayWindow ? stayWindow.end : addDays(from, PICKER_DAYS);
  const starts = accommodationStartDates(housing, room, { from, until });
  const arrivals = stayWindow
    ? starts.filter((date) => accommodationEndDates(housing, room, date, until).length > 0)
    : starts;
  const departures = stay.start ? accommodationEndDates(housing, room, stay.start, until) : [];
  const withCurrent = (dates: string[], current: string | null) =>
    current && !dates.includes(current) ? [current, ...dates] : dates;
  return {
    arrivals: withCurrent(arrivals, stay.start),
    departures: withCurrent(departures, stay.end),
    blocked: blockedRanges(housing),
  };
}

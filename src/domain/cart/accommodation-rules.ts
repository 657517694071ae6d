import { addDays, isIsoDate, nextWeekday, previousWeekday, weekdayOf } from '../dates/calendar.ts';
import { CALENDAR_RULES } from '../dates/calendar-rules.ts';
import type { DateRange } from '../dates/date-range.ts';
import { dateRangesOverlap } from '../dates/date-range.ts';
import { accommodationStay } from '../pricing/accommodation-stay.ts';
import type { DurationLimit } from './cart-errors.ts';
import type { AccommodationRules, CartSchool, RoomRules } from './cart-school.ts';
import type { CartState } from './cart-state.ts';
import { courseEndDate } from './course-rules.ts';

/** A school's housing by id; throws for an id the school does not have, which only a bug can send. */
export function findAccommodation(
  school: Pick<CartSchool, 'id' | 'accommodations'>,
  accommodationId: number,
): AccommodationRules {
  const housing = school.accommodations.find((a) => a.id === accommodationId);
  if (!housing) throw new RangeError(`school ${school.id} has no accommodation ${accommodationId}`);
  return housing;
}

/** A room's duration limits in weeks: minimum at least 1, maximum null = unbounded (spec section 5). */
export function roomWeekLimits(room: Pick<RoomRules, 'minWeeks' | 'maxWeeks'>): { min: number; max: number | null } {
  return { min: Math.max(1, room.minWeeks), max: room.maxWeeks };
}

/** Whether a stay of `weeks` weeks fits a room's week limits. */
export function fitsWeekLimits(room: Pick<RoomRules, 'minWeeks' | 'maxWeeks'>, weeks: number): boolean {
  const { min, max } = roomWeekLimits(room);
  return weeks >= min && (max === null || weeks <= max);
}

/** The shortest stay in weeks a housing and room accept: the stricter of the two minimums, at least 1. */
export function minimumStayWeeks(
  accommodation: Pick<AccommodationRules, 'minWeeks'>,
  room: Pick<RoomRules, 'minWeeks' | 'maxWeeks'> | undefined,
): number {
  return Math.max(1, accommodation.minWeeks, room ? roomWeekLimits(room).min : 1);
}

/**
 * The room a newly selected housing gets (spec section 4): rooms booked only together come first
 * (otherwise in catalogue order), and the first whose week limits fit the stay wins. When none
 * fits, the first of that order is taken and the cart shows the duration error.
 */
export function pickRoom(accommodation: Pick<AccommodationRules, 'rooms'>, stayWeeks: number): RoomRules | undefined {
  const ordered = [
    ...accommodation.rooms.filter((room) => room.onlyBookedTogether),
    ...accommodation.rooms.filter((room) => !room.onlyBookedTogether),
  ];
  return ordered.find((room) => fitsWeekLimits(room, stayWeeks)) ?? ordered[0];
}

/**
 * The earliest allowed departure for an arrival (spec section 5): at least the minimum weeks
 * minus one day after the start, on the departure weekday.
 */
export function earliestAccommodationEnd(
  accommodation: Pick<AccommodationRules, 'minWeeks' | 'departureDay'>,
  room: Pick<RoomRules, 'minWeeks' | 'maxWeeks'> | undefined,
  start: string,
): string {
  return nextWeekday(addDays(start, 7 * minimumStayWeeks(accommodation, room) - 1), accommodation.departureDay);
}

/** Availability status (or fullyBooked value) that blocks the dates of an entry (spec section 9). */
export const BLOCKED_STATUS = 10;

/** The date ranges in which a housing is fully booked, in date order: what the 'fully booked' warning lists. */
export function blockedRanges(accommodation: Pick<AccommodationRules, 'availabilityOptions'>): DateRange[] {
  return accommodation.availabilityOptions
    .filter((option) => option.status === BLOCKED_STATUS || option.fullyBooked === BLOCKED_STATUS)
    .map(({ start, end }) => ({ start, end }))
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
}

/**
 * Whether a stay touches a blocked range. Every date from arrival to departure counts, both
 * included: a student arriving or leaving on a fully booked day still needs the room that day.
 */
export function isStayBlocked(
  accommodation: Pick<AccommodationRules, 'availabilityOptions'>,
  start: string,
  end: string,
): boolean {
  return blockedRanges(accommodation).some((range) => dateRangesOverlap(range, { start, end }));
}

/**
 * The days a stay may cover for a course from `courseStart` to `courseEnd` (pricing model,
 * 'Coherence of a cart'): arrival no earlier than 7 days before the start, departure no later
 * than 7 days after the end. The default housing dates (3 days around the course) lie inside it.
 */
export function housingWindow(courseStart: string, courseEnd: string): DateRange {
  return {
    start: addDays(courseStart, -CALENDAR_RULES.housingOutsideCourseDays),
    end: addDays(courseEnd, CALENDAR_RULES.housingOutsideCourseDays),
  };
}

/**
 * The housing dates set when the course changes (pricing model): from course start − 3 days
 * moved forward to the arrival weekday, to course end + 3 days moved back to the departure weekday.
 */
export function defaultAccommodationDates(
  accommodation: Pick<AccommodationRules, 'arrivalDay' | 'departureDay'>,
  courseStart: string,
  courseEnd: string,
): DateRange {
  return {
    start: nextWeekday(addDays(courseStart, -CALENDAR_RULES.housingBufferDays), accommodation.arrivalDay),
    end: previousWeekday(addDays(courseEnd, CALENDAR_RULES.housingBufferDays), accommodation.departureDay),
  };
}

/**
 * The cart with its housing dates reset to span the course (spec section 4: changing course,
 * weeks or start does this). The room and meal plan stay; the caller re-checks duration.
 */
export function withDefaultAccommodationDates(school: CartSchool, cart: CartState): CartState {
  if (cart.accommodation.empty) return cart;
  const housing = school.accommodations.find((a) => a.id === cart.accommodation.id);
  const course = school.courses.find((c) => c.id === cart.course.id);
  const { courseStart, weeks } = cart.course;
  if (!housing || !course || !isIsoDate(courseStart) || weeks < 1) return cart;
  const dates = defaultAccommodationDates(housing, courseStart, courseEndDate(course, courseStart, weeks));
  return { ...cart, accommodation: { ...cart.accommodation, ...dates } };
}

export type AccommodationDatesProblem =
  | 'notADate'
  | 'housingOutsideCourse'
  | 'inThePast'
  | 'wrongArrivalDay'
  | 'wrongDepartureDay'
  | 'endNotAfterStart'
  | 'shorterThanMinimum'
  | 'fullyBooked';

/**
 * Why housing dates are invalid (spec section 5), or null: both real dates, inside the course's
 * housing window when the course's first and last day are given (pricing model, 'Coherence of a
 * cart': checked first, as no weekday makes such a stay right), arrival not before today, on the
 * arrival and departure weekdays, departure after arrival, at least the housing's minimum weeks,
 * and no fully booked day in between. The room's own limits are the duration error, checked apart.
 */
export function accommodationDatesProblem(
  accommodation: Pick<AccommodationRules, 'arrivalDay' | 'departureDay' | 'minWeeks' | 'availabilityOptions'>,
  start: string | null,
  end: string | null,
  today: string,
  course: DateRange | null = null,
): AccommodationDatesProblem | null {
  if (!isIsoDate(start) || !isIsoDate(end)) return 'notADate';
  if (course) {
    const window = housingWindow(course.start, course.end);
    if (start < window.start || end > window.end) return 'housingOutsideCourse';
  }
  if (start < today) return 'inThePast';
  if (weekdayOf(start) !== accommodation.arrivalDay) return 'wrongArrivalDay';
  if (weekdayOf(end) !== accommodation.departureDay) return 'wrongDepartureDay';
  if (end <= start) return 'endNotAfterStart';
  if (accommodationStay(start, end).weeks < Math.max(1, accommodation.minWeeks)) return 'shorterThanMinimum';
  return isStayBlocked(accommodation, start, end) ? 'fullyBooked' : null;
}

/**
 * The duration error of a stay in a room, with the limit for the message, or null: weeks =
 * floor((days between start and end + 1) / 7) must lie within the room's minWeeks (at least 1)
 * and maxWeeks (null = unbounded). Unreadable dates are the dates error's business.
 */
export function accommodationDurationError(
  room: Pick<RoomRules, 'minWeeks' | 'maxWeeks'>,
  start: string | null,
  end: string | null,
): DurationLimit | null {
  if (!isIsoDate(start) || !isIsoDate(end)) return null;
  const { weeks } = accommodationStay(start, end);
  const { min, max } = roomWeekLimits(room);
  if (weeks < min) return { bound: 'min', weeks: min };
  if (max !== null && weeks > max) return { bound: 'max', weeks: max };
  return null;
}

import { daysBetween, isIsoDate } from '../dates/calendar.ts';
import { isBookable } from './bookable-cart.ts';
import type { CartSchool } from './cart-school.ts';
import type { CartState } from './cart-state.ts';
import { changeCourseStart } from './change-course-start.ts';
import { changeWeeks } from './change-weeks.ts';
import { cartCourseStarts, weekOptions } from './course-rules.ts';

/**
 * How many candidate carts a search prices before it gives up. A candidate the cart's own check
 * already refuses (a fully booked day, a stay too short for the room) is passed over without
 * pricing, so the limit counts only carts that had a chance.
 */
export const MAX_CANDIDATES = 16;

/** Dates ordered by distance from `from`, nearest first; of two equally near, the later first. */
export function nearestFirst(dates: readonly string[], from: string): string[] {
  if (!isIsoDate(from)) return [...dates].sort();
  const distance = (date: string) => Math.abs(daysBetween(from, date));
  return [...dates].sort((a, b) => distance(a) - distance(b) || (a < b ? 1 : a > b ? -1 : 0));
}

/** The week counts of the cart's course other than its own, nearest first, the longer of two equally near first. */
function otherLengths(school: CartSchool, cart: CartState): number[] {
  const course = school.courses.find((c) => c.id === cart.course.id);
  if (!course) return [];
  const current = cart.course.weeks;
  return weekOptions(course)
    .filter((weeks) => weeks !== current)
    .sort((a, b) => Math.abs(a - current) - Math.abs(b - current) || b - a)
    .slice(0, MAX_CANDIDATES);
}

/**
 * The cart on the first of `starts`, in their order, that can be booked; null when none of the
 * first MAX_CANDIDATES carts worth pricing can.
 */
export function firstBookableStart(
  school: CartSchool,
  cart: CartState,
  starts: readonly string[],
  now: Date,
): CartState | null {
  let priced = 0;
  for (const start of starts) {
    const next = start === cart.course.courseStart ? cart : changeCourseStart(school, cart, start, now);
    if (next.errors.hasErrors) continue;
    if (isBookable(school, next, now)) return next;
    priced += 1;
    if (priced >= MAX_CANDIDATES) break;
  }
  return null;
}

// The cart on the first start the picker offers, nearest first, that can be booked; its own start too when asked.
function bookableAmongStarts(school: CartSchool, cart: CartState, now: Date, withOwnStart: boolean): CartState | null {
  const from = cart.course.courseStart;
  const starts = cartCourseStarts(school, cart, now).filter((start) => withOwnStart || start !== from);
  return firstBookableStart(school, cart, nearestFirst(starts, from), now);
}

/**
 * The same stay (course, weeks, housing, room, meal plan) on the nearest start the course picker
 * offers that can be booked, housing dates following the course; null when none of the candidates
 * can. Starts are tried nearest first, the later of two equally near first.
 */
export function nearestBookableStart(school: CartSchool, cart: CartState, now: Date): CartState | null {
  return bookableAmongStarts(school, cart, now, false);
}

/**
 * The same stay from the same start with the nearest number of weeks the course allows that can be
 * booked; null when none can. Lengths are tried nearest first, the longer of two equally near first.
 */
export function nearestBookableWeeks(school: CartSchool, cart: CartState, now: Date): CartState | null {
  for (const weeks of otherLengths(school, cart)) {
    const next = changeWeeks(school, cart, weeks, now);
    if (!next.errors.hasErrors && isBookable(school, next, now)) return next;
  }
  return null;
}

/**
 * A cart the page chose for the visitor (the opening cart, a housing or course just picked) moved
 * to the nearest stay that can be booked (pricing model, 'Choices the cart makes'): the cart
 * itself when it can, else the same length on the nearest bookable start, else the other lengths
 * nearest first, each on its nearest bookable start; the cart unchanged, with its errors, when
 * nothing in the picker's year can be booked.
 */
export function nearestBookableStay(school: CartSchool, cart: CartState, now: Date): CartState {
  if (isBookable(school, cart, now)) return cart;
  const sameLength = nearestBookableStart(school, cart, now);
  if (sameLength) return sameLength;
  for (const weeks of otherLengths(school, cart)) {
    const found = bookableAmongStarts(school, changeWeeks(school, cart, weeks, now), now, true);
    if (found) return found;
  }
  return cart;
}

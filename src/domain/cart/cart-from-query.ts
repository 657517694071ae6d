import { pickWeekPrice } from '../pricing/pick-week-price.ts';
import type { CartQuery } from './cart-query-schema.ts';
import type { CartQueryIssue } from './cart-query-fields.ts';
import type { CartSchool } from './cart-school.ts';
import type { CartState } from './cart-state.ts';
import { moveAccommodationDates } from './change-accommodation-dates.ts';
import { nearestAllowedWeeks, openingCourseStart } from './course-rules.ts';
import { initialCart } from './initial-cart.ts';
import { noAccommodation, noTransfer } from './cart-state.ts';
import { revalidateCart } from './validate-cart.ts';
import { placeAccommodation, selectAccommodation } from './select-accommodation.ts';

function resolveIssues(school: CartSchool, query: CartQuery): CartQueryIssue[] {
  const issues: CartQueryIssue[] = [];
  if (query.schoolId !== undefined && query.schoolId !== school.id)
    issues.push({ key: 's.id', message: `s.id ${query.schoolId} is not this school (${school.id})` });
  if (
    query.weekPriceId !== undefined &&
    !school.courses.some((c) => c.courseWeeks.some((r) => r.prices.some((p) => p.id === query.weekPriceId)))
  ) {
    issues.push({ key: 'c.w', message: `c.w ${query.weekPriceId} is not a price option of this school` });
  }
  const housing =
    query.roomId === undefined
      ? undefined
      : school.accommodations.find((a) => a.rooms.some((r) => r.id === query.roomId));
  if (query.roomId !== undefined && !housing)
    issues.push({ key: 'a.r', message: `a.r ${query.roomId} is not a room of this school` });
  if (housing && query.foodId !== undefined && !housing.foods.some((f) => f.id === query.foodId))
    issues.push({ key: 'a.f', message: `a.f ${query.foodId} is not a meal plan of that housing` });
  if (query.roomId !== undefined && query.withAccommodation === false)
    issues.push({ key: 'a.on', message: 'a.on=false contradicts a.r (a room)' });
  if (query.roomId === undefined) {
    for (const [field, key] of [
      ['foodId', 'a.f'],
      ['accommodationStart', 'a.s'],
      ['accommodationEnd', 'a.e'],
    ] as const) {
      if (query[field] !== undefined) issues.push({ key, message: `${key} needs a.r (the room)` });
    }
  }
  const transferId = query.transferId ?? 0;
  if (transferId !== 0 && !school.transfers.some((t) => t.id === transferId))
    issues.push({ key: 't.id', message: `t.id ${transferId} is not a transfer of this school` });
  if (transferId === 0) {
    for (const [field, key] of [
      ['transferTo', 't.t'],
      ['transferFrom', 't.f'],
    ] as const) {
      if (query[field] === true) issues.push({ key, message: `${key} needs t.id (the transfer)` });
    }
  } else if (query.transferTo === false && query.transferFrom === false) {
    issues.push({ key: 't.t', message: 't.t and t.f cannot both be off: at least one direction stays on' });
  }
  return issues;
}

/**
 * Rebuilds a cart from a parsed query against the school. Values are taken as written (a past
 * start shows the course error rather than moving silently); what the query leaves out gets the
 * same defaults the page's actions would give (initialCart, selectAccommodation, and a required
 * transfer selected when t.id is absent). A link from the search names no course: its c.weeks
 * becomes the nearest length the opening course allows, and its a.on=true opens on the first
 * housing that fits. An
 * id the school does not know is an issue naming its key, never a crash and never a quiet substitute.
 */
export function cartFromQuery(
  school: CartSchool,
  query: CartQuery,
  now: Date,
): { ok: true; cart: CartState } | { ok: false; issues: CartQueryIssue[] } {
  const issues = resolveIssues(school, query);
  if (issues.length > 0) return { ok: false, issues };

  const owner =
    query.weekPriceId === undefined
      ? undefined
      : school.courses.find((c) => c.courseWeeks.some((r) => r.prices.some((p) => p.id === query.weekPriceId)));
  // The opening cart is needed only when the query does not name the course: for a named one
  // its defaults (the minimum weeks, the first start) are all that is used, and working out a
  // first start walks the calendar, which the pricing endpoint must not do on every request.
  // Without a named course the weeks are a wish (a search's course length, issue 12): the
  // opening cart makes them the nearest the course allows rather than opening on an error.
  const opening = owner ? undefined : initialCart(school, now, query.weeks === undefined ? {} : { weeks: query.weeks });
  const course = owner ?? school.courses.find((c) => c.id === opening?.course.id);
  if (!course) throw new RangeError('initialCart chose a course the school does not have');
  const defaultWeeks = opening?.course.weeks ?? nearestAllowedWeeks(course, course.minWeeks);
  const weeks = owner ? (query.weeks ?? defaultWeeks) : defaultWeeks;
  const picked = pickWeekPrice(course, weeks, query.weekPriceId ?? opening?.course.weekPrice ?? null);
  const courseStart =
    query.courseStart ??
    (opening && weeks === defaultWeeks ? opening.course.courseStart : openingCourseStart(course, weeks, now));
  let cart: CartState = {
    course: { id: course.id, weeks, courseStart, weekPrice: picked.ok ? picked.option.id : null },
    accommodation: noAccommodation(),
    transfer: noTransfer(),
    errors: { hasErrors: false, list: [] },
  };

  const housing =
    query.roomId === undefined
      ? undefined
      : school.accommodations.find((a) => a.rooms.some((r) => r.id === query.roomId));
  // A query naming neither the course nor housing opens as the page does: a course that must be
  // booked with housing gets the opening cart's housing, around the course the query describes.
  if (!housing && opening && !opening.accommodation.empty)
    cart = placeAccommodation(school, cart, opening.accommodation.id);
  // A search for schools with accommodation opens on housing: the first the school lists that can
  // be booked around this course (a host family closed over Christmas gives way to the residence),
  // else none, so the first figure is a price, not an error.
  else if (!housing && query.withAccommodation === true) {
    const base = cart;
    cart =
      school.accommodations
        .map((option) => selectAccommodation(school, base, option.id, now))
        .find((housed) => !housed.errors.hasErrors) ?? cart;
  }
  if (housing && query.roomId !== undefined) {
    cart = placeAccommodation(school, cart, housing.id);
    cart = {
      ...cart,
      accommodation: { ...cart.accommodation, room: query.roomId, food: query.foodId ?? cart.accommodation.food },
    };
    if (query.accommodationStart !== undefined || query.accommodationEnd !== undefined) {
      cart = moveAccommodationDates(school, cart, { start: query.accommodationStart, end: query.accommodationEnd });
    }
  }

  if (query.transferId === 0) cart = { ...cart, transfer: noTransfer() };
  else if (query.transferId !== undefined) {
    cart = {
      ...cart,
      transfer: { id: query.transferId, to: query.transferTo ?? true, from: query.transferFrom ?? true, empty: false },
    };
  }
  // Checked once, here: the steps above build the cart without checking it on the way.
  return { ok: true, cart: revalidateCart(school, cart, now) };
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, utcToday, weekdayOf } from '#domain/dates/calendar.ts';
import { accommodationStay } from '#domain/pricing/accommodation-stay.ts';
import { pickWeekPrice } from '#domain/pricing/pick-week-price.ts';
import {
  actionArb,
  applyAction,
  nowArb,
  schoolArb,
  type CartAction,
} from '#domain/pricing/__tests__/fixtures/arbitraries.ts';
import { CART_ERROR_MESSAGE_KEYS } from '../cart-errors.ts';
import type { CartSchool } from '../cart-school.ts';
import type { CartState } from '../cart-state.ts';
import { accommodationEndDates, accommodationStartDates } from '../housing-date-options.ts';
import { changeCourse } from '../change-course.ts';
import { courseStartProblem, selectableCourseStarts } from '../course-rules.ts';
import { fitsWeekLimits, isStayBlocked } from '../accommodation-rules.ts';
import { initialCart } from '../initial-cart.ts';
import { validateCart } from '../validate-cart.ts';

const ORDER = Object.keys(CART_ERROR_MESSAGE_KEYS);

// Half the journeys start the way most visitors do: a few weeks, a start date on the picker, then housing.
const usualStart: CartAction[] = [
  { kind: 'weeks', weeks: 4 },
  { kind: 'start', offset: 40, onWeekday: true },
  { kind: 'housing', pick: 0 },
];

/** The school, a clock, and the carts a visitor passes through from the initial one. */
const journeyArb = fc
  .record({ school: schoolArb, now: nowArb, usual: fc.boolean(), actions: fc.array(actionArb, { maxLength: 12 }) })
  .map(({ school, now, usual, actions }) => {
    const carts: CartState[] = [initialCart(school, now)];
    for (const action of [...(usual ? usualStart : []), ...actions])
      carts.push(applyAction(school, carts[carts.length - 1]!, action, now));
    return { school, now, carts };
  });

function checkConsistent(school: CartSchool, cart: CartState, now: Date): void {
  // The stored errors are exactly what the rules say about the stored choices.
  expect(validateCart(school, { ...cart, errors: { hasErrors: false, list: [] } }, now)).toEqual(cart.errors);
  expect(cart.errors.hasErrors).toBe(cart.errors.list.length > 0);
  const order = cart.errors.list.map((e) => ORDER.indexOf(e.type));
  expect(order).toEqual([...new Set(order)].sort((a, b) => a - b));
  expect(cart.accommodation.empty).toBe(cart.accommodation.id === -1);
  expect(cart.transfer.empty).toBe(cart.transfer.id === 0);
  if (!cart.transfer.empty) expect(cart.transfer.to || cart.transfer.from).toBe(true);
  const course = school.courses.find((c) => c.id === cart.course.id)!;
  if (cart.course.weekPrice !== null)
    expect(pickWeekPrice(course, cart.course.weeks, cart.course.weekPrice)).toMatchObject({
      ok: true,
      option: { id: cart.course.weekPrice },
    });
}

function checkBookable(school: CartSchool, cart: CartState, now: Date): void {
  const course = school.courses.find((c) => c.id === cart.course.id)!;
  expect(weekdayOf(cart.course.courseStart)).toBe(course.startDay);
  expect(courseStartProblem(course, cart.course.courseStart, cart.course.weeks, now)).toBeNull();
  expect(cart.course.weeks).toBeGreaterThanOrEqual(course.minWeeks);
  expect(cart.course.weeks).toBeLessThanOrEqual(course.maxWeeks);
  if (course.isAccommodationRequired) expect(cart.accommodation.empty).toBe(false);
  if (cart.accommodation.empty) return;
  const housing = school.accommodations.find((a) => a.id === cart.accommodation.id)!;
  const room = housing.rooms.find((r) => r.id === cart.accommodation.room)!;
  const { start, end } = cart.accommodation as { start: string; end: string };
  expect(weekdayOf(start)).toBe(housing.arrivalDay);
  expect(weekdayOf(end)).toBe(housing.departureDay);
  expect(isStayBlocked(housing, start, end)).toBe(false);
  expect(fitsWeekLimits(room, accommodationStay(start, end).weeks)).toBe(true);
  if (housing.transferRequired) expect(cart.transfer.empty).toBe(false);
}

describe('carts built by any sequence of actions', () => {
  it('keep their error list consistent with their choices', () => {
    fc.assert(
      fc.property(journeyArb, ({ school, now, carts }) => {
        for (const cart of carts) checkConsistent(school, cart, now);
      }),
      { numRuns: 200 },
    );
  });

  it('have no blocked or off-weekday date, and weeks within limits, whenever they show no error', () => {
    fc.assert(
      fc.property(journeyArb, ({ school, now, carts }) => {
        for (const cart of carts) if (!cart.errors.hasErrors) checkBookable(school, cart, now);
      }),
      { numRuns: 200 },
    );
  });

  it('reach the no-error state, with housing too, often enough for the property above to mean something', () => {
    let clean = 0;
    let cleanWithHousing = 0;
    fc.assert(
      fc.property(journeyArb, ({ carts }) => {
        const ok = carts.filter((cart) => !cart.errors.hasErrors);
        clean += ok.length;
        cleanWithHousing += ok.filter((cart) => !cart.accommodation.empty).length;
      }),
      { numRuns: 200 },
    );
    expect(clean).toBeGreaterThan(200);
    expect(cleanWithHousing).toBeGreaterThan(50);
  });

  it('come out the same for the same input', () => {
    fc.assert(
      fc.property(schoolArb, nowArb, fc.array(actionArb, { maxLength: 8 }), (school, now, actions) => {
        const run = () =>
          actions.reduce((cart, action) => applyAction(school, cart, action, now), initialCart(school, now));
        expect(run()).toEqual(run());
      }),
      { numRuns: 100 },
    );
  });
});

describe('changing the course', () => {
  it('always leaves weeks within the course limits', () => {
    fc.assert(
      fc.property(journeyArb, fc.nat(), ({ school, now, carts }, pick) => {
        const course = school.courses[pick % school.courses.length]!;
        const cart = changeCourse(school, carts[carts.length - 1]!, { courseId: course.id }, now);
        expect(cart.course.weeks).toBeGreaterThanOrEqual(course.minWeeks);
        expect(cart.course.weeks).toBeLessThanOrEqual(course.maxWeeks);
      }),
      { numRuns: 200 },
    );
  });
});

describe('the pickers', () => {
  it('never offer a blocked or off-weekday date', () => {
    fc.assert(
      fc.property(schoolArb, nowArb, fc.integer({ min: 1, max: 12 }), (school, now, weeks) => {
        const today = utcToday(now);
        for (const course of school.courses) {
          for (const date of selectableCourseStarts(course, { weeks, now, until: addDays(today, 120) })) {
            expect(weekdayOf(date)).toBe(course.startDay);
            expect(courseStartProblem(course, date, weeks, now)).toBeNull();
          }
        }
        for (const housing of school.accommodations) {
          for (const room of housing.rooms) {
            const starts = accommodationStartDates(housing, room, { from: today, until: addDays(today, 120) });
            for (const start of starts.slice(0, 4)) {
              expect(weekdayOf(start)).toBe(housing.arrivalDay);
              for (const end of accommodationEndDates(housing, room, start, addDays(start, 200))) {
                expect(weekdayOf(end)).toBe(housing.departureDay);
                expect(isStayBlocked(housing, start, end)).toBe(false);
                expect(fitsWeekLimits(room, accommodationStay(start, end).weeks)).toBe(true);
              }
            }
          }
        }
      }),
      { numRuns: 100 },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, nextWeekday } from '#domain/dates/calendar.ts';
import { latestCourseStart } from '#domain/dates/calendar-rules.ts';
import { buildAccommodation, buildCourse } from '#domain/pricing/__tests__/fixtures/catalogue-builders.ts';
import { actionArb, applyAction, nowArb, schoolArb } from '#domain/pricing/__tests__/fixtures/arbitraries.ts';
import { quoteCart } from '#domain/pricing/quote-cart.ts';
import { accommodationDatesProblem, defaultAccommodationDates, housingWindow } from '../accommodation-rules.ts';
import { CART_ERROR_MESSAGE_KEYS, CART_REASON_MESSAGE_KEYS } from '../cart-errors.ts';
import { cartFromQuery } from '../cart-from-query.ts';
import type { CartState } from '../cart-state.ts';
import { changeAccommodationDates } from '../change-accommodation-dates.ts';
import { changeCourseStart } from '../change-course-start.ts';
import { courseEndDate, courseStartProblem, selectableCourseStarts } from '../course-rules.ts';
import { initialCart } from '../initial-cart.ts';
import { selectAccommodation } from '../select-accommodation.ts';
import { validateCart } from '../validate-cart.ts';
import { HOMESTAY, now, school } from './fixtures.ts';

// The fixture clock is Monday 2027-03-01 10:00 UTC; a start may be as late as 2029-03-01.
const OUTSIDE = {
  type: 'invalid_accommodation_dates',
  messageKey: 'validationErrors.InvalidAccommodationDates',
  reason: 'housingOutsideCourse',
  reasonKey: 'validationErrors.housingOutsideCourse',
};
const TOO_FAR = {
  type: 'invalid_course_dates',
  messageKey: 'howToBook.BookingCourseError',
  reason: 'startTooFar',
  reasonKey: 'validationErrors.courseStartTooFar',
};

/** General English (Monday to Friday) for `weeks` weeks from `start`, with the host family's default dates. */
function courseWithHousing(start: string, weeks: number): CartState {
  const built = cartFromQuery(school, { weekPriceId: 101, weeks, courseStart: start, roomId: 11 }, now);
  if (!built.ok) throw new Error(JSON.stringify(built.issues));
  return built.cart;
}

const reasons = (cart: CartState) => cart.errors.list.map((error) => error.reason);

describe('the reasons with a message of their own', () => {
  it("are reasons of the spec's five types, which stay as they are", () => {
    expect(Object.keys(CART_ERROR_MESSAGE_KEYS)).toHaveLength(5);
    expect(CART_REASON_MESSAGE_KEYS).toEqual({
      startTooFar: 'validationErrors.courseStartTooFar',
      housingOutsideCourse: 'validationErrors.housingOutsideCourse',
      housingAboveCourseAge: 'validationErrors.housingAboveCourseAge',
      noPriceList: 'validationErrors.noPriceList',
    });
  });
});

describe('housing outside the course (housingOutsideCourse)', () => {
  it('lets the stay begin at most 7 days before the course and end at most 7 days after it', () => {
    expect(housingWindow('2027-06-28', '2027-07-09')).toEqual({ start: '2027-06-21', end: '2027-07-16' });
    // Arrival on Mondays and departure on Fridays, so both limits fall on a weekday the housing takes.
    const housing = buildAccommodation({ arrivalDay: 1, departureDay: 5 });
    const course = { start: '2027-06-28', end: '2027-07-09' };
    const today = '2027-03-01';
    expect(accommodationDatesProblem(housing, '2027-06-21', '2027-07-16', today, course)).toBeNull();
    expect(accommodationDatesProblem(housing, '2027-06-14', '2027-07-09', today, course)).toBe('housingOutsideCourse');
    expect(accommodationDatesProblem(housing, '2027-06-28', '2027-07-23', today, course)).toBe('housingOutsideCourse');
    // Without the course's dates only the housing's own rules apply.
    expect(accommodationDatesProblem(housing, '2027-06-14', '2027-07-23', today)).toBeNull();
  });

  it('is named before the weekday problems: no weekday makes such a stay right', () => {
    const housing = buildAccommodation();
    expect(
      accommodationDatesProblem(housing, '2027-10-05', '2027-10-09', '2027-03-01', {
        start: '2027-03-01',
        end: '2027-03-26',
      }),
    ).toBe('housingOutsideCourse');
    expect(
      accommodationDatesProblem(housing, null, '2027-10-09', '2027-03-01', { start: '2027-03-01', end: '2027-03-26' }),
    ).toBe('notADate');
  });

  it('refuses a March course with October housing: an error with its own message, and no price', () => {
    const cart = changeAccommodationDates(
      school,
      courseWithHousing('2027-03-08', 4),
      { start: '2027-10-03', end: '2027-10-09' },
      now,
    );
    expect(cart.errors.list).toEqual([OUTSIDE]);
    expect(quoteCart(school, cart, { now }).answer).toBeNull();
  });

  it('refuses housing a day too early or a day too late, and takes it at the limits', () => {
    // Course Monday 2027-06-28 → Friday 2027-07-09 (2 weeks); the host family arrives on Sundays, leaves on Saturdays.
    const cart = courseWithHousing('2027-06-28', 2);
    expect(cart.accommodation).toMatchObject({ start: '2027-06-27', end: '2027-07-10' });
    expect(cart.errors.hasErrors).toBe(false);
    // Sunday 2027-06-20 is 8 days before the start; Saturday 2027-07-17, 8 days after the end.
    expect(reasons(changeAccommodationDates(school, cart, { start: '2027-06-20' }, now))).toEqual([
      'housingOutsideCourse',
    ]);
    expect(reasons(changeAccommodationDates(school, cart, { end: '2027-07-17' }, now))).toEqual([
      'housingOutsideCourse',
    ]);
    const camp = buildCourse({ id: 9, startDay: 0, endDay: 6 });
    const sundayCourse = { ...school, courses: [camp], accommodations: school.accommodations };
    // A Sunday-to-Saturday course: Sunday 7 days before and Saturday 7 days after are still inside.
    const built = cartFromQuery(
      sundayCourse,
      {
        weekPriceId: 101,
        weeks: 2,
        courseStart: '2027-06-27',
        roomId: 11,
        accommodationStart: '2027-06-20',
        accommodationEnd: '2027-07-17',
      },
      now,
    );
    expect(built.ok && built.cart.errors.list).toEqual([]);
  });

  it('goes away when the course moves to the stay or the stay follows the course', () => {
    const off = changeAccommodationDates(
      school,
      courseWithHousing('2027-03-08', 4),
      { start: '2027-10-03', end: '2027-10-09' },
      now,
    );
    // Changing the start resets the housing to the default dates around the course.
    const moved = changeCourseStart(school, off, '2027-10-04', now);
    expect(moved.accommodation).toMatchObject({ start: '2027-10-03', end: '2027-10-30' });
    expect(moved.errors.hasErrors).toBe(false);
    const back = changeAccommodationDates(school, off, { start: '2027-03-07', end: '2027-04-03' }, now);
    expect(back.errors.hasErrors).toBe(false);
  });
});

describe('a start too far ahead (startTooFar)', () => {
  it('refuses a start more than 24 months after today, like a past start', () => {
    const course = buildCourse();
    expect(latestCourseStart(now)).toBe('2029-03-01');
    expect(courseStartProblem(course, '2029-02-26', 1, now)).toBeNull();
    expect(courseStartProblem(course, '2029-03-05', 1, now)).toBe('startTooFar');
    expect(courseStartProblem(course, '2999-01-07', 1, now)).toBe('startTooFar');
    expect(courseStartProblem(course, '2027-03-01', 1, now)).toBe('tooSoon');
  });

  it('counts from the clock passed in: the same start is fine a day later', () => {
    const course = buildCourse({ startDay: 4 });
    expect(courseStartProblem(course, '2029-03-01', 1, now)).toBeNull();
    expect(courseStartProblem(course, '2029-03-08', 1, now)).toBe('startTooFar');
    expect(courseStartProblem(course, '2029-03-08', 1, new Date('2027-03-08T00:00:00Z'))).toBeNull();
  });

  it('is an error of the cart with its own message, and the cart has no price', () => {
    const built = cartFromQuery(school, { weekPriceId: 101, weeks: 2, courseStart: '2099-01-05' }, now);
    if (!built.ok) throw new Error('the query should build');
    expect(built.cart.errors.list).toEqual([TOO_FAR]);
    expect(quoteCart(school, built.cart, { now }).answer).toBeNull();
    // A course in 2099 with housing for next week: both refusals are named.
    const both = cartFromQuery(
      school,
      {
        weekPriceId: 101,
        weeks: 2,
        courseStart: '2099-01-05',
        roomId: 11,
        accommodationStart: '2027-03-07',
        accommodationEnd: '2027-03-13',
      },
      now,
    );
    expect(both.ok && both.cart.errors.list).toEqual([TOO_FAR, OUTSIDE]);
  });

  it('is never offered by the start picker, even for a course whose dates run further', () => {
    const limited = buildCourse({
      availableOnSpecificDatesOnly: true,
      availableDates: [{ start: '2028-09-01', end: '2029-12-31' }],
    });
    const starts = selectableCourseStarts(limited, { weeks: 1, now, until: '2029-12-31' });
    expect(starts.at(-1)).toBe('2029-02-26');
    expect(starts.length).toBeGreaterThan(20);
  });

  it('adds calendar months, keeping the day inside the month', () => {
    expect(addMonths('2027-03-01', 24)).toBe('2029-03-01');
    expect(addMonths('2028-02-29', 24)).toBe('2030-02-28');
    expect(addMonths('2026-08-31', 1)).toBe('2026-09-30');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2027-01-31', -2)).toBe('2026-11-30');
    expect(() => addMonths('2027-02-30', 1)).toThrow(RangeError);
  });
});

describe('the default housing dates', () => {
  const weekday = fc.integer({ min: 0, max: 6 });
  const startArb = fc.integer({ min: 0, max: 3000 }).map((offset) => addDays('2026-01-01', offset));

  it("always lie inside the course's housing window, whatever the weekdays and length", () => {
    fc.assert(
      fc.property(
        weekday,
        weekday,
        weekday,
        weekday,
        startArb,
        fc.integer({ min: 1, max: 60 }),
        (startDay, endDay, arrivalDay, departureDay, from, weeks) => {
          const start = nextWeekday(from, startDay);
          const end = courseEndDate({ startDay, endDay }, start, weeks);
          const dates = defaultAccommodationDates({ arrivalDay, departureDay }, start, end);
          const window = housingWindow(start, end);
          expect(dates.start >= window.start && dates.end <= window.end).toBe(true);
          expect(
            accommodationDatesProblem(
              buildAccommodation({ arrivalDay, departureDay }),
              dates.start,
              dates.end,
              '2000-01-01',
              { start, end },
            ),
          ).not.toBe('housingOutsideCourse');
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('never raise housingOutsideCourse along any journey that leaves the housing dates to the page', () => {
    let withHousing = 0;
    fc.assert(
      fc.property(schoolArb, nowArb, fc.array(actionArb, { maxLength: 10 }), (randomSchool, clock, actions) => {
        let cart = initialCart(randomSchool, clock);
        for (const action of actions) {
          if (action.kind === 'housingDates') continue;
          cart = applyAction(randomSchool, cart, action, clock);
          if (!cart.accommodation.empty) withHousing += 1;
          expect(reasons(cart)).not.toContain('housingOutsideCourse');
        }
      }),
      { numRuns: 300 },
    );
    expect(withHousing).toBeGreaterThan(100);
  });

  it('come with the housing when it is booked, even for a course starting at the very limit', () => {
    const last = nextWeekday(addDays(latestCourseStart(now), -6), 1);
    const cart = selectAccommodation(
      school,
      changeCourseStart(school, initialCart(school, now), last, now),
      HOMESTAY,
      now,
    );
    expect(cart.course.courseStart).toBe('2029-02-26');
    expect(cart.accommodation).toMatchObject({ start: '2029-02-25', end: '2029-03-03' });
    expect(validateCart(school, cart, now).list).toEqual([]);
  });
});

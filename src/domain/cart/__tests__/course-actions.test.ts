import { describe, expect, it } from 'vitest';
import { changeCourse } from '../change-course.ts';
import { changeCourseStart } from '../change-course-start.ts';
import { changeWeekPrice } from '../change-week-price.ts';
import { changeWeeks } from '../change-weeks.ts';
import { firstCourseStart } from '../course-rules.ts';
import { initialCart } from '../initial-cart.ts';
import { selectAccommodation } from '../select-accommodation.ts';
import { buildCourse } from '#domain/pricing/__tests__/fixtures/catalogue-builders.ts';
import { CAMP, GAPPY, GENERAL, HOMESTAY, now, school } from './fixtures.ts';

const types = (cart: { errors: { list: { type: string }[] } }) => cart.errors.list.map((e) => e.type);

describe('initialCart', () => {
  it('opens on the first available course at its minimum weeks, first price, the first start at least 28 days away, nothing else', () => {
    const cart = initialCart(school, now);
    expect(cart).toEqual({
      // 1 March + 28 days: a deposit and a balance, not "the deposit is the full price".
      course: { id: GENERAL, weeks: 1, courseStart: '2027-03-29', weekPrice: 101 },
      accommodation: { id: -1, empty: true, room: null, food: null, start: null, end: null },
      transfer: { id: 0, to: false, from: false, empty: true },
      errors: { hasErrors: false, list: [] },
    });
  });

  it('opens on the first start when the course has none 28 days away', () => {
    const soon = buildCourse({
      id: 9,
      availableOnSpecificDatesOnly: true,
      availableDates: [{ start: '2027-03-08', end: '2027-03-19' }],
    });
    const cart = initialCart({ ...school, courses: [soon] }, now);
    expect(cart.course.courseStart).toBe(firstCourseStart(soon, 1, now));
    expect(cart.course.courseStart < '2027-03-29').toBe(true);
    expect(cart.errors.hasErrors).toBe(false);
  });

  it('opens a course that must be booked with housing on the first housing, bookable as it stands', () => {
    const cart = initialCart(school, now, { courseId: CAMP });
    expect(cart.accommodation).toMatchObject({ id: HOMESTAY, empty: false });
    expect(cart.accommodation.room).not.toBeNull();
    expect(cart.errors).toEqual({ hasErrors: false, list: [] });
    // The same as choosing that housing on the page.
    expect(cart).toEqual(selectAccommodation(school, initialCart(school, now, { courseId: CAMP }), HOMESTAY, now));
  });

  it('skips a course with no week ranges and takes requested weeks, made allowed', () => {
    const withDead = { ...school, courses: [{ ...school.courses[0]!, id: 99, courseWeeks: [] }, ...school.courses] };
    expect(initialCart(withDead, now).course.id).toBe(GENERAL);
    expect(initialCart(school, now, { courseId: CAMP, weeks: 9 }).course.weeks).toBe(6);
  });
});

describe('changeCourse', () => {
  it('sets weeks to the nearest allowed value and takes the first price of the matching range', () => {
    const cart = changeCourse(school, initialCart(school, now), { courseId: CAMP }, now);
    expect(cart.course).toMatchObject({ id: CAMP, weeks: 2, weekPrice: 201 });
    const long = changeWeeks(school, initialCart(school, now), 10, now);
    expect(changeCourse(school, long, { courseId: CAMP }, now).course.weeks).toBe(6);
    const back = changeCourse(school, long, { courseId: GENERAL }, now);
    expect(back.course).toMatchObject({ weeks: 10, weekPrice: 111 });
  });

  it('resets the start to the new course first date, or takes the given one, moved a week if too soon', () => {
    const moved = changeCourseStart(school, initialCart(school, now), '2027-06-28', now);
    expect(changeCourse(school, moved, { courseId: CAMP }, now).course.courseStart).toBe('2027-03-08');
    expect(changeCourse(school, moved, { courseId: CAMP, start: '2027-07-05' }, now).course.courseStart).toBe(
      '2027-07-05',
    );
    expect(changeCourse(school, moved, { courseId: CAMP, start: '2027-03-01' }, now).course.courseStart).toBe(
      '2027-03-08',
    );
  });

  it('raises course_required_accommodation for a course that requires housing, cleared by booking housing', () => {
    const cart = changeCourse(school, initialCart(school, now), { courseId: CAMP }, now);
    expect(cart.errors.list).toEqual([
      {
        type: 'course_required_accommodation',
        messageKey: 'accommodations.MustBook',
        reason: 'accommodationNotChosen',
      },
    ]);
    expect(selectAccommodation(school, cart, HOMESTAY, now).errors).toEqual({ hasErrors: false, list: [] });
  });

  it('moves the housing dates with the course', () => {
    let cart = selectAccommodation(
      school,
      changeCourseStart(school, initialCart(school, now), '2027-06-28', now),
      HOMESTAY,
      now,
    );
    expect(cart.accommodation).toMatchObject({ start: '2027-06-27', end: '2027-07-03' });
    cart = changeCourse(school, cart, { courseId: CAMP, start: '2027-07-05' }, now);
    expect(cart.accommodation).toMatchObject({ start: '2027-07-04', end: '2027-07-17' });
  });
});

describe('changeWeeks', () => {
  const on102 = changeWeekPrice(school, initialCart(school, now), 102, now);

  it('keeps the option while the weeks stay in its range', () => {
    expect(changeWeeks(school, on102, 3, now).course).toMatchObject({ weeks: 3, weekPrice: 102 });
  });

  it('outside the range takes the option with the same lessons per week', () => {
    expect(changeWeeks(school, on102, 6, now).course).toMatchObject({ weeks: 6, weekPrice: 112 });
    expect(changeWeeks(school, changeWeeks(school, on102, 6, now), 2, now).course.weekPrice).toBe(102);
  });

  it('else the first option of the new range', () => {
    const gappy = changeCourse(school, initialCart(school, now), { courseId: GAPPY }, now);
    expect(changeWeeks(school, changeWeekPrice(school, gappy, 304, now), 5, now).course.weekPrice).toBe(302);
    expect(changeWeeks(school, changeWeekPrice(school, gappy, 303, now), 5, now).course.weekPrice).toBe(301);
  });

  it('makes a range without prices an error, not a zero price, and clears it when the weeks leave it', () => {
    const gappy = changeCourse(school, initialCart(school, now), { courseId: GAPPY }, now);
    expect(gappy.course.weekPrice).toBeNull();
    expect(gappy.errors.list).toEqual([
      { type: 'invalid_course_dates', messageKey: 'howToBook.BookingCourseError', reason: 'noPriceOptions' },
    ]);
    const priced = changeWeeks(school, gappy, 3, now);
    expect(priced.course.weekPrice).toBe(301);
    expect(priced.errors.hasErrors).toBe(false);
  });

  it('keeps weeks outside the course limits but raises the duration error with the limit', () => {
    const camp = changeCourse(school, initialCart(school, now), { courseId: CAMP }, now);
    const tooLong = changeWeeks(school, selectAccommodation(school, camp, HOMESTAY, now), 7, now);
    expect(tooLong.errors.list).toEqual([
      {
        type: 'invalid_course_dates',
        messageKey: 'howToBook.BookingCourseError',
        reason: 'aboveMaxWeeks',
        limit: { bound: 'max', weeks: 6 },
      },
    ]);
    const tooShort = changeWeeks(school, camp, 1, now);
    expect(tooShort.errors.list[0]).toMatchObject({ type: 'invalid_course_dates', limit: { bound: 'min', weeks: 2 } });
  });

  it('moves the housing dates to the new course end', () => {
    const cart = selectAccommodation(
      school,
      changeCourseStart(school, initialCart(school, now), '2027-06-28', now),
      HOMESTAY,
      now,
    );
    expect(changeWeeks(school, cart, 6, now).accommodation).toMatchObject({ start: '2027-06-27', end: '2027-08-07' });
  });

  it('refuses a week count that is not a positive integer', () => {
    expect(() => changeWeeks(school, on102, 0, now)).toThrow(RangeError);
    expect(() => changeWeeks(school, on102, 2.5, now)).toThrow(RangeError);
  });
});

describe('changeCourseStart', () => {
  it('moves a start less than three days away one week later', () => {
    const friday = new Date('2027-06-25T12:00:00Z');
    expect(changeCourseStart(school, initialCart(school, friday), '2027-06-28', friday).course.courseStart).toBe(
      '2027-07-05',
    );
    expect(changeCourseStart(school, initialCart(school, now), '2027-06-28', now).course.courseStart).toBe(
      '2027-06-28',
    );
  });

  it('raises the course error for a start off the course weekday', () => {
    const cart = changeCourseStart(school, initialCart(school, now), '2027-06-29', now);
    expect(types(cart)).toEqual(['invalid_course_dates']);
    expect(cart.errors.list[0]?.reason).toBe('wrongWeekday');
    expect(changeCourseStart(school, cart, '2027-06-28', now).errors.hasErrors).toBe(false);
  });
});

describe('changeWeekPrice', () => {
  it('selects an option, moving the weeks into its range and the course to its owner', () => {
    const cart = changeWeekPrice(school, initialCart(school, now), 112, now);
    expect(cart.course).toMatchObject({ id: GENERAL, weeks: 4, weekPrice: 112 });
    expect(changeWeekPrice(school, cart, 201, now).course).toMatchObject({ id: CAMP, weeks: 4, weekPrice: 201 });
    expect(() => changeWeekPrice(school, cart, 999, now)).toThrow(RangeError);
  });
});

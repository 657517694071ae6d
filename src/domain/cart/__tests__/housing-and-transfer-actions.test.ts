import { describe, expect, it } from 'vitest';
import type { CartSchool } from '../cart-school.ts';
import { changeAccommodationDates } from '../change-accommodation-dates.ts';
import { changeCourse } from '../change-course.ts';
import { changeCourseStart } from '../change-course-start.ts';
import { changeWeeks } from '../change-weeks.ts';
import { initialCart } from '../initial-cart.ts';
import { selectAccommodation } from '../select-accommodation.ts';
import { selectFood } from '../select-food.ts';
import { selectRoom } from '../select-room.ts';
import { selectTransfer } from '../select-transfer.ts';
import { toggleAccommodation } from '../toggle-accommodation.ts';
import { toggleTransfer } from '../toggle-transfer.ts';
import { toggleTransferDirection } from '../toggle-transfer-direction.ts';
import { CAMP, HOMESTAY, RESIDENCE, now, school } from './fixtures.ts';

const types = (cart: { errors: { list: { type: string }[] } }) => cart.errors.list.map((e) => e.type);
// Course of weeks W starting Monday 28 June 2027.
const courseOf = (weeks: number, base: CartSchool = school) =>
  changeWeeks(base, changeCourseStart(base, initialCart(base, now), '2027-06-28', now), weeks, now);

describe('selectAccommodation', () => {
  it('sets default dates around the course, the first fitting room (together-only first) and the first food', () => {
    const cart = selectAccommodation(school, courseOf(6), HOMESTAY, now);
    // 27 June → 7 August is 6 weeks: the together-only room 12 (4+ weeks) fits and comes first.
    expect(cart.accommodation).toEqual({
      id: HOMESTAY,
      empty: false,
      room: 12,
      food: 1,
      start: '2027-06-27',
      end: '2027-08-07',
    });
    expect(selectAccommodation(school, courseOf(2), HOMESTAY, now).accommodation.room).toBe(11);
  });

  it('raises the duration error with the room limit when no room fits the stay', () => {
    const cart = selectAccommodation(school, courseOf(6), RESIDENCE, now);
    expect(cart.accommodation).toMatchObject({ room: 21, start: '2027-06-26', end: '2027-08-07' });
    expect(cart.errors.list.find((e) => e.type === 'invalid_accommodation_duration')).toEqual({
      type: 'invalid_accommodation_duration',
      messageKey: 'validationErrors.InvalidAccommodationDuration',
      reason: 'aboveMaxWeeks',
      limit: { bound: 'max', weeks: 4 },
    });
  });

  it('selects the first transfer, both ways, for housing that requires one', () => {
    const cart = selectAccommodation(school, courseOf(2), RESIDENCE, now);
    expect(cart.transfer).toEqual({ id: 1, to: true, from: true, empty: false });
    expect(types(cart)).toEqual([]);
  });

  it('raises accommodation_required_transfer when the transfer is refused', () => {
    const cart = toggleTransfer(school, selectAccommodation(school, courseOf(2), RESIDENCE, now), false, now);
    expect(cart.transfer.empty).toBe(true);
    expect(cart.errors.list).toEqual([
      {
        type: 'accommodation_required_transfer',
        messageKey: 'validationErrors.TransferRequired',
        reason: 'transferNotChosen',
      },
    ]);
    expect(toggleTransfer(school, cart, true, now).errors.hasErrors).toBe(false);
  });

  it('raises the transfer error when the school has no transfer for housing that requires one', () => {
    const noTransfers = { ...school, transfers: [] };
    const cart = selectAccommodation(noTransfers, courseOf(2, noTransfers), RESIDENCE, now);
    expect(cart.errors.list).toEqual([
      {
        type: 'accommodation_required_transfer',
        messageKey: 'validationErrors.TransferRequired',
        reason: 'schoolHasNoTransfer',
      },
    ]);
  });

  it('raises the dates error when the stay touches a fully booked range', () => {
    const cart = selectAccommodation(school, courseOf(3), RESIDENCE, now);
    expect(cart.errors.list).toEqual([
      {
        type: 'invalid_accommodation_dates',
        messageKey: 'validationErrors.InvalidAccommodationDates',
        reason: 'fullyBooked',
      },
    ]);
  });
});

describe('toggleAccommodation', () => {
  it('off sets id -1 and empty and clears the duration error', () => {
    const tooLong = selectAccommodation(school, courseOf(6), RESIDENCE, now);
    expect(types(tooLong)).toContain('invalid_accommodation_duration');
    const off = toggleAccommodation(school, tooLong, false, now);
    expect(off.accommodation).toEqual({ id: -1, empty: true, room: null, food: null, start: null, end: null });
    expect(types(off)).toEqual([]);
  });

  it('off on a course that requires housing shows the must-book error', () => {
    const camp = selectAccommodation(school, changeCourse(school, courseOf(2), { courseId: CAMP }, now), HOMESTAY, now);
    expect(types(toggleAccommodation(school, camp, false, now))).toEqual(['course_required_accommodation']);
  });

  it('on selects the first housing; a school without housing keeps the must-book error', () => {
    expect(toggleAccommodation(school, courseOf(2), true, now).accommodation.id).toBe(HOMESTAY);
    const noHousing = { ...school, accommodations: [] };
    const camp = changeCourse(noHousing, initialCart(noHousing, now), { courseId: CAMP }, now);
    const on = toggleAccommodation(noHousing, camp, true, now);
    expect(on.accommodation.empty).toBe(true);
    expect(on.errors.list).toEqual([
      {
        type: 'course_required_accommodation',
        messageKey: 'accommodations.MustBook',
        reason: 'schoolHasNoAccommodation',
      },
    ]);
  });
});

describe('changeAccommodationDates', () => {
  const booked = selectAccommodation(school, courseOf(2), HOMESTAY, now);

  it('moves the end to the earliest allowed end when the new start is after the current end', () => {
    expect(booked.accommodation).toMatchObject({ room: 11, start: '2027-06-27', end: '2027-07-10' });
    const later = changeAccommodationDates(school, booked, { start: '2027-07-18' }, now);
    expect(later.accommodation).toMatchObject({ start: '2027-07-18', end: '2027-07-24' });
    // An arrival on the departure day would leave no night: the departure moves too.
    const sameDay = changeAccommodationDates(
      school,
      { ...booked, accommodation: { ...booked.accommodation, end: '2027-07-18' } },
      { start: '2027-07-18' },
      now,
    );
    expect(sameDay.accommodation).toMatchObject({ start: '2027-07-18', end: '2027-07-24' });
    const earlier = changeAccommodationDates(school, booked, { start: '2027-06-20' }, now);
    expect(earlier.accommodation).toMatchObject({ start: '2027-06-20', end: '2027-07-10' });
  });

  it('adds and removes the duration error as the stay leaves and re-enters the room limits', () => {
    const twin = selectRoom(school, booked, 12, now);
    expect(twin.errors.list).toEqual([
      {
        type: 'invalid_accommodation_duration',
        messageKey: 'validationErrors.InvalidAccommodationDuration',
        reason: 'belowMinWeeks',
        limit: { bound: 'min', weeks: 4 },
      },
    ]);
    // Four weeks of stay need four weeks of course: housing stays within 7 days of the course.
    const longer = changeWeeks(school, twin, 4, now);
    expect(longer.accommodation).toMatchObject({ room: 12, start: '2027-06-27', end: '2027-07-24' });
    expect(longer.errors.hasErrors).toBe(false);
    expect(changeAccommodationDates(school, longer, { end: '2027-07-17' }, now).errors.list[0]?.type).toBe(
      'invalid_accommodation_duration',
    );
  });

  it('adds the dates error for a day off the arrival or departure weekday and removes it when fixed', () => {
    const wrong = changeAccommodationDates(school, booked, { end: '2027-07-09' }, now);
    expect(wrong.errors.list).toEqual([
      {
        type: 'invalid_accommodation_dates',
        messageKey: 'validationErrors.InvalidAccommodationDates',
        reason: 'wrongDepartureDay',
      },
    ]);
    expect(changeAccommodationDates(school, wrong, { end: '2027-07-10' }, now).errors.hasErrors).toBe(false);
  });
});

describe('selectFood', () => {
  it('changes the meal plan of the booked housing only', () => {
    const booked = selectAccommodation(school, courseOf(2), HOMESTAY, now);
    expect(selectFood(school, booked, 2, now).accommodation.food).toBe(2);
    expect(() => selectFood(school, booked, 3, now)).toThrow(RangeError);
    expect(() => selectFood(school, courseOf(2), 1, now)).toThrow(RangeError);
  });
});

describe('transfer', () => {
  it('toggle on selects the first transfer, both directions; off books none', () => {
    const on = toggleTransfer(school, courseOf(2), true, now);
    expect(on.transfer).toEqual({ id: 1, to: true, from: true, empty: false });
    expect(toggleTransfer(school, on, false, now).transfer).toEqual({ id: 0, to: false, from: false, empty: true });
  });

  it('keeps at least one direction on', () => {
    let cart = toggleTransfer(school, courseOf(2), true, now);
    cart = toggleTransferDirection(school, cart, 'to', now);
    expect(cart.transfer).toMatchObject({ to: false, from: true });
    cart = toggleTransferDirection(school, cart, 'from', now);
    expect(cart.transfer).toMatchObject({ to: false, from: true });
    cart = toggleTransferDirection(school, cart, 'to', now);
    expect(cart.transfer).toMatchObject({ to: true, from: true });
  });

  it('selects another transfer keeping the directions, and 0 as none', () => {
    const oneWay = toggleTransferDirection(school, toggleTransfer(school, courseOf(2), true, now), 'to', now);
    expect(selectTransfer(school, oneWay, 2, now).transfer).toEqual({ id: 2, to: false, from: true, empty: false });
    expect(selectTransfer(school, oneWay, 0, now).transfer.empty).toBe(true);
    expect(() => selectTransfer(school, oneWay, 9, now)).toThrow(RangeError);
  });
});

describe('every action', () => {
  it('returns a new cart and never changes the one it was given', () => {
    const deepFreeze = <T>(value: T): T => {
      if (value && typeof value === 'object') {
        Object.values(value).forEach(deepFreeze);
        Object.freeze(value);
      }
      return value;
    };
    const frozenSchool = deepFreeze(structuredClone(school));
    const start = deepFreeze(selectAccommodation(frozenSchool, courseOf(2, frozenSchool), HOMESTAY, now));
    const snapshot = structuredClone(start);
    const results = [
      changeCourse(frozenSchool, start, { courseId: CAMP }, now),
      changeWeeks(frozenSchool, start, 5, now),
      changeCourseStart(frozenSchool, start, '2027-07-05', now),
      selectAccommodation(frozenSchool, start, RESIDENCE, now),
      selectRoom(frozenSchool, start, 12, now),
      selectFood(frozenSchool, start, 2, now),
      changeAccommodationDates(frozenSchool, start, { start: '2027-07-25' }, now),
      toggleAccommodation(frozenSchool, start, false, now),
      toggleTransfer(frozenSchool, start, true, now),
      toggleTransferDirection(frozenSchool, toggleTransfer(frozenSchool, start, true, now), 'to', now),
    ];
    expect(start).toEqual(snapshot);
    for (const result of results) expect(result).not.toBe(start);
  });
});

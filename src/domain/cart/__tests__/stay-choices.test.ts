import { describe, expect, it } from 'vitest';
import { applyCartChoices } from '../apply-cart-choices.ts';
import { changeCourse } from '../change-course.ts';
import { changeCourseStart } from '../change-course-start.ts';
import { changeAccommodationDates } from '../change-accommodation-dates.ts';
import { changeWeeks } from '../change-weeks.ts';
import { initialCart } from '../initial-cart.ts';
import { readCartChoices } from '../read-cart-choices.ts';
import { selectAccommodation } from '../select-accommodation.ts';
import { selectFood } from '../select-food.ts';
import { selectRoom } from '../select-room.ts';
import { selectTransfer } from '../select-transfer.ts';
import { toggleTransferDirection } from '../toggle-transfer-direction.ts';
import { GAPPY, GENERAL, HOMESTAY, RESIDENCE, now, school } from './fixtures.ts';

// General English, 2 weeks from Monday 28 June 2027, without housing or transfer.
const drawn = changeWeeks(school, changeCourseStart(school, initialCart(school, now), '2027-06-28', now), 2, now);
const form = (fields: Record<string, string>) => new URLSearchParams(fields);
const sameForm = { course: String(GENERAL), weeks: '2', start: '2027-06-28', housing: '-1', transfer: '0' };

describe('readCartChoices', () => {
  it('reads every field of a well-formed form', () => {
    const housed = selectAccommodation(school, drawn, HOMESTAY, now);
    const read = readCartChoices(
      form({
        course: String(GENERAL),
        weeks: '3',
        start: '2027-07-05',
        housing: String(HOMESTAY),
        room: '11',
        meals: '2',
        arrival: '2027-07-04',
        departure: '2027-07-24',
        transfer: '2',
        from: 'on',
      }),
      school,
      housed,
    );
    expect(read.issues).toEqual([]);
    expect(read.choices).toEqual({
      courseId: GENERAL,
      weeks: 3,
      courseStart: '2027-07-05',
      housingId: HOMESTAY,
      roomId: 11,
      foodId: 2,
      arrival: '2027-07-04',
      departure: '2027-07-24',
      transferId: 2,
      directions: { from: true, to: false },
    });
  });

  it('names each bad field and keeps the good ones', () => {
    const read = readCartChoices(
      form({
        ...sameForm,
        course: '999',
        weeks: 'abc',
        start: '2027-02-30',
        housing: String(RESIDENCE),
        transfer: '7',
      }),
      school,
      drawn,
    );
    expect(read.issues.map((issue) => issue.field)).toEqual(['course', 'weeks', 'start', 'transfer']);
    expect(read.issues.every((issue) => issue.messageKey === 'stayForm.notOffered')).toBe(true);
    expect(read.choices).toEqual({ housingId: RESIDENCE });
  });

  it('refuses a transfer with neither direction, and a room of another housing', () => {
    const housed = selectAccommodation(school, drawn, HOMESTAY, now);
    const read = readCartChoices(
      form({ ...sameForm, housing: String(HOMESTAY), room: '21', transfer: '1' }),
      school,
      housed,
    );
    expect(read.issues).toEqual([
      { field: 'room', messageKey: 'stayForm.notOffered' },
      { field: 'from', messageKey: 'stayForm.oneDirection' },
    ]);
    expect(read.choices).toEqual({
      courseId: GENERAL,
      weeks: 2,
      courseStart: '2027-06-28',
      housingId: HOMESTAY,
      transferId: 1,
    });
  });

  it("ignores the old housing's room and dates, and the old course's package, once another is chosen", () => {
    const housed = selectAccommodation(school, drawn, HOMESTAY, now);
    const read = readCartChoices(
      form({
        ...sameForm,
        course: String(GAPPY),
        package: '999',
        housing: String(RESIDENCE),
        room: '11',
        arrival: '2027-06-27',
      }),
      school,
      housed,
    );
    expect(read.issues).toEqual([]);
    expect(read.choices).toMatchObject({ courseId: GAPPY, housingId: RESIDENCE });
    expect(read.choices).not.toHaveProperty('roomId');
    expect(read.choices).not.toHaveProperty('arrival');
    expect(read.choices).not.toHaveProperty('weekPriceId');
  });
});

describe('applyCartChoices', () => {
  const apply = (cart: typeof drawn, fields: Record<string, string>) =>
    applyCartChoices(school, cart, readCartChoices(form(fields), school, cart).choices, now);

  it('changes nothing for the form as it was drawn', () => {
    expect(apply(drawn, sameForm)).toEqual(drawn);
  });

  it('gives the cart of the same clicks in the island, in its order', () => {
    const cart = apply(drawn, {
      ...sameForm,
      weeks: '4',
      start: '2027-07-05',
      housing: String(HOMESTAY),
      transfer: '2',
      to: 'on',
    });
    const clicked = selectTransfer(
      school,
      selectAccommodation(
        school,
        changeCourseStart(school, changeWeeks(school, drawn, 4, now), '2027-07-05', now),
        HOMESTAY,
        now,
      ),
      2,
      now,
    );
    expect(cart).toEqual(toggleTransferDirection(school, clicked, 'from', now));
    expect(cart.transfer).toEqual({ id: 2, from: false, to: true, empty: false });
  });

  it('applies room, meals and dates of the housing shown', () => {
    const housed = selectAccommodation(school, changeWeeks(school, drawn, 4, now), HOMESTAY, now);
    const cart = apply(housed, {
      ...sameForm,
      weeks: '4',
      housing: String(HOMESTAY),
      room: '11',
      meals: '2',
      arrival: '2027-07-04',
      departure: housed.accommodation.end!,
    });
    const clicked = changeAccommodationDates(
      school,
      selectFood(school, selectRoom(school, housed, 11, now), 2, now),
      { start: '2027-07-04' },
      now,
    );
    expect(cart).toEqual(clicked);
    expect(cart.accommodation).toMatchObject({ room: 11, food: 2, start: '2027-07-04' });
  });

  it('resets the start with a new course, as the island does, and shows the domain errors of a refused choice', () => {
    const cart = apply(drawn, { ...sameForm, course: String(GAPPY) });
    expect(cart).toEqual(changeCourse(school, drawn, { courseId: GAPPY }, now));
    const wrongDay = apply(drawn, { ...sameForm, start: '2027-06-30' });
    expect(wrongDay.errors.list.map((error) => error.type)).toEqual(['invalid_course_dates']);
  });
});

import { describe, expect, it } from 'vitest';
import { weekdayOf } from '#domain/dates/calendar.ts';
import { accommodationStay } from '#domain/pricing/accommodation-stay.ts';
import { buildAccommodation } from '#domain/pricing/__tests__/fixtures/catalogue-builders.ts';
import {
  accommodationDatesProblem,
  accommodationDurationError,
  blockedRanges,
  defaultAccommodationDates,
  earliestAccommodationEnd,
  isStayBlocked,
  pickRoom,
} from '../accommodation-rules.ts';
import { accommodationEndDates, accommodationStartDates } from '../housing-date-options.ts';

const room = (id: number, minWeeks: number, maxWeeks: number | null, onlyBookedTogether = false) => ({
  id,
  roomFor: 1,
  enSuite: false,
  onlyBookedTogether,
  minWeeks,
  maxWeeks,
});

const summerBlocks = [
  { start: '2027-01-01', end: '2027-06-30', status: 0, fullyBooked: 0 },
  { start: '2027-07-11', end: '2027-07-24', status: 10, fullyBooked: 0 },
  { start: '2027-08-08', end: '2027-08-14', status: 0, fullyBooked: 10 },
  { start: '2027-09-01', end: '2027-09-10', status: 5, fullyBooked: 5 },
];

describe('accommodationStay', () => {
  it('counts weeks as floor((nights + 1) / 7) and the nights beyond them', () => {
    expect(accommodationStay('2027-06-27', '2027-08-07')).toEqual({ nights: 41, weeks: 6, extraNights: 0 });
    expect(accommodationStay('2027-06-27', '2027-07-03')).toEqual({ nights: 6, weeks: 1, extraNights: 0 });
    expect(accommodationStay('2027-06-26', '2027-07-03')).toEqual({ nights: 7, weeks: 1, extraNights: 0 });
    expect(accommodationStay('2027-06-27', '2027-07-07')).toEqual({ nights: 10, weeks: 1, extraNights: 3 });
    expect(accommodationStay('2027-06-27', '2027-07-01')).toEqual({ nights: 4, weeks: 0, extraNights: 4 });
  });
});

describe('defaultAccommodationDates', () => {
  it('spans course start − 3 days moved forward to arrival, course end + 3 days moved back to departure', () => {
    const homestay = buildAccommodation({ arrivalDay: 0, departureDay: 6 });
    expect(defaultAccommodationDates(homestay, '2027-06-28', '2027-08-06')).toEqual({
      start: '2027-06-27',
      end: '2027-08-07',
    });
    const residence = buildAccommodation({ arrivalDay: 6, departureDay: 6 });
    expect(defaultAccommodationDates(residence, '2027-06-28', '2027-08-06')).toEqual({
      start: '2027-06-26',
      end: '2027-08-07',
    });
    const sundays = buildAccommodation({ arrivalDay: 0, departureDay: 0 });
    expect(defaultAccommodationDates(sundays, '2027-06-28', '2027-08-06')).toEqual({
      start: '2027-06-27',
      end: '2027-08-08',
    });
  });
});

describe('pickRoom', () => {
  it('puts rooms booked only together first, then takes the first whose week limits fit the stay', () => {
    const housing = buildAccommodation({ rooms: [room(1, 1, null), room(2, 4, null, true), room(3, 2, 8, true)] });
    expect(pickRoom(housing, 6)?.id).toBe(2);
    expect(pickRoom(housing, 3)?.id).toBe(3);
    expect(pickRoom(housing, 1)?.id).toBe(1);
    expect(pickRoom(housing, 20)?.id).toBe(2);
  });

  it('falls back to the first room of that order when none fits', () => {
    const housing = buildAccommodation({ rooms: [room(1, 4, 8), room(2, 4, 12, true)] });
    expect(pickRoom(housing, 2)?.id).toBe(2);
  });
});

describe('availability blocks', () => {
  const housing = buildAccommodation({ availabilityOptions: summerBlocks });

  it('are the entries with status 10 or fullyBooked 10, listed for the warning', () => {
    expect(blockedRanges(housing)).toEqual([
      { start: '2027-07-11', end: '2027-07-24' },
      { start: '2027-08-08', end: '2027-08-14' },
    ]);
  });

  it('block a stay that overlaps them, arrival and departure days included', () => {
    expect(isStayBlocked(housing, '2027-06-27', '2027-07-10')).toBe(false);
    expect(isStayBlocked(housing, '2027-06-27', '2027-07-11')).toBe(true);
    expect(isStayBlocked(housing, '2027-07-24', '2027-07-31')).toBe(true);
    expect(isStayBlocked(housing, '2027-07-25', '2027-08-07')).toBe(false);
    expect(isStayBlocked(housing, '2027-08-01', '2027-08-21')).toBe(true);
    expect(isStayBlocked(housing, '2027-08-29', '2027-09-18')).toBe(false);
  });
});

describe('accommodationDatesProblem', () => {
  const housing = buildAccommodation({ availabilityOptions: summerBlocks, minWeeks: 2 });
  const today = '2027-03-01';

  it('accepts arrival and departure on their weekdays for at least the minimum weeks', () => {
    expect(accommodationDatesProblem(housing, '2027-06-27', '2027-07-10', today)).toBeNull();
  });

  it('names what is wrong', () => {
    expect(accommodationDatesProblem(housing, null, '2027-07-10', today)).toBe('notADate');
    expect(accommodationDatesProblem(housing, '2027-02-28', '2027-03-13', today)).toBe('inThePast');
    expect(accommodationDatesProblem(housing, '2027-06-28', '2027-07-10', today)).toBe('wrongArrivalDay');
    expect(accommodationDatesProblem(housing, '2027-06-27', '2027-07-09', today)).toBe('wrongDepartureDay');
    expect(
      accommodationDatesProblem(
        buildAccommodation({ arrivalDay: 6, departureDay: 6 }),
        '2027-07-03',
        '2027-07-03',
        today,
      ),
    ).toBe('endNotAfterStart');
    expect(accommodationDatesProblem(housing, '2027-06-27', '2027-07-03', today)).toBe('shorterThanMinimum');
    expect(accommodationDatesProblem(housing, '2027-06-27', '2027-07-17', today)).toBe('fullyBooked');
  });
});

describe('accommodationDurationError', () => {
  it('checks weeks against the room limits, minimum at least 1, null maximum unbounded', () => {
    expect(accommodationDurationError(room(1, 2, 4), '2027-06-27', '2027-07-03')).toEqual({ bound: 'min', weeks: 2 });
    expect(accommodationDurationError(room(1, 2, 4), '2027-06-27', '2027-07-10')).toBeNull();
    expect(accommodationDurationError(room(1, 2, 4), '2027-06-27', '2027-07-24')).toBeNull();
    expect(accommodationDurationError(room(1, 2, 4), '2027-06-27', '2027-07-31')).toEqual({ bound: 'max', weeks: 4 });
    expect(accommodationDurationError(room(1, 0, null), '2027-06-27', '2027-06-30')).toEqual({
      bound: 'min',
      weeks: 1,
    });
    expect(accommodationDurationError(room(1, 1, null), '2027-06-27', '2028-06-24')).toBeNull();
  });
});

describe('earliestAccommodationEnd', () => {
  it('is the minimum weeks minus one day after the start, on the departure weekday', () => {
    expect(earliestAccommodationEnd(buildAccommodation(), room(1, 1, null), '2027-06-27')).toBe('2027-07-03');
    expect(earliestAccommodationEnd(buildAccommodation(), room(1, 3, null), '2027-06-27')).toBe('2027-07-17');
    expect(earliestAccommodationEnd(buildAccommodation({ minWeeks: 2 }), room(1, 1, null), '2027-06-27')).toBe(
      '2027-07-10',
    );
    expect(
      earliestAccommodationEnd(buildAccommodation({ arrivalDay: 6, departureDay: 6 }), room(1, 1, null), '2027-06-26'),
    ).toBe('2027-07-03');
  });
});

describe('housing pickers', () => {
  const housing = buildAccommodation({ availabilityOptions: summerBlocks });

  it('offer arrivals on the arrival weekday whose minimum stay is not blocked', () => {
    const starts = accommodationStartDates(housing, room(1, 1, null), { from: '2027-06-20', until: '2027-08-15' });
    expect(starts).toEqual(['2027-06-20', '2027-06-27', '2027-07-04', '2027-07-25', '2027-08-01', '2027-08-15']);
    const twoWeeks = accommodationStartDates(housing, room(1, 2, null), { from: '2027-06-20', until: '2027-08-15' });
    expect(twoWeeks).toEqual(['2027-06-20', '2027-06-27', '2027-07-25', '2027-08-15']);
    for (const date of starts) expect(weekdayOf(date)).toBe(0);
  });

  it('offer departures from the earliest end up to the room maximum, stopping at a block', () => {
    expect(accommodationEndDates(housing, room(1, 1, null), '2027-06-20', '2027-12-31')).toEqual([
      '2027-06-26',
      '2027-07-03',
      '2027-07-10',
    ]);
    expect(accommodationEndDates(housing, room(1, 1, 2), '2027-08-15', '2027-12-31')).toEqual([
      '2027-08-21',
      '2027-08-28',
    ]);
    expect(accommodationEndDates(housing, room(1, 1, null), '2027-07-25', '2027-08-10')).toEqual([
      '2027-07-31',
      '2027-08-07',
    ]);
  });
});

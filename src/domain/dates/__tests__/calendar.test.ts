import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  fromDayNumber,
  isIsoDate,
  nextWeekday,
  previousWeekday,
  toDayNumber,
  utcToday,
  weekdayOf,
} from '../calendar.ts';

/** Any date from 2000 to 2099 as YYYY-MM-DD. */
const isoDateArb = fc.integer({ min: toDayNumber('2000-01-01'), max: toDayNumber('2099-12-31') }).map(fromDayNumber);

describe('isIsoDate', () => {
  it('accepts real calendar dates only', () => {
    expect(isIsoDate('2027-06-28')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2027-02-30')).toBe(false);
    expect(isIsoDate('2027-13-01')).toBe(false);
    expect(isIsoDate('2027-6-28')).toBe(false);
    expect(isIsoDate('2027-06-28T00:00:00Z')).toBe(false);
    expect(isIsoDate(20270628)).toBe(false);
  });
});

describe('day numbers', () => {
  it('count days from 1970-01-01 and back', () => {
    expect(toDayNumber('1970-01-01')).toBe(0);
    expect(toDayNumber('1970-01-02')).toBe(1);
    expect(fromDayNumber(toDayNumber('2027-06-28'))).toBe('2027-06-28');
    expect(() => toDayNumber('2027-02-30')).toThrow(RangeError);
  });
});

describe('addDays and daysBetween', () => {
  it('cross months, years and leap days in UTC', () => {
    expect(addDays('2027-06-28', 39)).toBe('2027-08-06');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    // The last Sunday of March is a daylight-saving change in Europe; UTC days do not care.
    expect(addDays('2027-03-27', 2)).toBe('2027-03-29');
    expect(addDays('2027-06-28', -28)).toBe('2027-05-31');
    expect(daysBetween('2027-06-27', '2027-08-07')).toBe(41);
    expect(daysBetween('2027-06-28', '2027-06-10')).toBe(-18);
  });

  it('are inverse of each other', () => {
    fc.assert(
      fc.property(isoDateArb, fc.integer({ min: -5000, max: 5000 }), (date, days) => {
        expect(daysBetween(date, addDays(date, days))).toBe(days);
      }),
    );
  });
});

describe('weekdayOf', () => {
  it('numbers weekdays 0 = Sunday … 6 = Saturday', () => {
    expect(weekdayOf('2027-06-27')).toBe(0);
    expect(weekdayOf('2027-06-28')).toBe(1);
    expect(weekdayOf('2027-08-06')).toBe(5);
    expect(weekdayOf('2027-08-07')).toBe(6);
    expect(weekdayOf('1969-12-31')).toBe(3);
  });

  it('repeats every seven days', () => {
    fc.assert(
      fc.property(
        isoDateArb,
        (date) =>
          weekdayOf(addDays(date, 7)) === weekdayOf(date) && weekdayOf(addDays(date, 1)) === (weekdayOf(date) + 1) % 7,
      ),
    );
  });
});

describe('nextWeekday and previousWeekday', () => {
  it('find the weekday on or after / on or before a date', () => {
    expect(nextWeekday('2027-06-25', 0)).toBe('2027-06-27');
    expect(nextWeekday('2027-06-27', 0)).toBe('2027-06-27');
    expect(previousWeekday('2027-08-09', 6)).toBe('2027-08-07');
    expect(previousWeekday('2027-08-07', 6)).toBe('2027-08-07');
    expect(() => nextWeekday('2027-06-25', 7)).toThrow(RangeError);
  });

  it('land on the weekday within six days', () => {
    fc.assert(
      fc.property(isoDateArb, fc.integer({ min: 0, max: 6 }), (date, weekday) => {
        const next = nextWeekday(date, weekday);
        const previous = previousWeekday(date, weekday);
        expect(weekdayOf(next)).toBe(weekday);
        expect(weekdayOf(previous)).toBe(weekday);
        expect(daysBetween(date, next)).toBeGreaterThanOrEqual(0);
        expect(daysBetween(date, next)).toBeLessThanOrEqual(6);
        expect(daysBetween(previous, date)).toBeGreaterThanOrEqual(0);
        expect(daysBetween(previous, date)).toBeLessThanOrEqual(6);
      }),
    );
  });
});

describe('utcToday', () => {
  // Run in a zone 14 hours ahead of UTC, so that reading local time anywhere would show.
  const savedZone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Pacific/Kiritimati';
  });
  afterAll(() => {
    if (savedZone === undefined) delete process.env.TZ;
    else process.env.TZ = savedZone;
  });

  it('ignores the machine time zone', () => {
    expect(new Date('2027-06-27T12:00:00Z').getDate()).toBe(28);
    expect(utcToday(new Date('2027-06-27T12:00:00Z'))).toBe('2027-06-27');
    expect(weekdayOf('2027-06-27')).toBe(0);
    expect(addDays('2027-03-27', 2)).toBe('2027-03-29');
  });

  it('takes the UTC calendar date of an instant, whatever the offset it was written with', () => {
    expect(utcToday(new Date('2027-06-27T23:30:00-02:00'))).toBe('2027-06-28');
    expect(utcToday(new Date('2027-06-28T00:30:00+03:00'))).toBe('2027-06-27');
    expect(() => utcToday(new Date('nonsense'))).toThrow(RangeError);
  });
});

describe('the date arithmetic without Date objects', () => {
  // The first implementations, through Date: the fast ones must agree with them everywhere.
  const MS_PER_DAY = 86_400_000;
  const referenceIsIsoDate = (value: string) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (!match) return false;
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (month < 1 || month > 12 || day < 1) return false;
    const probe = new Date(Date.UTC(year, month - 1, day));
    return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
  };
  const referenceToDayNumber = (date: string) => {
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    return Date.UTC(year, month - 1, day) / MS_PER_DAY;
  };
  const referenceFromDayNumber = (dayNumber: number) => new Date(dayNumber * MS_PER_DAY).toISOString().slice(0, 10);
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  const dateLikeArb = fc
    .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
    .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`);

  it('agree with Date on which texts are dates, and on their day numbers', () => {
    fc.assert(
      fc.property(fc.oneof(dateLikeArb, fc.string({ maxLength: 12 }), isoDateArb), (text) => {
        expect(isIsoDate(text)).toBe(referenceIsIsoDate(text));
        if (referenceIsIsoDate(text)) expect(toDayNumber(text)).toBe(referenceToDayNumber(text));
      }),
      { numRuns: 5000 },
    );
  });

  it('agree with Date on the date of every day number and every instant, four-digit years and beyond', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 3_500_000 }), (dayNumber) => {
        expect(fromDayNumber(dayNumber)).toBe(referenceFromDayNumber(dayNumber));
      }),
      { numRuns: 5000 },
    );
    for (const dayNumber of [-719_469, -719_468, 0, 2_932_896, 2_932_897])
      expect(fromDayNumber(dayNumber)).toBe(referenceFromDayNumber(dayNumber));
    expect(toDayNumber('9999-12-31')).toBe(2_932_896);
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true }), (instant) => {
        expect(utcToday(instant)).toBe(instant.toISOString().slice(0, 10));
      }),
      { numRuns: 2000 },
    );
    expect(['0099-12-31', '0100-01-01', '2000-02-29', '2100-02-29', '2400-02-29'].map(isIsoDate)).toEqual([
      false,
      true,
      true,
      false,
      true,
    ]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '#domain/dates/calendar.ts';
import { dayInZone, startOfDayInZone } from '#domain/dates/time-zone.ts';
import {
  formatFreeCancellationDeadline,
  freeCancellationDeadline,
  isWithinFreeCancellation,
} from '../free-cancellation-deadline.ts';

const MALTA = 'Europe/Malta';

describe('the free-cancellation deadline', () => {
  it('ends when the third calendar day after the booking day ends, on the school clocks', () => {
    // Monday 23 November 2026, 10:00 in Malta (UTC+1): free until Thursday 26 November, 23:59 Malta time.
    const deadline = freeCancellationDeadline({
      bookedAt: new Date('2026-11-23T09:00:00Z'),
      courseStart: '2027-01-04',
      timeZone: MALTA,
    });
    expect(deadline.until.toISOString()).toBe('2026-11-26T23:00:00.000Z');
    expect(deadline.lastMinute.toISOString()).toBe('2026-11-26T22:59:00.000Z');
    expect(deadline.cappedByCourseStart).toBe(false);
  });

  it('counts from the booking day of the school: 23:59 and 00:01 a minute apart are a day apart', () => {
    // 23:59 on Monday in Malta is 22:59 UTC; 00:01 on Tuesday in Malta is 23:01 UTC, still Monday in UTC.
    const at2359 = freeCancellationDeadline({
      bookedAt: new Date('2026-11-23T22:59:00Z'),
      courseStart: '2027-01-04',
      timeZone: MALTA,
    });
    const at0001 = freeCancellationDeadline({
      bookedAt: new Date('2026-11-23T23:01:00Z'),
      courseStart: '2027-01-04',
      timeZone: MALTA,
    });
    expect(at2359.until.toISOString()).toBe('2026-11-26T23:00:00.000Z');
    expect(at0001.until.toISOString()).toBe('2026-11-27T23:00:00.000Z');
    // The first minute of the booking day and the last one give the same deadline.
    const at0000 = freeCancellationDeadline({
      bookedAt: new Date('2026-11-22T23:00:00Z'),
      courseStart: '2027-01-04',
      timeZone: MALTA,
    });
    expect(at0000.until).toEqual(at2359.until);
  });

  it('reads the booking day in the school zone, west and east of Greenwich', () => {
    // 07:30 UTC on the 23rd is 23:30 on Sunday the 22nd in Los Angeles (UTC−8).
    const la = freeCancellationDeadline({
      bookedAt: new Date('2026-11-23T07:30:00Z'),
      courseStart: '2027-01-04',
      timeZone: 'America/Los_Angeles',
    });
    expect(la.until.toISOString()).toBe('2026-11-26T08:00:00.000Z');
    // 15:30 UTC on the 23rd is 00:30 on the 24th in Tokyo (UTC+9).
    const tokyo = freeCancellationDeadline({
      bookedAt: new Date('2026-11-23T15:30:00Z'),
      courseStart: '2027-01-04',
      timeZone: 'Asia/Tokyo',
    });
    expect(tokyo.until.toISOString()).toBe('2026-11-27T15:00:00.000Z');
  });

  it('follows the school clocks across a change to summer time', () => {
    // Booked Thursday 25 March 2027 in Malta; the clocks go forward on Sunday the 28th, so the
    // window ends at midnight summer time (UTC+2) on the 28th/29th.
    const deadline = freeCancellationDeadline({
      bookedAt: new Date('2027-03-25T12:00:00Z'),
      courseStart: '2027-05-03',
      timeZone: MALTA,
    });
    expect(deadline.until.toISOString()).toBe('2027-03-28T22:00:00.000Z');
  });

  it('is never later than the course start, when the course begins within three days', () => {
    const deadline = freeCancellationDeadline({
      bookedAt: new Date('2026-11-23T09:00:00Z'),
      courseStart: '2026-11-25',
      timeZone: MALTA,
    });
    expect(deadline.until.toISOString()).toBe('2026-11-24T23:00:00.000Z');
    expect(deadline.cappedByCourseStart).toBe(true);
    // A course starting the day after the window is not cut short.
    const dayAfter = freeCancellationDeadline({
      bookedAt: new Date('2026-11-23T09:00:00Z'),
      courseStart: '2026-11-27',
      timeZone: MALTA,
    });
    expect(dayAfter.until.toISOString()).toBe('2026-11-26T23:00:00.000Z');
    expect(dayAfter.cappedByCourseStart).toBe(false);
  });

  it('allows cancelling up to the last instant before the deadline, not at it', () => {
    const deadline = freeCancellationDeadline({
      bookedAt: new Date('2026-11-23T09:00:00Z'),
      courseStart: '2027-01-04',
      timeZone: MALTA,
    });
    expect(isWithinFreeCancellation(deadline, new Date('2026-11-26T22:59:59.999Z'))).toBe(true);
    expect(isWithinFreeCancellation(deadline, new Date('2026-11-26T23:00:00.000Z'))).toBe(false);
  });

  it('is written on the school clocks and on the visitor clocks', () => {
    const deadline = freeCancellationDeadline({
      bookedAt: new Date('2026-11-23T09:00:00Z'),
      courseStart: '2027-01-04',
      timeZone: MALTA,
    });
    const en = formatFreeCancellationDeadline(deadline, 'en', { school: MALTA, visitor: 'Asia/Vladivostok' });
    expect(en.school).toContain('26 November 2026');
    expect(en.school).toContain('23:59');
    expect(en.visitor).toContain('27 November 2026');
    expect(en.visitor).toContain('08:59');
    expect(en.iso).toBe('2026-11-26T22:59:00.000Z');
    const ru = formatFreeCancellationDeadline(deadline, 'ru', { school: MALTA, visitor: 'Europe/Moscow' });
    expect(ru.school).toContain('26 ноября 2026');
    expect(ru.visitor).toContain('01:59');
  });

  it('for any booking instant and zone, lasts from one to four days and never past the course start', () => {
    const zones = [
      'Europe/Malta',
      'America/New_York',
      'Pacific/Kiritimati',
      'Pacific/Pago_Pago',
      'America/Santiago',
      'Asia/Beirut',
      'Australia/Sydney',
    ];
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 60 }),
        (bookedAt, timeZone, startIn) => {
          const courseStart = addDays(dayInZone(bookedAt, timeZone), startIn);
          const deadline = freeCancellationDeadline({ bookedAt, courseStart, timeZone });
          const hours = (deadline.until.getTime() - bookedAt.getTime()) / 3_600_000;
          expect(hours).toBeLessThanOrEqual(4 * 24 + 1);
          if (!deadline.cappedByCourseStart) expect(hours).toBeGreaterThan(3 * 24 - 1);
          expect(deadline.until.getTime()).toBeLessThanOrEqual(startOfDayInZone(courseStart, timeZone).getTime());
        },
      ),
    );
  });
});

describe('the first instant of a day in a time zone', () => {
  it('is on that day, and the instant before it on the day before, even where clocks change at midnight', () => {
    const zones = ['Europe/Malta', 'America/Santiago', 'Asia/Beirut', 'America/Havana', 'Pacific/Apia', 'UTC'];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 * 366 }), fc.constantFrom(...zones), (offset, timeZone) => {
        const day = addDays('2026-01-01', offset);
        const start = startOfDayInZone(day, timeZone);
        expect(dayInZone(start, timeZone)).toBe(day);
        expect(dayInZone(new Date(start.getTime() - 1000), timeZone)).toBe(addDays(day, -1));
      }),
      { numRuns: 500 },
    );
  });
});

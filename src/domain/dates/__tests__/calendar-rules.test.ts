import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, utcToday, weekdayOf } from '../calendar.ts';
import { clockInstant } from '../clock.ts';
import { dateRangesOverlap, isDateInRange } from '../date-range.ts';
import { earliestPickerDate, isStartInTime, mondayCutoff, moveStartIfTooSoon } from '../calendar-rules.ts';

const instantArb = fc.date({
  min: new Date('2026-01-01T00:00:00Z'),
  max: new Date('2030-12-31T23:59:59Z'),
  noInvalidDate: true,
});

describe('earliestPickerDate', () => {
  it('is today (UTC) plus three days', () => {
    expect(earliestPickerDate(new Date('2026-11-22T12:00:00Z'))).toBe('2026-11-25');
    expect(earliestPickerDate(new Date('2026-11-22T23:59:59Z'))).toBe('2026-11-25');
    expect(earliestPickerDate(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-26');
  });
});

describe('the Monday 09:00 UTC cutoff', () => {
  it('is 09:00 UTC on the Friday before a Monday', () => {
    expect(mondayCutoff('2027-06-28').toISOString()).toBe('2027-06-25T09:00:00.000Z');
    expect(mondayCutoff('2027-03-01').toISOString()).toBe('2027-02-26T09:00:00.000Z');
    expect(mondayCutoff('2028-03-01').toISOString()).toBe('2028-02-27T09:00:00.000Z');
  });

  it('closes a Monday start at 09:00 UTC three days before', () => {
    expect(isStartInTime('2027-06-28', new Date('2027-06-25T08:59:59Z'))).toBe(true);
    expect(isStartInTime('2027-06-28', new Date('2027-06-25T09:00:00Z'))).toBe(false);
    // 09:30 in Malta (UTC+2) is 07:30 UTC: still open.
    expect(isStartInTime('2027-06-28', new Date('2027-06-25T09:30:00+02:00'))).toBe(true);
  });

  it('does not apply to other weekdays, which stay open all day three days before', () => {
    expect(isStartInTime('2027-06-29', new Date('2027-06-26T23:00:00Z'))).toBe(true);
    expect(isStartInTime('2027-06-29', new Date('2027-06-27T00:00:00Z'))).toBe(false);
  });

  it('refuses any start less than three days away', () => {
    expect(isStartInTime('2027-06-27', new Date('2027-06-25T00:00:00Z'))).toBe(false);
    expect(isStartInTime('2027-06-20', new Date('2027-06-25T00:00:00Z'))).toBe(false);
  });
});

describe('moveStartIfTooSoon', () => {
  it('moves a start less than three days away one week later', () => {
    const now = new Date('2027-06-26T12:00:00Z');
    expect(moveStartIfTooSoon('2027-06-28', now)).toBe('2027-07-05');
    expect(moveStartIfTooSoon('2027-06-29', now)).toBe('2027-06-29');
  });

  it('moves a Monday past its cutoff one week later', () => {
    expect(moveStartIfTooSoon('2027-06-28', new Date('2027-06-25T10:00:00Z'))).toBe('2027-07-05');
    expect(moveStartIfTooSoon('2027-06-28', new Date('2027-06-25T08:00:00Z'))).toBe('2027-06-28');
  });

  it('moves a past start by whole weeks, past a Monday it lands on after its cutoff', () => {
    const friday = new Date('2027-06-25T10:00:00Z');
    expect(moveStartIfTooSoon('2027-06-21', friday)).toBe('2027-07-05');
    expect(moveStartIfTooSoon('2027-06-22', friday)).toBe('2027-06-29');
    expect(moveStartIfTooSoon('2026-06-30', friday)).toBe('2027-06-29');
  });

  it('always gives a bookable start on the same weekday, at most a week past the earliest date, or the start itself', () => {
    fc.assert(
      fc.property(instantArb, fc.integer({ min: -30, max: 30 }), (now, offset) => {
        const start = addDays(utcToday(now), offset);
        const moved = moveStartIfTooSoon(start, now);
        expect(isStartInTime(moved, now)).toBe(true);
        expect(weekdayOf(moved)).toBe(weekdayOf(start));
        if (isStartInTime(start, now)) expect(moved).toBe(start);
        else expect(daysBetween(earliestPickerDate(now), moved)).toBeLessThanOrEqual(7);
      }),
    );
  });
});

describe('clockInstant', () => {
  it('reads an instant as is and a bare day as its first UTC moment', () => {
    const now = new Date('2027-03-01T10:00:00Z');
    expect(clockInstant({ now })).toBe(now);
    expect(clockInstant({ today: '2027-03-01' }).toISOString()).toBe('2027-03-01T00:00:00.000Z');
    expect(() => clockInstant({ today: '2027-02-30' })).toThrow(RangeError);
  });
});

describe('date ranges', () => {
  it('include both ends', () => {
    const july = { start: '2027-07-01', end: '2027-07-31' };
    expect(isDateInRange('2027-07-01', july)).toBe(true);
    expect(isDateInRange('2027-07-31', july)).toBe(true);
    expect(isDateInRange('2027-08-01', july)).toBe(false);
    expect(dateRangesOverlap(july, { start: '2027-07-31', end: '2027-08-10' })).toBe(true);
    expect(dateRangesOverlap(july, { start: '2027-08-01', end: '2027-08-10' })).toBe(false);
    expect(dateRangesOverlap({ start: '2027-06-01', end: '2027-06-30' }, july)).toBe(false);
  });
});

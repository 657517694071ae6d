import { describe, expect, it } from 'vitest';
import { availabilityCalendar } from '../availability-calendar.ts';

describe('availabilityCalendar', () => {
  it('lays months out Monday to Sunday, marking each day of a fully booked period', () => {
    const period = { start: '2027-02-26', end: '2027-03-02' };
    const [february, march] = availabilityCalendar([period], '2027-02-14', 2);
    expect(february!.month).toBe('2027-02');
    // 1 February 2027 is a Monday; 28 days make four full weeks.
    expect(february!.weeks).toHaveLength(4);
    expect(february!.weeks[0]![0]).toEqual({ date: '2027-02-01', booked: null });
    expect(february!.bookedDays).toBe(3);
    expect(february!.weeks[3]![4]).toEqual({ date: '2027-02-26', booked: period });
    // 1 March 2027 is a Monday too; 31 March a Wednesday, then four empty cells.
    expect(march!.weeks[4]).toEqual([
      { date: '2027-03-29', booked: null },
      { date: '2027-03-30', booked: null },
      { date: '2027-03-31', booked: null },
      null,
      null,
      null,
      null,
    ]);
    expect(march!.bookedDays).toBe(2);
  });

  it('pads the first week of a month that starts later in the week, across a year', () => {
    const months = availabilityCalendar([], '2026-12-07', 2);
    expect(months.map((month) => month.month)).toEqual(['2026-12', '2027-01']);
    // 1 December 2026 is a Tuesday; 1 January 2027 a Friday.
    expect(months[0]!.weeks[0]!.slice(0, 2)).toEqual([null, { date: '2026-12-01', booked: null }]);
    expect(months[1]!.weeks[0]!.findIndex((day) => day !== null)).toBe(4);
  });
});

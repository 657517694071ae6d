import { describe, expect, it } from 'vitest';
import { convertSchedule } from '../content/convert-schedules.ts';

describe('convertSchedule (the issue 13 migration)', () => {
  it('reads weekdays before or after the times, and activities', () => {
    expect(convertSchedule('Mon–Fri 09:00–12:30, Mon–Thu 13:30–15:10')).toEqual({
      sessions: [
        { days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'], start: '09:00', end: '12:30' },
        { days: ['monday', 'tuesday', 'wednesday', 'thursday'], start: '13:30', end: '15:10' },
      ],
    });
    expect(convertSchedule('09:00–12:15, 13:30–15:00 Tue, Thu').sessions[1]).toEqual({
      days: ['tuesday', 'thursday'],
      start: '13:30',
      end: '15:00',
    });
    expect(convertSchedule('09:00–13:00 + cooking Mon, Wed, Thu 15:00–18:00').sessions[1]).toEqual({
      days: ['monday', 'wednesday', 'thursday'],
      start: '15:00',
      end: '18:00',
      activity: 'cooking',
    });
    expect(
      convertSchedule('Mon–Fri 09:00–13:00 group, 14:00–15:00 one-to-one').sessions.map((s) => s.activity),
    ).toEqual(['group-lessons', 'one-to-one']);
  });

  it('reads arrangements and choices', () => {
    expect(convertSchedule('By arrangement, 08:30–20:00')).toEqual({
      sessions: [{ start: '08:30', end: '20:00', byArrangement: true }],
    });
    expect(convertSchedule('Mon–Fri 09:00–12:15 or 13:30–16:45').choice).toBe('one');
  });

  it('refuses what it cannot read instead of dropping words', () => {
    expect(() => convertSchedule('09:00–12:15, with a free lunch on Fridays')).toThrow(/cannot read/);
  });
});

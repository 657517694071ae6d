import { describe, expect, it } from 'vitest';
import { weekPriceSchema } from '../course-schema.ts';
import { scheduleSchema } from '../schedule-schema.ts';

const option = (schedule: unknown) =>
  weekPriceSchema.safeParse({ id: 1, lessonsPerWeek: 20, schedule, pricePerWeek: 200 });

describe('scheduleSchema', () => {
  it('takes weekdays, times, lessons a day and arrangements as data', () => {
    expect(option({ sessions: [{ days: ['monday', 'friday'], start: '09:00', end: '12:15' }] }).success).toBe(true);
    expect(option({ sessions: [{ lessonsPerDay: 2, byArrangement: true }] }).success).toBe(true);
    expect(
      option({
        sessions: [
          { start: '09:00', end: '12:15' },
          { start: '13:30', end: '16:45' },
        ],
        choice: 'one',
      }).success,
    ).toBe(true);
    expect(option({ sessions: [{ partsOfDay: ['afternoon'], activity: 'surfing' }] }).success).toBe(true);
  });

  it('refuses free text where the schedule is data', () => {
    const result = option('Mon–Fri 09:00–12:15');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['schedule'],
      message: expect.stringContaining('not free text'),
    });
  });

  it('refuses words smuggled into the data', () => {
    expect(scheduleSchema.safeParse({ sessions: [{ start: '9am', end: '12:15' }] }).success).toBe(false);
    expect(
      scheduleSchema.safeParse({ sessions: [{ start: '09:00', end: '12:15', note: 'plus excursions' }] }).success,
    ).toBe(false);
    expect(scheduleSchema.safeParse({ sessions: [{ days: ['Mon'], start: '09:00', end: '12:15' }] }).success).toBe(
      false,
    );
    expect(scheduleSchema.safeParse({ sessions: [{ start: '09:00', end: '12:15', activity: 'golf' }] }).success).toBe(
      false,
    );
  });

  it('refuses sessions that say nothing or end before they start', () => {
    expect(scheduleSchema.safeParse({ sessions: [] }).success).toBe(false);
    expect(scheduleSchema.safeParse({ sessions: [{ days: ['monday'] }] }).success).toBe(false);
    expect(scheduleSchema.safeParse({ sessions: [{ start: '09:00' }] }).success).toBe(false);
    expect(scheduleSchema.safeParse({ sessions: [{ start: '12:15', end: '09:00' }] }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { bookingManager } from '../booking-manager.ts';
import { companySchema } from '../company-schema.ts';
import { yearsInBusiness } from '../years-in-business.ts';

const content = {
  founded: 2014,
  supportHours: { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '18:00', timeZone: 'Europe/London' },
  confirmationWorkingDays: 1,
  team: [
    { name: 'Margaret Hale', role: 'director', languages: ['en'] },
    { name: 'Irina Volkova', role: 'bookingManager', languages: ['ru', 'en'] },
  ],
};

describe('the company content', () => {
  it('names the field that is wrong', () => {
    const company = companySchema.parse(content);
    const bad = companySchema.safeParse({ ...company, founded: 'long ago' });
    expect(bad.error?.issues[0]).toMatchObject({ path: ['founded'], message: 'must be a year' });
    const noManager = companySchema.safeParse({
      ...company,
      team: company.team.filter((m) => m.role !== 'bookingManager'),
    });
    expect(noManager.error?.issues[0]?.path).toEqual(['team']);
    const hours = companySchema.safeParse({ ...company, supportHours: { ...company.supportHours, closes: '08:00' } });
    expect(hours.error?.issues[0]?.path).toEqual(['supportHours', 'closes']);
    const zone = companySchema.safeParse({
      ...company,
      supportHours: { ...company.supportHours, timeZone: 'Mars/Olympus' },
    });
    expect(zone.error?.issues[0]?.path).toEqual(['supportHours', 'timeZone']);
  });

  it('counts the years in business from the founding year and the date it is asked on', () => {
    expect(yearsInBusiness(2014, '2026-12-06')).toBe(12);
    expect(yearsInBusiness(2014, '2031-01-01')).toBe(17);
  });

  it('gives a booking the first manager who speaks its language, else the first manager', () => {
    const team = [
      { name: 'A', role: 'director' as const, languages: ['ru'] },
      { name: 'B', role: 'bookingManager' as const, languages: ['en'] },
      { name: 'C', role: 'bookingManager' as const, languages: ['ru', 'en'] },
    ];
    expect(bookingManager({ team }, 'ru').name).toBe('C');
    expect(bookingManager({ team }, 'zh').name).toBe('B');
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bookingManager } from '../booking-manager.ts';
import { companySchema } from '../company-schema.ts';
import { yearsInBusiness } from '../years-in-business.ts';

const content = JSON.parse(readFileSync('content/company.json', 'utf8')) as unknown;

describe('the company content', () => {
  it('passes its schema, with a booking manager for every culture of the site', () => {
    const company = companySchema.parse(content);
    for (const culture of ['ru', 'en', 'es', 'pt', 'de', 'fr', 'tr', 'zh'] as const)
      expect(bookingManager(company, culture).languages).toContain(culture);
  });

  it('names the field that is wrong', () => {
    const company = companySchema.parse(content);
    const bad = companySchema.safeParse({ ...company, founded: 'long ago' });
    expect(bad.error?.issues[0]).toMatchObject({ path: ['founded'], message: 'must be a year' });
    const noManager = companySchema.safeParse({
      ...company,
      team: company.team.filter((m) => m.role !== 'bookingManager'),
    });
    expect(noManager.error?.issues[0]?.path).toEqual(['team']);
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

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CULTURES } from '#domain/culture.ts';
import { bookingManager } from '#domain/company/booking-manager.ts';
import { companySchema } from '#domain/company/company-schema.ts';
import { formatSupportHours } from '#domain/company/format-support-hours.ts';

describe('content/company.json (the facts a fresh database is seeded with)', () => {
  it('passes its schema, with a booking manager who speaks each culture of the site', () => {
    const company = companySchema.parse(JSON.parse(readFileSync('content/company.json', 'utf8')));
    for (const culture of CULTURES) expect(bookingManager(company, culture).languages).toContain(culture);
    expect(formatSupportHours(company.supportHours, 'en')).toEqual({
      days: 'Mon–Sat',
      times: expect.stringMatching(/^09:00\s?–\s?19:00$/),
      zone: 'United Kingdom Time',
    });
  });

  it('names the wrong field of bad facts', () => {
    const company = companySchema.parse(JSON.parse(readFileSync('content/company.json', 'utf8')));
    const parsed = companySchema.safeParse({ ...company, confirmationWorkingDays: 0 });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['confirmationWorkingDays', 'must be 1 to 10 working days'],
    ]);
  });
});

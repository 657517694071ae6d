import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CULTURES } from '#domain/culture.ts';
import { bookingManager } from '#domain/company/booking-manager.ts';
import { formatSupportHours } from '#domain/company/format-support-hours.ts';
import { loadCompany } from '../load-company.ts';

describe('content/company.json', () => {
  it('passes its schema, with a booking manager who speaks each culture of the site', () => {
    const company = loadCompany('content');
    for (const culture of CULTURES) expect(bookingManager(company, culture).languages).toContain(culture);
    expect(formatSupportHours(company.supportHours, 'en')).toEqual({
      days: 'Mon–Sat',
      times: expect.stringMatching(/^09:00\s?–\s?19:00$/),
      zone: 'United Kingdom Time',
    });
  });

  it('stops whoever reads a bad file, naming the file and the field', () => {
    const dir = mkdtempSync(join(tmpdir(), 'linguatrips-company-'));
    try {
      const company = loadCompany('content');
      writeFileSync(join(dir, 'company.json'), JSON.stringify({ ...company, confirmationWorkingDays: 0 }));
      expect(() => loadCompany(dir)).toThrow(
        `${join(dir, 'company.json')}: confirmationWorkingDays: must be 1 to 10 working days`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

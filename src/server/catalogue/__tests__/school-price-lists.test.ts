import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { schoolSchema } from '#domain/catalogue/school-schema.ts';

// The fixture school of the worked example, as its file is written: a 2026 and a 2027 list.
const FILE = resolve(import.meta.dirname, '../../../../tests/fixtures/content/schools/harbour_view_english.json');
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const school = (): Json => JSON.parse(readFileSync(FILE, 'utf8')) as Json;

/** Every issue of a file as `path: message`. */
const issuesOf = (file: Json) =>
  (schoolSchema.safeParse(file).error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('price lists in a school file', () => {
  it('takes the fixture file as written', () => {
    expect(issuesOf(school())).toEqual([]);
  });

  it('refuses two lists in force on one day, naming the later list', () => {
    const file = school();
    file.priceLists[1].validFrom = '2026-12-01';
    expect(issuesOf(file)).toEqual([
      'priceLists.1.validFrom: overlaps price list 2026 (2026-01-01 to 2026-12-31): two lists cannot be in force on one day',
    ]);
  });

  it('refuses a list that misses a price for an option, a room and meal pair or a transfer the school offers', () => {
    const file = school();
    file.priceLists[0].courses[0].options = file.priceLists[0].courses[0].options.filter(
      (option: Json) => option.weekPriceId !== 112,
    );
    file.priceLists[1].accommodations[0].prices.pop();
    file.priceLists[1].transfers = [];
    expect(issuesOf(file)).toEqual([
      'priceLists.0.courses.0.options: has no price for option 112 of course 1',
      'priceLists.1.accommodations.0.prices: has no price for room 12 with meals 1 of accommodation 1',
      'priceLists.1.transfers: has no price for transfer 1',
    ]);
  });

  it('refuses prices for what the school does not offer, and a course priced twice', () => {
    const file = school();
    file.priceLists[0].courses[0].options.push({ weekPriceId: 999, pricePerWeek: 100 });
    file.priceLists[0].transfers.push({ transferId: 7, oneWayPrice: 10, twoWayPrice: 20 });
    file.priceLists[1].courses.push({ ...file.priceLists[1].courses[0] });
    expect(issuesOf(file)).toEqual([
      'priceLists.0.courses.0.options.6.weekPriceId: course 1 has no option with id 999',
      'priceLists.0.transfers.1.transferId: no transfer with id 7',
      'priceLists.1.courses: prices course 1 twice',
    ]);
  });

  it('refuses bad dates and bad prices, each by its field', () => {
    const file = school();
    file.priceLists[0].validTo = '2026-13-01';
    file.priceLists[1].validTo = '2026-06-30';
    file.priceLists[1].transfers[0].oneWayPrice = -5;
    const issues = issuesOf(file);
    expect(issues).toContain('priceLists.0.validTo: must be a date written YYYY-MM-DD');
    expect(issues).toContain('priceLists.1.validTo: must not be before validFrom');
    expect(issues).toContain('priceLists.1.transfers.0.oneWayPrice: must not be negative');
  });

  it('needs at least one list', () => {
    expect(issuesOf({ ...school(), priceLists: [] })).toEqual(['priceLists: needs at least one price list']);
  });
});

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copySchoolPriceList, priceChangePercent } from '#domain/catalogue/copy-school-price-list.ts';
import { schoolSchema } from '#domain/catalogue/school-schema.ts';

// The fixture school: lists 2026 and 2027, in EUR.
const FILE = resolve(import.meta.dirname, '../../../../../tests/fixtures/content/schools/harbour_view_english.json');
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const school = (): Json => JSON.parse(readFileSync(FILE, 'utf8')) as Json;

describe('copying a school price list to next year', () => {
  it('adds the list a year later with every price changed and rounded to the cent, written as the list was', () => {
    const file = school();
    const last = file.priceLists[1];
    const copied = copySchoolPriceList(file, last.id, 4.5);
    if (copied.kind !== 'copied') throw new Error(copied.kind);
    const lists = (copied.file as Json).priceLists;
    expect(lists).toHaveLength(3);
    expect(lists.slice(0, 2)).toEqual(file.priceLists);
    const copy = lists[2];
    expect(copied.listId).toBe(last.id + 1);
    expect(copy).toMatchObject({ id: last.id + 1, validFrom: '2028-01-01', validTo: '2028-12-31' });
    const before: number = last.courses[0].options[0].pricePerWeek;
    expect(copy.courses[0].options[0].pricePerWeek).toBe(Math.round(before * 104.5) / 100);
    expect(copy.transfers[0].oneWayPrice).toBe(Math.round(last.transfers[0].oneWayPrice * 104.5) / 100);
    expect(Object.keys(copy)).toEqual(Object.keys(last));
    expect(Object.keys(copy.courses[0])).toEqual(Object.keys(last.courses[0]));
    // The copy overlaps nothing: the file is still a valid school.
    expect(schoolSchema.safeParse(copied.file).error?.issues ?? []).toEqual([]);
  });

  it('names a list that is not there, and takes a percentage from -100 to 100 with two decimals', () => {
    expect(copySchoolPriceList(school(), 1, 3).kind).toBe('noList');
    expect(copySchoolPriceList({ id: 1 }, 1, 3).kind).toBe('invalid');
    expect(priceChangePercent.safeParse(-2.5).success).toBe(true);
    expect(priceChangePercent.safeParse(2.555).success).toBe(false);
    expect(priceChangePercent.safeParse(101).success).toBe(false);
  });
});

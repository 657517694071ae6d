// One-off migration (issue 31, item 4): moves every price of a school file into price lists by
// year (src/domain/catalogue/price-list-schema.ts). The file's current prices become the list of
// --current-year; the other list of the pair is derived with the school's own yearly change:
//   - content/schools: current prices are 2026's, the 2027 list rises (--current-year 2026);
//   - tests/fixtures/content/schools: the tests price stays in 2027 at the prices they assert, so
//     the current prices are 2027's and the 2026 list is the year before (--current-year 2027).
// The change is chosen per school from its slug, so a run writes the same files every time:
// mostly 3–6 % on courses, housing a point more for some (host families' costs), transfers
// often unchanged (a fixed taxi contract), and about one school in ten keeps every price.
// Season supplements keep their amounts; each list carries the supplement periods of its year.
// Harbour English Academy is the worked example of docs/pricing-model.md, priced for 2027 there:
// its current prices are 2027's whatever --current-year says, so the example stays true.
// Usage: node scripts/content/split-price-lists.ts --current-year 2026 [--only a.json …] content/schools
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

type Json = Record<string, unknown>;
interface Supplement {
  start: string;
  end: string;
  perWeek: number;
}

const COURSE_RISES = [0, 3, 3.5, 4, 4, 4.5, 5, 5, 5.5, 6];
const PRICED_FOR_2027 = new Set(['harbour_english_academy_st_julians']);

/** A small stable hash of a text (FNV-1a), so each school draws the same change on every run. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return h;
}

export interface YearlyChange {
  course: number;
  housing: number;
  transfer: number;
}

export function yearlyChange(slug: string): YearlyChange {
  const h = hash(slug);
  const course = COURSE_RISES[h % COURSE_RISES.length]!;
  if (course === 0) return { course, housing: 0, transfer: 0 };
  const housing = course + ((h >>> 8) % 2 === 0 ? 0 : 1);
  const transfer = (h >>> 12) % 2 === 0 ? 0 : course;
  return { course, housing, transfer };
}

/**
 * A price moved by `percent` (negative: the year before), as schools write prices: a price written
 * in fives stays in fives, a whole price stays whole, a price with cents keeps cents.
 */
export function movePrice(price: number, percent: number): number {
  if (percent === 0) return price;
  const moved = price * (1 + percent / 100);
  if (Number.isInteger(price) && price % 5 === 0 && price >= 50) return Math.round(moved / 5) * 5;
  if (Number.isInteger(price)) return Math.round(moved);
  return Math.round(moved * 100) / 100;
}

const shiftYear = (date: string, years: number) => `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;

/** The supplement periods of one list's year: its own, and the other year's moved into it. */
function supplementsOfYear(all: Supplement[], year: number): Supplement[] {
  const own = all.filter((s) => Number(s.start.slice(0, 4)) === year);
  const moved = all
    .filter((s) => Number(s.start.slice(0, 4)) !== year)
    .map((s) => ({ ...s, start: shiftYear(s.start, year - Number(s.start.slice(0, 4))), end: shiftYear(s.end, year - Number(s.start.slice(0, 4))) }))
    .filter((s) => !own.some((o) => o.start.slice(5) === s.start.slice(5)));
  const seen = new Set<string>();
  return [...own, ...moved]
    .filter((s) => (seen.has(s.start) ? false : (seen.add(s.start), true)))
    .sort((a, b) => (a.start < b.start ? -1 : 1));
}

/** The price lists of a school file as it was written before lists: `current` holds its prices. */
function priceLists(school: Json, current: number): Json[] {
  const change = yearlyChange(school.slug as string);
  const courses = school.courses as Json[];
  const housings = (school.accommodations as Json[] | undefined) ?? [];
  const transfers = (school.transfers as Json[] | undefined) ?? [];
  const list = (year: number): Json => {
    const years = year - current;
    const move = (price: number, percent: number) => (years === 0 ? price : movePrice(price, years * percent));
    return {
      id: year,
      validFrom: `${year}-01-01`,
      validTo: `${year}-12-31`,
      courses: courses.map((course) => ({
        courseId: course.id,
        options: (course.courseWeeks as Json[]).flatMap((range) =>
          (range.prices as Json[]).map((option) => ({
            weekPriceId: option.id,
            pricePerWeek: move(option.pricePerWeek as number, change.course),
          })),
        ),
        seasonSupplements: supplementsOfYear((course.seasonSupplements as Supplement[] | undefined) ?? [], year),
      })),
      accommodations: housings.map((housing) => ({
        accommodationId: housing.id,
        prices: (housing.prices as Json[]).map((row) => ({
          roomId: row.roomId,
          foodId: row.foodId,
          pricePerWeek: move(row.pricePerWeek as number, change.housing),
          pricePerExtraNight:
            row.pricePerExtraNight === undefined || row.pricePerExtraNight === null
              ? null
              : move(row.pricePerExtraNight as number, change.housing),
          seasonSupplements: supplementsOfYear((row.seasonSupplements as Supplement[] | undefined) ?? [], year),
        })),
      })),
      transfers: transfers.map((transfer) => ({
        transferId: transfer.id,
        oneWayPrice: move(transfer.oneWayPrice as number, change.transfer),
        twoWayPrice: move(transfer.twoWayPrice as number, change.transfer),
      })),
    };
  };
  return [list(2026), list(2027)];
}

/** The school without its prices (now in the lists), with `priceLists` after its promotions. */
export function splitPriceLists(school: Json, current: number): Json {
  if ('priceLists' in school) return school;
  const lists = priceLists(school, PRICED_FOR_2027.has(school.slug as string) ? 2027 : current);
  const out: Json = {};
  for (const [key, value] of Object.entries(school)) {
    if (key === 'courses')
      out.courses = (value as Json[]).map(({ seasonSupplements: _supplements, ...course }) => ({
        ...course,
        courseWeeks: (course.courseWeeks as Json[]).map(({ prices, ...range }) => ({
          ...range,
          options: (prices as Json[]).map(({ pricePerWeek: _price, ...option }) => option),
        })),
      }));
    else if (key === 'accommodations')
      out.accommodations = (value as Json[]).map(({ prices, ...housing }) => ({
        ...housing,
        offers: (prices as Json[]).map((row) => ({ roomId: row.roomId, foodId: row.foodId })),
      }));
    else if (key === 'transfers')
      out.transfers = (value as Json[]).map(({ oneWayPrice: _one, twoWayPrice: _two, ...transfer }) => transfer);
    else out[key] = value;
    if (key === 'promotions') out.priceLists = lists;
  }
  if (!('priceLists' in out)) out.priceLists = lists;
  return out;
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({
    options: { 'current-year': { type: 'string' }, only: { type: 'string', multiple: true } },
    allowPositionals: true,
  });
  const current = Number(values['current-year']);
  if (current !== 2026 && current !== 2027) throw new Error('--current-year must be 2026 or 2027');
  const only = values.only ?? [];
  for (const dir of positionals)
    for (const name of readdirSync(dir).filter((file) => file.endsWith('.json')).sort()) {
      const path = join(dir, name);
      if (only.length > 0 && !only.includes(name)) continue;
      const school = JSON.parse(readFileSync(path, 'utf8')) as Json;
      writeFileSync(path, `${JSON.stringify(splitPriceLists(school, current), null, 2)}\n`);
      const change = yearlyChange(school.slug as string);
      console.log(`${name}: course ${change.course} %, housing ${change.housing} %, transfer ${change.transfer} %`);
    }
}

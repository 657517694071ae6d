import { ACCREDITATION_BODIES } from '../catalogue/accreditation-bodies.ts';
import type { Rates } from '../catalogue/rates-schema.ts';
import type { ClassMix, ClassMixSource } from '../catalogue/school-facts-schema.ts';
import { shownClassMixOfMonth } from '../catalogue/shown-class-mix.ts';
import { FREE_CANCELLATION_DAYS } from '../booking-manage/free-cancellation-deadline.ts';
import { convertMoney, type MoneyAmount } from '../money/convert-money.ts';
import type { CompareColumn, IncludedItem } from './compare-answer.ts';

/** A cell of the comparison as the page writes it; null is "—": the catalogue does not say. */
export type CellValue =
  | { kind: 'money'; own: MoneyAmount; approx: MoneyAmount | null }
  | { kind: 'date'; date: string }
  | { kind: 'number'; value: number }
  | { kind: 'range'; min: number; max: number }
  | { kind: 'rating'; value: number; count: number }
  | { kind: 'text'; text: string }
  | { kind: 'minutes'; value: number; byTransport: boolean }
  | { kind: 'days'; value: number }
  | { kind: 'flag'; value: boolean }
  | { kind: 'items'; items: IncludedItem[] }
  | {
      kind: 'classMix';
      /** YYYY-MM: the month the figures were counted in. */
      month: string;
      source: ClassMixSource;
      under18: number;
      /** The largest first-language groups, the largest first. */
      firstLanguages: ClassMix['firstLanguages'];
    };
export type Cell = CellValue | null;

/** The comparison's rows, top to bottom; each is a translation key of the page (compare.row.<id>). */
export const ROW_IDS = [
  'total',
  'deposit',
  'balanceDate',
  'start',
  'course',
  'lessonsPerWeek',
  'lessonMinutes',
  'classSize',
  'ageRange',
  'rating',
  'ratingSchool',
  'ratingCourse',
  'ratingAccommodation',
  'ratingSpareTime',
  'accreditation',
  'classMix',
  'housing',
  'housingMinutes',
  'freeCancellation',
  'visaRefund',
  'included',
] as const;
export type RowId = (typeof ROW_IDS)[number];

export interface ComparisonRow {
  id: RowId;
  cells: Cell[];
  /** Every school says the same (and there are at least two): "differences only" hides the row. */
  same: boolean;
}

/** The currency the visitor reads prices in, and the rates to convert into it (null: the schools' own only). */
export interface DisplayCurrency {
  currency: string | null;
  rates: Pick<Rates, 'base' | 'rates'> | null;
}

/**
 * An amount of a school's currency, with its value in the display currency beside it ("≈") when
 * that is another currency and both rates are known; never a guessed conversion.
 */
export function moneyCell(own: MoneyAmount, display: DisplayCurrency): CellValue {
  const approx =
    display.currency && display.rates && display.currency !== own.currency
      ? convertMoney(own.amount, own.currency, display.currency, display.rates)
      : null;
  return { kind: 'money', own, approx };
}

/** How many first-language groups a class mix cell names: the page's "largest groups". */
export const COMPARED_FIRST_LANGUAGES = 3;

/**
 * The class mix a visitor starting in the column's month can expect: the most recent mix of that
 * calendar month the school page shows, whichever year; null when it shows none for that month.
 */
function classMixCell(column: CompareColumn): Cell {
  if (column.classMixMonth === null) return null;
  const mix = shownClassMixOfMonth(column.classMixes, Number(column.classMixMonth.slice(5, 7)));
  if (!mix) return null;
  const largest = [...mix.firstLanguages].sort((a, b) => b.share - a.share).slice(0, COMPARED_FIRST_LANGUAGES);
  return { kind: 'classMix', month: mix.month, source: mix.source, under18: mix.under18, firstLanguages: largest };
}

const rating = (value: number, count: number): Cell =>
  count > 0 && value > 0 ? { kind: 'rating', value, count } : null;

function cellOf(id: RowId, column: CompareColumn, display: DisplayCurrency): Cell {
  const { price, course, housing } = column;
  const money = (amount: number) => moneyCell({ amount, currency: column.currency.isoCode }, display);
  switch (id) {
    case 'total':
      return price && money(price.total);
    case 'deposit':
      return price && money(price.deposit);
    case 'balanceDate':
      return price?.balanceDate ? { kind: 'date', date: price.balanceDate } : null;
    case 'start':
      return price && { kind: 'date', date: price.start };
    case 'course':
      return course && { kind: 'text', text: course.name };
    case 'lessonsPerWeek':
      return course && { kind: 'number', value: course.lessonsPerWeek };
    case 'lessonMinutes':
      return course && course.lessonMinutes > 0 ? { kind: 'number', value: course.lessonMinutes } : null;
    case 'classSize':
      return course && course.classSize > 0 ? { kind: 'number', value: course.classSize } : null;
    case 'ageRange':
      return course && { kind: 'range', min: course.minAge, max: course.maxAge };
    case 'rating':
      return rating(column.rating.overall, column.rating.count);
    case 'ratingSchool':
      return rating(column.rating.school, column.rating.count);
    case 'ratingCourse':
      return rating(column.rating.course, column.rating.count);
    case 'ratingAccommodation':
      return rating(column.rating.accommodation, column.rating.count);
    case 'ratingSpareTime':
      return rating(column.rating.spareTime, column.rating.count);
    case 'accreditation':
      return column.accreditations.length > 0
        ? { kind: 'text', text: column.accreditations.map((body) => ACCREDITATION_BODIES[body].short).join(', ') }
        : null;
    case 'classMix':
      return classMixCell(column);
    case 'housing':
      return housing && { kind: 'text', text: housing.food ? `${housing.name} · ${housing.food}` : housing.name };
    case 'housingMinutes':
      return housing && { kind: 'minutes', value: housing.minutesToSchool, byTransport: housing.byTransport };
    case 'freeCancellation':
      // The agency's one rule for every booking (spec section 9), shown only for a stay that can be booked.
      return price && { kind: 'days', value: FREE_CANCELLATION_DAYS };
    case 'visaRefund':
      return { kind: 'flag', value: column.returnDepositOnVisaRejection };
    case 'included':
      return price && { kind: 'items', items: column.included };
  }
}

// Two cells say the same when they would read the same: money by what the visitor reads first.
const sameKey = (cell: Cell): string => JSON.stringify(cell?.kind === 'money' ? (cell.approx ?? cell.own) : cell);

/** The comparison's rows for its columns, cells in the columns' order, each marked when all agree. */
export function comparisonRows(columns: readonly CompareColumn[], display: DisplayCurrency): ComparisonRow[] {
  return ROW_IDS.map((id) => {
    const cells = columns.map((column) => cellOf(id, column, display));
    const first = sameKey(cells[0] ?? null);
    return { id, cells, same: cells.length > 1 && cells.every((cell) => sameKey(cell) === first) };
  });
}

/** The rows shown: all of them, or with "differences only" those where the schools differ. */
export const shownRows = (rows: readonly ComparisonRow[], differencesOnly: boolean): ComparisonRow[] =>
  differencesOnly ? rows.filter((row) => !row.same) : [...rows];

import { CULTURES, isCulture } from '../culture.ts';
import { isIsoDate } from '../dates/calendar.ts';
import type { CartQueryKey } from './cart-query-fields.ts';

// The keys and the query's fields live apart from the readers, for the browser code that only writes links.
export { CART_QUERY_FIELDS, CART_QUERY_KEYS, type CartQuery, type CartQueryKey } from './cart-query-fields.ts';

/** A course longer than ten years is a typo or an attack, not a booking. */
export const MAX_QUERY_WEEKS = 520;

/**
 * Dates a cart query may carry. Outside them a date is a typo or an attack, and one near year
 * 9999 would run the course and housing arithmetic past what YYYY-MM-DD can write.
 */
export const QUERY_DATE_RANGE = { start: '2000-01-01', end: '2999-12-31' } as const;

/** Why a key's raw value was refused (without the key, which the caller puts in front). */
export class Refused {
  readonly problem: string;

  constructor(problem: string) {
    this.problem = problem;
  }
}

const DIGITS = /^\d{1,15}$/;
// A Map, not an object: 'constructor' must not read as a flag. The old site wrote .NET booleans
// ('True'); 1/0 also appear in hand-made links.
const FLAGS = new Map([
  ['true', true],
  ['false', false],
  ['1', true],
  ['0', false],
]);

const whole = (min: number, max: number) => {
  const below = new Refused(`must be at least ${min}`);
  const above = new Refused(`must be at most ${max}`);
  const notWhole = new Refused('must be a whole number');
  return (raw: string): number | Refused => {
    if (!DIGITS.test(raw)) return notWhole;
    const value = Number(raw);
    return value < min ? below : value > max ? above : value;
  };
};
const id = whole(1, Number.MAX_SAFE_INTEGER);
const notDate = new Refused('must be a date written YYYY-MM-DD');
const outOfRange = new Refused(`must be a date from ${QUERY_DATE_RANGE.start} to ${QUERY_DATE_RANGE.end}`);
const date = (raw: string): string | Refused =>
  !isIsoDate(raw) ? notDate : raw < QUERY_DATE_RANGE.start || raw > QUERY_DATE_RANGE.end ? outOfRange : raw;
const notFlag = new Refused('must be true or false');
const flag = (raw: string): boolean | Refused => FLAGS.get(raw.toLowerCase()) ?? notFlag;
const notCulture = new Refused(`must be one of ${CULTURES.join(', ')}`);

/**
 * How each key's raw (non-empty) value is read: the value the rules use, or why it was refused.
 * Plain checks rather than a schema library: every price request reads its cart from the query,
 * so this is on the hottest path of the API, and the island ships it.
 */
export const CART_QUERY_READERS: Readonly<Record<CartQueryKey, (raw: string) => unknown>> = {
  's.id': id,
  culture: (raw) => (isCulture(raw) ? raw : notCulture),
  'c.w': id,
  'c.weeks': whole(1, MAX_QUERY_WEEKS),
  'c.s': date,
  'a.on': flag,
  'a.r': id,
  'a.f': id,
  'a.s': date,
  'a.e': date,
  't.id': whole(0, Number.MAX_SAFE_INTEGER),
  't.t': flag,
  't.f': flag,
};

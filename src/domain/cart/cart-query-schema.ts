import { z } from 'zod';
import { CULTURES } from '../culture.ts';
import { isIsoDate } from '../dates/is-iso-date.ts';

/** The query-string keys of the cart (spec section 2), in the order they are written. */
export const CART_QUERY_KEYS = ['s.id', 'culture', 'c.w', 'c.weeks', 'c.s', 'a.on', 'a.r', 'a.f', 'a.s', 'a.e', 't.id', 't.t', 't.f'] as const;
export type CartQueryKey = (typeof CART_QUERY_KEYS)[number];

/** A course longer than ten years is a typo or an attack, not a booking. */
export const MAX_QUERY_WEEKS = 520;

/**
 * Dates a cart query may carry. Outside them a date is a typo or an attack, and one near year
 * 9999 would run the course and housing arithmetic past what YYYY-MM-DD can write.
 */
export const QUERY_DATE_RANGE = { start: '2000-01-01', end: '2999-12-31' } as const;

const digits = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,15}$/, { error: 'must be a whole number' })
    .transform(Number)
    .pipe(z.number().int().min(min, { error: `must be at least ${min}` }).max(max, { error: `must be at most ${max}` }));
const id = digits(1, Number.MAX_SAFE_INTEGER);
const date = z
  .string()
  .refine(isIsoDate, { error: 'must be a date written YYYY-MM-DD' })
  .refine((value) => value >= QUERY_DATE_RANGE.start && value <= QUERY_DATE_RANGE.end, {
    error: `must be a date from ${QUERY_DATE_RANGE.start} to ${QUERY_DATE_RANGE.end}`,
    abort: true,
  });
// The old site wrote .NET booleans ('True'); 1/0 also appear in hand-made links.
const flag = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }))
  .transform((value) => value === 'true' || value === '1');

/** The cart query as the rules read it: every key optional, ids and weeks numbers, flags booleans. */
export interface CartQuery {
  schoolId?: number;
  culture?: (typeof CULTURES)[number];
  weekPriceId?: number;
  weeks?: number;
  courseStart?: string;
  /**
   * a.on, the 'with accommodation' wish of a link from the search (issue 12): without a.r, true
   * books the school's first housing as the cart's own switch does. Never written for a cart,
   * whose address names its room.
   */
  withAccommodation?: boolean;
  roomId?: number;
  foodId?: number;
  accommodationStart?: string;
  accommodationEnd?: string;
  /** 0 = explicitly no transfer. */
  transferId?: number;
  transferTo?: boolean;
  transferFrom?: boolean;
}

/** Where each friendly field of CartQuery lives in the query string. */
export const CART_QUERY_FIELDS = {
  schoolId: 's.id',
  culture: 'culture',
  weekPriceId: 'c.w',
  weeks: 'c.weeks',
  courseStart: 'c.s',
  withAccommodation: 'a.on',
  roomId: 'a.r',
  foodId: 'a.f',
  accommodationStart: 'a.s',
  accommodationEnd: 'a.e',
  transferId: 't.id',
  transferTo: 't.t',
  transferFrom: 't.f',
} as const satisfies Record<keyof CartQuery, CartQueryKey>;

/**
 * The zod schema of the raw query (short keys to strings). Its issues carry the short key as
 * their path, so an error names the key the visitor's URL got wrong.
 */
export const cartQuerySchema = z
  .object({
    's.id': id.optional(),
    culture: z.enum(CULTURES, { error: `must be one of ${CULTURES.join(', ')}` }).optional(),
    'c.w': id.optional(),
    'c.weeks': digits(1, MAX_QUERY_WEEKS).optional(),
    'c.s': date.optional(),
    'a.on': flag.optional(),
    'a.r': id.optional(),
    'a.f': id.optional(),
    'a.s': date.optional(),
    'a.e': date.optional(),
    't.id': digits(0, Number.MAX_SAFE_INTEGER).optional(),
    't.t': flag.optional(),
    't.f': flag.optional(),
  })
  .transform((raw): CartQuery => {
    const query: Record<string, unknown> = {};
    for (const [field, key] of Object.entries(CART_QUERY_FIELDS)) if (raw[key] !== undefined) query[field] = raw[key];
    return query as CartQuery;
  });

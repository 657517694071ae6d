import { z } from 'zod';
import { CULTURES } from '../culture.ts';
import { isIsoDate } from '../dates/is-iso-date.ts';
import { CART_QUERY_FIELDS, type CartQuery } from './cart-query-fields.ts';

// The keys and the query's fields live apart from zod, for the browser code that only writes links.
export { CART_QUERY_FIELDS, CART_QUERY_KEYS, type CartQuery, type CartQueryKey } from './cart-query-fields.ts';

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

import { z } from 'zod';
import { BOOKING_STATUSES } from '../booking/booking-status.ts';
import { isIsoDate } from '../dates/calendar.ts';
import { recordId } from '../numbers/whole-number.ts';
import { readBookingReference } from '../booking/booking-reference.ts';

/** The columns the office's booking list sorts by. */
export const BOOKING_SORTS = ['booked', 'start', 'name', 'school', 'total', 'status'] as const;
export type BookingSort = (typeof BOOKING_SORTS)[number];

/** Rows a page of the list may show; the first is the default. */
export const BOOKING_PAGE_SIZES = [50, 100, 200] as const;

/** The longest search text taken: a reference, a name or an address fits. */
const SEARCH_MAX = 100;

const optionalDate = (name: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || isIsoDate(value), { error: `${name} must be a date (YYYY-MM-DD)` });

const schema = z
  .object({
    q: z
      .string()
      .trim()
      .max(SEARCH_MAX, { error: `the search must be at most ${SEARCH_MAX} characters` })
      .optional()
      .transform((value) => (value ? value : undefined)),
    status: z
      .array(z.enum(BOOKING_STATUSES, { error: `status must be one of ${BOOKING_STATUSES.join(', ')}` }))
      .default([]),
    school: z
      .string()
      .trim()
      .optional()
      .refine((value) => !value || recordId(value) !== null, { error: 'school must be a school id' })
      .transform((value) => (value ? Number(value) : undefined)),
    change: z
      .enum(['pending'], { error: 'change must be pending' })
      .optional()
      .transform((value) => value === 'pending'),
    startFrom: optionalDate('startFrom'),
    startTo: optionalDate('startTo'),
    bookedFrom: optionalDate('bookedFrom'),
    bookedTo: optionalDate('bookedTo'),
    sort: z.enum(BOOKING_SORTS, { error: `sort must be one of ${BOOKING_SORTS.join(', ')}` }).default('booked'),
    dir: z.enum(['asc', 'desc'], { error: 'dir must be asc or desc' }).optional(),
    page: z.coerce
      .number({ error: 'page must be a whole number from 1' })
      .int({ error: 'page must be a whole number from 1' })
      .min(1, { error: 'page must be a whole number from 1' })
      .max(100_000, { error: 'page is too far' })
      .default(1),
    size: z.coerce
      .number({ error: `size must be one of ${BOOKING_PAGE_SIZES.join(', ')}` })
      .refine((value) => (BOOKING_PAGE_SIZES as readonly number[]).includes(value), {
        error: `size must be one of ${BOOKING_PAGE_SIZES.join(', ')}`,
      })
      .default(BOOKING_PAGE_SIZES[0]),
  })
  .refine((query) => !query.startFrom || !query.startTo || query.startFrom <= query.startTo, {
    error: 'startFrom must not be after startTo',
    path: ['startFrom'],
  })
  .refine((query) => !query.bookedFrom || !query.bookedTo || query.bookedFrom <= query.bookedTo, {
    error: 'bookedFrom must not be after bookedTo',
    path: ['bookedFrom'],
  });

/** What the office's booking list shows: a search, filters, an order and a page. */
export interface BookingListQuery {
  /** A reference (LT-7K3F-9Q2M, LT-000042 or 42), part of a name, or the start of an e-mail address. */
  q?: string | undefined;
  /** Any of these states; none means all. */
  status: (typeof BOOKING_STATUSES)[number][];
  school?: number | undefined;
  /** Only bookings whose visitor's change request waits for a decision. */
  changeRequested?: boolean | undefined;
  /** Course start and booking day ranges, both ends included (booking days in UTC). */
  startFrom?: string | undefined;
  startTo?: string | undefined;
  bookedFrom?: string | undefined;
  bookedTo?: string | undefined;
  sort: BookingSort;
  dir: 'asc' | 'desc';
  page: number;
  size: number;
}

/** The list as it opens: every booking, newest first, the first page. */
export const DEFAULT_BOOKING_LIST_QUERY: BookingListQuery = {
  status: [],
  sort: 'booked',
  dir: 'desc',
  page: 1,
  size: BOOKING_PAGE_SIZES[0],
};

export type BookingListQueryResult =
  { ok: true; query: BookingListQuery } | { ok: false; field: string; message: string };

// Newest bookings, latest starts and the highest totals first; names, schools and states A to Z.
const DEFAULT_DIRECTION: Record<BookingSort, 'asc' | 'desc'> = {
  booked: 'desc',
  start: 'desc',
  total: 'desc',
  name: 'asc',
  school: 'asc',
  status: 'asc',
};

/**
 * Reads the list's query string (the office page's filter form and GET /api/office/bookings use
 * the same keys), or says which key is wrong. Unknown keys are ignored.
 */
export function readBookingListQuery(params: URLSearchParams): BookingListQueryResult {
  const single = (key: string) => params.get(key) ?? undefined;
  const parsed = schema.safeParse({
    q: single('q'),
    status: params.getAll('status').filter((value) => value !== ''),
    school: single('school'),
    change: single('change') || undefined,
    startFrom: single('startFrom'),
    startTo: single('startTo'),
    bookedFrom: single('bookedFrom'),
    bookedTo: single('bookedTo'),
    sort: single('sort') || undefined,
    dir: single('dir') || undefined,
    page: single('page') || undefined,
    size: single('size') || undefined,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, field: String(issue.path[0] ?? 'query'), message: issue.message };
  }
  const { dir, change, ...rest } = parsed.data;
  return {
    ok: true,
    query: { ...rest, ...(change ? { changeRequested: true } : {}), dir: dir ?? DEFAULT_DIRECTION[rest.sort] },
  };
}

/**
 * The query string of a list query, without the keys at their defaults, so links stay short:
 * the paging and sorting links and the CSV export carry the same filters.
 */
export function bookingListSearch(query: BookingListQuery, change: Partial<BookingListQuery> = {}): string {
  const next = { ...query, ...change };
  const params = new URLSearchParams();
  if (next.q) params.set('q', next.q);
  for (const status of next.status) params.append('status', status);
  if (next.school !== undefined) params.set('school', String(next.school));
  if (next.changeRequested) params.set('change', 'pending');
  for (const key of ['startFrom', 'startTo', 'bookedFrom', 'bookedTo'] as const)
    if (next[key]) params.set(key, next[key]);
  if (next.sort !== 'booked') params.set('sort', next.sort);
  if (next.dir !== DEFAULT_DIRECTION[next.sort]) params.set('dir', next.dir);
  if (next.page !== 1) params.set('page', String(next.page));
  if (next.size !== BOOKING_PAGE_SIZES[0]) params.set('size', String(next.size));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The direction a column's sort link asks for: the other way when the list is already sorted by it. */
export function sortDirectionFor(query: BookingListQuery, sort: BookingSort): 'asc' | 'desc' {
  if (query.sort !== sort) return DEFAULT_DIRECTION[sort];
  return query.dir === 'asc' ? 'desc' : 'asc';
}

/**
 * What a search text means: a reference when it reads as one ('LT-7K3F-9Q2M', '7k3f9q2m',
 * 'LT-000042', 'lt42', '42'), and always a name or an address to look for, since a short name
 * can read as a reference too.
 */
export function readBookingSearch(q: string): { reference: string | null; text: string } {
  return { reference: readBookingReference(q), text: q.trim().toLowerCase() };
}

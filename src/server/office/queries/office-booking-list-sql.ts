// The office's booking list as SQL: its filters, its orders and its columns, shared by the page
// of the list and the CSV export of the same filters.
import { and, asc, desc, eq, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { BookingListQuery, BookingSort } from '#domain/office/booking-list-query.ts';
import { readBookingSearch } from '#domain/office/booking-list-query.ts';
import { dayjsUtc } from '#domain/dates/clock.ts';
import { bookings } from '../../db/schema.ts';
import { containsPattern, prefixPattern } from '../../db/like-pattern.ts';

/** A row of the office's booking list (and of its CSV export). */
export interface OfficeBookingListRow {
  id: number;
  /** LT-7K3F-9Q2M, or LT-000042 for a booking made before references were random. */
  reference: string;
  createdAt: Date;
  status: (typeof bookings.$inferSelect)['status'];
  name: string;
  email: string;
  phone: string;
  culture: string;
  schoolId: number;
  /** The school's name as booked (the catalogue may have dropped the school since). */
  schoolName: string;
  courseName: string;
  courseStart: string;
  weeks: number;
  currency: string;
  total: number;
  deposit: number;
  balance: number;
  balanceDate: string | null;
  /** Whether a change request of the visitor waits for a decision (booking_changes_one_pending_idx answers it). */
  changeRequested: boolean;
}

// A visitor's change request waiting for a decision (booking_changes_one_pending_idx answers it).
const changeRequested = sql<boolean>`exists (select 1 from booking_changes where booking_changes.booking_id = ${bookings.id} and booking_changes.status = 'pending')`;

export function bookingListConditions(query: BookingListQuery): SQL | undefined {
  const where: SQL[] = [];
  if (query.q) {
    const search = readBookingSearch(query.q);
    // An address is searched from its start (the text_pattern_ops index); a name anywhere; a
    // reference whole (its unique index).
    where.push(
      or(
        ...(search.reference ? [eq(bookings.reference, search.reference)] : []),
        sql`lower(${bookings.email}) like ${prefixPattern(search.text)}`,
        ilike(bookings.name, containsPattern(search.text)),
      )!,
    );
  }
  if (query.status.length > 0) where.push(inArray(bookings.status, query.status));
  if (query.school !== undefined) where.push(eq(bookings.schoolId, query.school));
  if (query.changeRequested) where.push(changeRequested);
  if (query.startFrom) where.push(gte(bookings.courseStart, query.startFrom));
  if (query.startTo) where.push(lte(bookings.courseStart, query.startTo));
  // Booking days are UTC days: from the first day's midnight to the midnight after the last.
  if (query.bookedFrom) where.push(gte(bookings.createdAt, dayjsUtc(query.bookedFrom).toDate()));
  if (query.bookedTo) where.push(lt(bookings.createdAt, dayjsUtc(query.bookedTo).add(1, 'day').toDate()));
  return where.length > 0 ? and(...where) : undefined;
}

const schoolName = sql<string>`${bookings.summary} -> 'school' ->> 'nameEn'`;

export function bookingListOrder(sort: BookingSort, dir: 'asc' | 'desc'): SQL[] {
  const by = dir === 'asc' ? asc : desc;
  const column = {
    booked: bookings.createdAt,
    start: bookings.courseStart,
    name: sql`lower(${bookings.name})`,
    school: schoolName,
    total: bookings.total,
    status: bookings.status,
  }[sort];
  // The id last, so equal values keep one order from page to page; in the same direction as the
  // column, so one scan of the column's index (bookings_*_idx) gives the order.
  return sort === 'status' ? [by(column), by(bookings.createdAt), by(bookings.id)] : [by(column), by(bookings.id)];
}

export const bookingListColumns = {
  id: bookings.id,
  reference: bookings.reference,
  createdAt: bookings.createdAt,
  status: bookings.status,
  name: bookings.name,
  email: bookings.email,
  phone: bookings.phone,
  culture: bookings.culture,
  schoolId: bookings.schoolId,
  schoolName,
  courseName: sql<string>`${bookings.summary} -> 'course' ->> 'nameEn'`,
  courseStart: bookings.courseStart,
  weeks: sql<number>`(${bookings.quote} -> 'course' ->> 'weeks')::int`,
  currency: bookings.currency,
  total: bookings.total,
  deposit: bookings.deposit,
  balance: bookings.balance,
  changeRequested,
  balanceDate: bookings.balanceDate,
};

/**
 * `limit` rows of the list from `offset`, in its order. The ids first, from the order's index
 * alone, then those rows: a deep page skips index entries rather than whole bookings, whose
 * stored carts and prices make each row kilobytes.
 */
export async function selectBookingListRows(
  db: Database,
  query: BookingListQuery,
  limit: number,
  offset: number,
): Promise<OfficeBookingListRow[]> {
  const order = bookingListOrder(query.sort, query.dir);
  const ids = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(bookingListConditions(query))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return db
    .select(bookingListColumns)
    .from(bookings)
    .where(inArray(bookings.id, ids))
    .orderBy(...order);
}

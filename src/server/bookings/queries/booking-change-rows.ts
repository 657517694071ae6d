import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { bookingChanges, bookings } from '../../db/schema.ts';
import type { BookingRow } from './find-booking-by-public-id.ts';

// The change requests of a booking (issue 17, point 4): stored, read, decided and applied, each
// in the caller's transaction with the history entry and the mails that go with it.

export type BookingChangeRow = typeof bookingChanges.$inferSelect;
export type NewBookingChange = Omit<
  typeof bookingChanges.$inferInsert,
  'id' | 'status' | 'decidedAt' | 'decidedBy' | 'note'
>;

/** Stores a pending change; null when the booking already has one (the partial unique index says so, whatever races). */
export async function insertBookingChange(db: Database, change: NewBookingChange): Promise<BookingChangeRow | null> {
  const rows = await db.insert(bookingChanges).values(change).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

/** The booking's latest change request, whatever its state, or null when it never had one. */
export async function findLatestBookingChange(db: Database, bookingId: number): Promise<BookingChangeRow | null> {
  const rows = await db
    .select()
    .from(bookingChanges)
    .where(eq(bookingChanges.bookingId, bookingId))
    .orderBy(desc(bookingChanges.id))
    .limit(1);
  return rows[0] ?? null;
}

/** Closes a pending change (accepted, refused or withdrawn); null when it was not pending any more. */
export async function decideBookingChange(
  db: Database,
  decision: {
    id: number;
    bookingId: number;
    status: 'accepted' | 'refused' | 'withdrawn';
    at: Date;
    staffId?: string | null;
    note?: string | null;
  },
): Promise<BookingChangeRow | null> {
  const rows = await db
    .update(bookingChanges)
    .set({
      status: decision.status,
      decidedAt: decision.at,
      decidedBy: decision.staffId ?? null,
      note: decision.note ?? null,
    })
    .where(
      and(
        eq(bookingChanges.id, decision.id),
        eq(bookingChanges.bookingId, decision.bookingId),
        eq(bookingChanges.status, 'pending'),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

/**
 * Makes an accepted change the booking: its cart, stay, price answer and the money columns the
 * office lists and sorts by. Null when the booking is cancelled or completed meanwhile.
 */
export async function applyBookingChange(
  db: Database,
  bookingId: number,
  change: BookingChangeRow,
): Promise<BookingRow | null> {
  const { quote } = change;
  const rows = await db
    .update(bookings)
    .set({
      calcParams: change.calcParams,
      cartQuery: change.cartQuery,
      quote,
      summary: change.summary,
      total: quote.total,
      deposit: quote.deposit.value,
      balance: quote.balance,
      balanceDate: quote.balanceDate,
      courseStart: quote.course.start,
    })
    .where(and(eq(bookings.id, bookingId), inArray(bookings.status, ['new', 'confirmed', 'deposit-paid'])))
    .returning();
  return rows[0] ?? null;
}

import { eq } from 'drizzle-orm';
import type { Culture } from '#domain/culture.ts';
import type { Database } from '../../db/database.ts';
import { bookings, chatConversations } from '../../db/schema.ts';

export interface BookingForChat {
  bookingId: number;
  culture: Culture;
  name: string;
  email: string;
  schoolId: number;
  createdAt: Date;
  conversationId: number | null;
}

/** What a booking's thread starts from, by the booking's page id or row id, and its thread if it has one. */
export async function findBookingForChat(
  db: Database,
  by: { publicId: string } | { id: number },
): Promise<BookingForChat | null> {
  const [row] = await db
    .select({
      bookingId: bookings.id,
      culture: bookings.culture,
      name: bookings.name,
      email: bookings.email,
      schoolId: bookings.schoolId,
      createdAt: bookings.createdAt,
      conversationId: chatConversations.id,
    })
    .from(bookings)
    .leftJoin(chatConversations, eq(chatConversations.bookingId, bookings.id))
    .where('publicId' in by ? eq(bookings.publicId, by.publicId) : eq(bookings.id, by.id));
  return row ?? null;
}

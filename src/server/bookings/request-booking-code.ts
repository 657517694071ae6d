import { randomInt } from 'node:crypto';
import { codeExpiry, codeFromNumber } from '#domain/booking-manage/one-time-code.ts';
import { clientIp } from '../http/client-ip.ts';
import { findBookingByPublicId } from './queries/find-booking-by-public-id.ts';
import { insertBookingCode } from './queries/insert-booking-code.ts';
import { bookingPageUrl } from './mails/booking-page-url.ts';
import { visitorCodeMail } from './mails/visitor-code-mail.ts';
import type { BookingDeps } from './booking-deps.ts';
import { hashBookingCode } from './hash-booking-code.ts';
import type { BookingClient } from './limit-booking.ts';
import { toBookingView } from './to-booking-view.ts';

export type RequestCodeOutcome =
  | { kind: 'sent'; expiresAt: string }
  | { kind: 'limited'; retryAfterSeconds: number }
  /** Cancelled or completed: there is nothing left to cancel or change. */
  | { kind: 'closed' }
  | { kind: 'notFound' };

/**
 * Mails a new one-time code to the booking's address (through the queue, in the transaction that
 * stores its hash), which replaces any earlier one. Limited per client IP and per booking address
 * (RATE_LIMIT_BOOKING_CODE_*), so the page cannot be used to flood a mailbox.
 */
export async function requestBookingCode(
  deps: BookingDeps,
  request: { publicId: string; client?: BookingClient | undefined },
): Promise<RequestCodeOutcome> {
  const found = await findBookingByPublicId(deps.db, request.publicId);
  if (!found) return { kind: 'notFound' };
  if (found.status === 'cancelled' || found.status === 'completed') return { kind: 'closed' };
  if (deps.limits) {
    const ip = request.client
      ? clientIp(request.client.forwardedFor, request.client.address, deps.config.trustedProxies)
      : undefined;
    const verdict = await deps.limits.consume('bookingCode', { ip, email: found.email });
    if (verdict.limited) return { kind: 'limited', retryAfterSeconds: verdict.retryAfterSeconds };
  }
  const code = codeFromNumber(randomInt(0, 1_000_000));
  const now = deps.clock();
  const expiresAt = codeExpiry(now);
  await deps.db.transaction(async (tx) => {
    await insertBookingCode(tx, {
      bookingId: found.id,
      codeHash: hashBookingCode(found.id, code),
      createdAt: now,
      expiresAt,
    });
    const booking = toBookingView(found);
    await deps.mails.enqueue(tx, [
      visitorCodeMail(booking, {
        bookingId: found.id,
        code,
        pageUrl: bookingPageUrl(deps.config.baseAddress, booking.culture, booking.publicId),
      }),
    ]);
  });
  return { kind: 'sent', expiresAt: expiresAt.toISOString() };
}

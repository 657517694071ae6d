import type { ManageNotice } from '#domain/booking-manage/manage-notice.ts';
import type { TranslateFn } from '#domain/text/translate-fn.ts';
import type { BookingService } from '../booking-service.ts';

/**
 * The "send me a code" button of the booking and change pages: mails a code to the booking's
 * address (limited per client and per address) and says what happened; a limit answers 429 with
 * Retry-After on the page's own response.
 */
export async function mailBookingCode(
  bookings: BookingService,
  request: { publicId: string; forwardedFor: string | null; address: string },
  response: { status?: number | undefined; headers: Headers },
  t: TranslateFn,
): Promise<{ sent: boolean; notice: ManageNotice }> {
  const outcome = await bookings.requestCode({
    publicId: request.publicId,
    client: { forwardedFor: request.forwardedFor, address: request.address },
  });
  switch (outcome.kind) {
    case 'sent':
      return { sent: true, notice: { tone: 'ok', text: t('bookingPage.manage.codeSent') } };
    case 'limited':
      response.status = 429;
      response.headers.set('Retry-After', String(outcome.retryAfterSeconds));
      return {
        sent: false,
        notice: {
          tone: 'error',
          text: t('bookingPage.manage.limited', { minutes: Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60)) }),
        },
      };
    default:
      return { sent: false, notice: { tone: 'error', text: t('bookingPage.manage.closed') } };
  }
}

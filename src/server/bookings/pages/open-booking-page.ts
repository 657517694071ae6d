import type { AstroGlobal } from 'astro';
import { isCulture, type Culture } from '#domain/culture.ts';
import { linkPageIntent, markSecretAddress } from '../../http/secret-link-page.ts';
import type { BookingService } from '../booking-service.ts';

/** What a page behind a booking's secret address works with. */
export interface BookingPageRequest {
  culture: Culture;
  /** The booking's public id, from the address. */
  id: string;
  bookings: BookingService;
  /** The posted form's text fields (null for a GET, or a field that is not text). */
  field: (name: string) => string | null;
}

/**
 * The start of the booking page and its change page: the culture and the booking's id from the
 * address, the booking service, and the posted form; or the answer to give instead (404 for an
 * address that names no culture, 503 on a server without bookings, 405 for another method). The
 * answer is personal data behind a secret address: not cached, not indexed, and the address is not
 * sent to other sites as a referrer.
 */
export async function openBookingPage(
  astro: Pick<AstroGlobal, 'params' | 'locals' | 'request' | 'response'>,
): Promise<BookingPageRequest | Response> {
  const { culture, id } = astro.params;
  const { bookings } = astro.locals;
  const method = astro.request.method;
  if (!culture || !isCulture(culture) || !id) return new Response(null, { status: 404 });
  if (!bookings) return new Response('bookings are not available on this server', { status: 503 });
  const intent = linkPageIntent(method);
  if (intent instanceof Response) return intent;
  markSecretAddress(astro.response.headers);
  const posted = intent === 'act' ? await astro.request.formData() : null;
  const field = (name: string) => {
    const value = posted?.get(name);
    return typeof value === 'string' ? value : null;
  };
  return { culture, id, bookings, field };
}

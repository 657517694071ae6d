import type { BookingFormState } from '#domain/booking/booking-form-state.ts';
import { calcParamsToQuery } from '#domain/booking/calc-params.ts';
import { parseCartQuery } from '#domain/cart/parse-cart-query.ts';
import type { Culture } from '#domain/culture.ts';
import { clientIp } from '../http/client-ip.ts';
import { findSchoolById } from '../catalogue/index.ts';
import type { BookingDeps } from './booking-deps.ts';
import { priceBookingCart } from './price-booking-cart.ts';
import { depositStay } from './deposit-stay/deposit-stay.ts';
import { readBookingForm, type PostedForm } from './read-booking-form.ts';

/** Where a booking form came from, as the deposit page sees the request. */
export interface BookingClient {
  forwardedFor: string | null;
  /** The connection's own address. */
  address: string | undefined;
}

/** Too many booking forms from this IP or for this address: nothing stored or sent; the form comes back as it was typed. */
export interface BookingLimited {
  kind: 'limited';
  form: BookingFormState;
  retryAfterSeconds: number;
}

/**
 * The booking form's rate limit, counted before the form is checked or anything is stored: per
 * client IP (X-Forwarded-For only as far as TRUST_PROXY says) and per e-mail address typed. Over
 * it, the visitor's values come back with the stay priced again, so that sending the form later
 * is one click. null: the booking may go on.
 */
export async function limitBooking(
  deps: Pick<BookingDeps, 'db' | 'clock' | 'config' | 'limits'>,
  request: { culture: Culture; schoolId: number; form: PostedForm; client?: BookingClient | undefined },
): Promise<BookingLimited | null> {
  if (!deps.limits) return null;
  const ip = request.client
    ? clientIp(request.client.forwardedFor, request.client.address, deps.config.trustedProxies)
    : undefined;
  const verdict = await deps.limits.consume('booking', { ip, email: request.form.get('email') ?? undefined });
  if (!verdict.limited) return null;
  const { values, calcParams } = readBookingForm(request.form);
  const school = await findSchoolById(deps.db, request.schoolId);
  const parsed = parseCartQuery(calcParamsToQuery(calcParams));
  const now = deps.clock();
  const query = parsed.ok ? parsed.query : null;
  const priced = school ? priceBookingCart(school, request.culture, query, now) : null;
  return {
    kind: 'limited',
    retryAfterSeconds: verdict.retryAfterSeconds,
    form: {
      values,
      errors: {},
      cartErrors: priced && !priced.ok ? priced.cartErrors : [],
      offer: priced?.ok ? priced.offer : null,
      tokenRenewed: false,
      ...(school ? { stay: depositStay(school, request.culture, query, now) } : {}),
    },
  };
}

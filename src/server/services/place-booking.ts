import { randomUUID } from 'node:crypto';
import { bookingReference } from '../../domain/booking/booking-reference.ts';
import type { BookingFormState } from '../../domain/booking/booking-form-state.ts';
import { isBookingToken } from '../../domain/booking/booking-token.ts';
import { calcParamsToQuery } from '../../domain/booking/calc-params.ts';
import { validateBookingContact } from '../../domain/booking/validate-booking-contact.ts';
import { parseCartQuery } from '../../domain/cart/parse-cart-query.ts';
import type { Culture } from '../../domain/culture.ts';
import { findBookingByToken } from '../db/queries/find-booking-by-token.ts';
import { findSchoolById } from '../db/queries/find-school-by-id.ts';
import { insertBooking } from '../db/queries/insert-booking.ts';
import type { BookingDeps } from './booking-deps.ts';
import { newPublicId } from './new-public-id.ts';
import { priceBookingCart } from './price-booking-cart.ts';
import { readBookingForm, type PostedForm } from './read-booking-form.ts';
import { sendBookingMails } from './send-booking-mails.ts';

export type PlaceBookingOutcome =
  | { kind: 'booked'; publicId: string; reference: string; created: boolean }
  | { kind: 'invalid'; form: BookingFormState }
  | { kind: 'unknownSchool' };

/**
 * The deposit route's work (spec section 5): checks the form, prices the stay again from the
 * database with the domain rules, and stores the booking with that price, all in one
 * transaction keyed by the form's token, so a double submit or a reload gives the first
 * booking back. Mails go out after the commit: a mail problem is recorded on the booking and
 * never loses it. An invalid form stores nothing and comes back with its values and errors.
 */
export async function placeBooking(deps: BookingDeps, request: { culture: Culture; schoolId: number; form: PostedForm }): Promise<PlaceBookingOutcome> {
  const now = deps.clock();
  const { values, contact, calcParams } = readBookingForm(request.form);
  const checked = validateBookingContact(contact);
  const parsed = parseCartQuery(calcParamsToQuery(calcParams));
  const tokenOk = isBookingToken(values.token);

  const outcome = await deps.db.transaction(async (tx): Promise<PlaceBookingOutcome> => {
    const school = await findSchoolById(tx, request.schoolId);
    if (!school) return { kind: 'unknownSchool' };
    const priced = priceBookingCart(school, request.culture, parsed.ok ? parsed.query : null, now);
    if (!checked.ok || !priced.ok || !tokenOk) {
      return {
        kind: 'invalid',
        form: {
          values: tokenOk ? values : { ...values, token: randomUUID() },
          errors: checked.ok ? {} : checked.errors,
          cartErrors: priced.ok ? [] : priced.cartErrors,
          offer: priced.ok ? priced.offer : null,
          tokenRenewed: !tokenOk,
        },
      };
    }
    const { quote } = priced.offer;
    const inserted = await insertBooking(tx, {
      publicId: newPublicId(),
      token: values.token,
      schoolId: school.id,
      culture: request.culture,
      name: checked.contact.name,
      email: checked.contact.email,
      phone: checked.contact.phone,
      marketingAgreed: checked.contact.marketingAgreed,
      calcParams,
      cartQuery: priced.offer.cartQuery,
      quote,
      summary: priced.offer.summary,
      currency: quote.currency.isoCode,
      total: quote.total,
      deposit: quote.deposit.value,
      balance: quote.balance,
      balanceDate: quote.balanceDate,
      courseStart: quote.course.start,
    });
    if (inserted) return { kind: 'booked', publicId: inserted.publicId, reference: bookingReference(inserted.id), created: true };
    // The token already booked: the same form sent twice. Its first booking is the answer.
    const existing = await findBookingByToken(tx, values.token);
    if (!existing) throw new Error('a booking token conflicted but its booking cannot be read');
    return { kind: 'booked', publicId: existing.publicId, reference: bookingReference(existing.id), created: false };
  });

  if (outcome.kind === 'booked' && outcome.created) {
    try {
      await sendBookingMails(deps, outcome.publicId);
    } catch (error) {
      // Stored is stored: the visitor gets their booking page; the mails wait as 'pending'.
      (deps.log ?? console.error)(`booking ${outcome.reference}: mails not handled: ${String(error)}`);
    }
  }
  return outcome;
}

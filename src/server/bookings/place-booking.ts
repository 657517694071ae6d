import { randomUUID } from 'node:crypto';
import type { BookingFormState } from '#domain/booking/booking-form-state.ts';
import { isBookingToken } from '#domain/booking/booking-token.ts';
import { isSameBooking } from '#domain/booking/same-booking.ts';
import { calcParamsToQuery } from '#domain/booking/calc-params.ts';
import { courseParamErrors } from '#domain/booking/course-param-errors.ts';
import { validateBookingContact } from '#domain/booking/validate-booking-contact.ts';
import { parseCartQuery } from '#domain/cart/parse-cart-query.ts';
import type { Culture } from '#domain/culture.ts';
import { findBookingByPublicId } from './queries/find-booking-by-public-id.ts';
import { findBookingByToken } from './queries/find-booking-by-token.ts';
import { findSchoolById, getCompany, getPlaces } from '../catalogue/index.ts';
import { insertBooking } from './queries/insert-booking.ts';
import type { BookingDeps } from './booking-deps.ts';
import { bookingMails } from './booking-mails.ts';
import { newLinkToken, newPublicId, randomBookingReference } from './new-link-token.ts';
import { priceBookingCart } from './price-booking-cart.ts';
import { depositStay } from './deposit-stay/deposit-stay.ts';
import { readBookingForm, type PostedForm } from './read-booking-form.ts';
import { toBookingView } from './to-booking-view.ts';

/** Draws of a reference before giving up: a second collision in a row would mean a broken random source. */
const REFERENCE_ATTEMPTS = 5;

export type PlaceBookingOutcome =
  | { kind: 'booked'; publicId: string; reference: string; created: boolean }
  | { kind: 'invalid'; form: BookingFormState }
  /** The token already booked something else: nothing stored, nothing of that booking told; the form comes back with a new token. */
  | { kind: 'tokenConflict'; form: BookingFormState }
  | { kind: 'unknownSchool' };

/**
 * The deposit route's work (spec section 5): checks the form, prices the stay again from the
 * database with the domain rules, and stores the booking with that price, all in one
 * transaction keyed by the form's token, so a double submit or a reload gives the first
 * booking back. The visitor's and the agency's mails are queued in the same transaction and
 * delivered by the mail worker, with retries, whatever happens to this process after the commit.
 * An invalid form stores nothing and comes back with its values and errors.
 */
export async function placeBooking(
  deps: BookingDeps,
  request: { culture: Culture; schoolId: number; form: PostedForm },
): Promise<PlaceBookingOutcome> {
  const now = deps.clock();
  const { values, contact, calcParams } = readBookingForm(request.form);
  const checked = validateBookingContact(contact);
  // A form without its course is a field error: no default course is ever booked in its place.
  const courseErrors = courseParamErrors(calcParams);
  const parsed = parseCartQuery(calcParamsToQuery(calcParams));
  const tokenOk = isBookingToken(values.token);

  const outcome = await deps.db.transaction(async (tx): Promise<PlaceBookingOutcome> => {
    const school = await findSchoolById(tx, request.schoolId);
    if (!school) return { kind: 'unknownSchool' };
    const priced =
      Object.keys(courseErrors).length === 0
        ? priceBookingCart(school, request.culture, parsed.ok ? parsed.query : null, now)
        : { ok: false as const, cartErrors: [] };
    if (!checked.ok || !priced.ok || !tokenOk) {
      return {
        kind: 'invalid',
        form: {
          values: tokenOk ? values : { ...values, token: randomUUID() },
          errors: { ...(checked.ok ? {} : checked.errors), ...courseErrors },
          cartErrors: priced.ok ? [] : priced.cartErrors,
          offer: priced.ok ? priced.offer : null,
          tokenRenewed: !tokenOk,
          stay: depositStay(school, request.culture, parsed.ok ? parsed.query : null, now),
        },
      };
    }
    const { quote } = priced.offer;
    // The free-cancellation deadline is read on the school's clocks: its city's zone, kept with the booking.
    const timeZone = (await getPlaces(tx)).cities.find((city) => city.slug === school.city)?.timeZone ?? null;
    const booking = {
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
      notMeToken: newLinkToken(),
      timeZone,
    };
    // A taken reference (one chance in about 10^12 per booking) draws again; the token's own
    // conflict is told apart by the booking found under it.
    let inserted: Awaited<ReturnType<typeof insertBooking>> = null;
    for (let attempt = 0; attempt < REFERENCE_ATTEMPTS && !inserted; attempt++) {
      inserted = await insertBooking(tx, {
        ...booking,
        publicId: newPublicId(),
        reference: (deps.newReference ?? randomBookingReference)(),
      });
      if (!inserted && (await findBookingByToken(tx, values.token))) break;
    }
    if (inserted) {
      // The mails are queued in this transaction: a booking is never stored without them.
      const row = await findBookingByPublicId(tx, inserted.publicId);
      if (!row) throw new Error('a booking just stored cannot be read back');
      await deps.mails.enqueue(
        tx,
        bookingMails(toBookingView(row), row.id, deps.config, row.notMeToken, await getCompany(tx)),
      );
      return { kind: 'booked', publicId: inserted.publicId, reference: inserted.reference, created: true };
    }
    // The token already booked. The same form sent twice gets its first booking back; any other
    // form with that token gets its own values back with a new token, and not a word of the other.
    const existing = await findBookingByToken(tx, values.token);
    if (!existing)
      throw new Error('a booking was not stored: no booking has its token, and no free reference was drawn');
    if (!isSameBooking(existing, { schoolId: school.id, calcParams, ...checked.contact })) {
      return {
        kind: 'tokenConflict',
        form: {
          values: { ...values, token: randomUUID() },
          errors: {},
          cartErrors: [],
          offer: priced.offer,
          tokenRenewed: false,
          stay: depositStay(school, request.culture, parsed.ok ? parsed.query : null, now),
        },
      };
    }
    return { kind: 'booked', publicId: existing.publicId, reference: existing.reference, created: false };
  });
  // Told after the commit, so a booking rolled back is never logged or counted.
  if (outcome.kind === 'booked' && outcome.created && checked.ok)
    deps.onBooked?.({
      reference: outcome.reference,
      schoolId: request.schoolId,
      culture: request.culture,
      email: checked.contact.email,
      phone: checked.contact.phone,
    });
  return outcome;
}

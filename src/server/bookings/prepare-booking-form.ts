import { randomUUID } from 'node:crypto';
import type { BookingFormState } from '#domain/booking/booking-form-state.ts';
import { defaultPhonePrefix } from '#domain/booking/default-phone-prefix.ts';
import type { CartQuery } from '#domain/cart/cart-query-schema.ts';
import { parseCartQuery, type QueryParamsLike } from '#domain/cart/parse-cart-query.ts';
import type { StayFieldIssue } from '#domain/cart/read-cart-choices.ts';
import type { SchoolContent } from '#domain/catalogue/school-schema.ts';
import type { Culture } from '#domain/culture.ts';
import { findSchoolById } from '../catalogue/index.ts';
import type { BookingDeps } from './booking-deps.ts';
import { depositStay } from './deposit-stay/deposit-stay.ts';
import { priceBookingCart } from './price-booking-cart.ts';

/**
 * A fresh booking form for the stay in a school page's query (the deposit page opened by a
 * link, or without JavaScript): priced now, with a new one-time token.
 */
export async function prepareBookingForm(
  deps: Pick<BookingDeps, 'db' | 'clock'>,
  request: { culture: Culture; schoolId: number; query: QueryParamsLike },
): Promise<{ kind: 'form'; form: BookingFormState } | { kind: 'unknownSchool' }> {
  const school = await findSchoolById(deps.db, request.schoolId);
  if (!school) return { kind: 'unknownSchool' };
  const parsed = parseCartQuery(request.query);
  return {
    kind: 'form',
    form: freshBookingForm(school, request.culture, parsed.ok ? parsed.query : null, deps.clock()),
  };
}

/** The empty booking form for a stay (null: a query the school cannot read), with its plain stay form and the issues of the last one sent. */
export function freshBookingForm(
  school: SchoolContent,
  culture: Culture,
  query: CartQuery | null,
  now: Date,
  stayIssues: StayFieldIssue[] = [],
): BookingFormState {
  const priced = priceBookingCart(school, culture, query, now);
  return {
    values: {
      name: '',
      email: '',
      phonePrefix: defaultPhonePrefix(culture, null),
      phone: '',
      privacyAgreed: false,
      marketingAgreed: false,
      token: randomUUID(),
    },
    errors: {},
    cartErrors: priced.ok ? [] : priced.cartErrors,
    offer: priced.ok ? priced.offer : null,
    tokenRenewed: false,
    stay: depositStay(school, culture, query, now, stayIssues),
  };
}

import type { DepositStayView } from '#domain/booking/deposit-stay-view.ts';
import { toNamedCartSchool } from '#domain/catalogue/to-named-cart-school.ts';
import { shownPricedSchool } from '#domain/catalogue/shown-price-list.ts';
import { isoDay } from '../../clock.ts';
import { cartFromQuery } from '#domain/cart/cart-from-query.ts';
import type { CartQuery } from '#domain/cart/cart-query-schema.ts';
import type { CartState } from '#domain/cart/cart-state.ts';
import { initialCart } from '#domain/cart/initial-cart.ts';
import type { StayFieldIssue } from '#domain/cart/read-cart-choices.ts';
import type { SchoolContent } from '#domain/catalogue/school-schema.ts';
import type { Culture } from '#domain/culture.ts';

/**
 * The deposit page's stay form for a cart query: the cart it describes, or the school's opening
 * cart when the query names none the school can read (the page then says the stay is invalid,
 * and the form offers a bookable one to start from).
 */
export function depositStay(
  school: SchoolContent,
  culture: Culture,
  query: CartQuery | null,
  now: Date,
  issues: StayFieldIssue[] = [],
): DepositStayView {
  const rules = toNamedCartSchool(shownPricedSchool(school, isoDay(now)), culture);
  const built = query ? cartFromQuery(rules, { ...query, schoolId: school.id, culture }, now) : null;
  const cart: CartState = built?.ok ? built.cart : initialCart(rules, now);
  return { school: rules, cart, now: now.toISOString(), issues };
}

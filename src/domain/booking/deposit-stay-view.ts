import type { NamedCartSchool } from '../cart/cart-school.ts';
import type { CartState } from '../cart/cart-state.ts';
import type { StayFieldIssue } from '../cart/read-cart-choices.ts';

/**
 * What the deposit page's plain stay form is drawn from (issue 29, point 8): the school's rules
 * with its names in the visitor's culture, the cart the form shows (the page's cart, or the
 * school's opening cart when the address names none it can read), the instant its options are
 * worked out at, and the fields of the last form that were refused.
 */
export interface DepositStayView {
  school: NamedCartSchool;
  cart: CartState;
  /** ISO instant: the start and housing dates on offer depend on the day. */
  now: string;
  issues: StayFieldIssue[];
}

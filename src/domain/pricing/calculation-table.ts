import type { CartSchool } from '../cart/cart-school.ts';
import type { CartState } from '../cart/cart-state.ts';
import { changeWeeks } from '../cart/change-weeks.ts';
import { findCourse, weekOptions } from '../cart/course-rules.ts';
import type { Currency } from '../catalogue/api-types.ts';
import { quoteCart } from './quote-cart.ts';

/**
 * The price of one week count, in the columns of the staff's calculation table (spec section 2):
 * course (with its season supplements) + housing (before a housing promotion) + transfer + fees
 * − discount = total, the same split the price summary lists.
 */
export interface CalculationRowPrice {
  course: number;
  housing: number;
  transfer: number;
  fees: number;
  discount: number;
  total: number;
  deposit: number;
}

/** One row of the calculation table: a week count and its price, or why it has none. */
export interface CalculationRow {
  weeks: number;
  /** The cart's own week count: this row is the cart's price, to the cent. */
  current: boolean;
  price: CalculationRowPrice | null;
  /** Why there is no price: the cart errors' reasons and the lines without a price. */
  problems: string[];
}

/** The calculation table of a cart: one row per week count the course allows. */
export interface CalculationTable {
  currency: Currency;
  rows: CalculationRow[];
}

/**
 * Prices the cart for every week count its course offers, each as the visitor would get it by
 * picking that count in the weeks selector (changeWeeks: the price option of the new range, the
 * housing dates moved with the course); the cart's own count is priced as it stands, so that row
 * is exactly the cart's price.
 */
export function calculationTable(school: CartSchool, cart: CartState, now: Date): CalculationTable {
  const course = findCourse(school, cart.course.id);
  const rows = weekOptions(course).map((weeks): CalculationRow => {
    const current = weeks === cart.course.weeks;
    const variant = current ? cart : changeWeeks(school, cart, weeks, now);
    const { answer, errors, unpriced } = quoteCart(school, variant, { now });
    if (!answer)
      return {
        weeks,
        current,
        price: null,
        problems: [...errors.list.map((error) => error.reason), ...unpriced.map((line) => `${line}NotAvailable`)],
      };
    return {
      weeks,
      current,
      price: {
        course: answer.course.amount.price + answer.course.supplement,
        housing: answer.accommodation.empty ? 0 : answer.accommodation.amount.originalTotal,
        transfer: answer.transfer.price,
        fees: answer.schoolFee,
        discount: answer.moneyOff,
        total: answer.total,
        deposit: answer.deposit.value,
      },
      problems: [],
    };
  });
  return { currency: school.currency, rows };
}

import type { PriceAnswer } from '#domain/pricing/price-answer.ts';
import { minorUnitDigits } from '#domain/money/minor-unit-digits.ts';
import type { CartLine } from './added-lines.ts';

/** The Book event's id is the school id plus this (spec section 9, tracking id offset). */
export const TRACKING_ID_OFFSET = 1_000_000;

const major = (minor: number, currency: string) => minor / 10 ** minorUnitDigits(currency);

/** add_to_cart (spec section 7): the line added, its price, the currency and the cart's value. */
export function addToCartEvent(line: CartLine, answer: PriceAnswer): Record<string, unknown> {
  const currency = answer.currency.isoCode;
  const price =
    line.kind === 'course'
      ? answer.course.amount.price
      : line.kind === 'accommodation'
        ? answer.accommodation.amount.originalTotal
        : answer.transfer.price;
  return {
    event: 'add_to_cart',
    ecommerce: {
      currency,
      value: major(answer.total, currency),
      items: [
        { item_id: `${line.kind}-${line.id}`, item_category: line.kind, price: major(price, currency), quantity: 1 },
      ],
    },
  };
}

/** The Book e-commerce event (spec section 4): school id + 1,000,000, school and course names, deposit with currency, total. */
export function bookEvent(
  schoolId: number,
  names: { school: string; course: string },
  answer: PriceAnswer,
): Record<string, unknown> {
  const currency = answer.deposit.currency.isoCode;
  return {
    event: 'book',
    ecommerce: {
      id: schoolId + TRACKING_ID_OFFSET,
      name: names.school,
      course: names.course,
      deposit: { value: major(answer.deposit.value, currency), currency },
      currency,
      value: major(answer.total, currency),
    },
  };
}

/** The virtual page view of opening the small-screen cart: the page's path ending in card-sidebar. */
export function cardSidebarPageView(pathname: string): Record<string, unknown> {
  return { event: 'virtual_page_view', page_path: `${pathname.endsWith('/') ? pathname : `${pathname}/`}card-sidebar` };
}

/** The price answer of spec section 3 ('Cart data'), amounts in integer minor units of the school currency. */
import type { Currency, PromotionData } from '../catalogue/api-types.ts';
import type { CartErrors } from '../cart/cart-errors.ts';
import type { SchoolFeeInfo } from './quote-fees.ts';
import type { FullDepositReason } from './quote-deposit.ts';

export interface PriceAnswer {
  schoolId: number;
  currency: Currency;
  /** course + supplements − moneyOff + schoolFee + accommodation + transfer. */
  total: number;
  moneyOff: number;
  schoolFee: number;
  schoolFeeInfo: SchoolFeeInfo;
  course: {
    id: number;
    weeks: number;
    /** The option actually priced (the pricing model may move off the cart's c.w). */
    weekPriceId: number;
    lessonsPerWeek: number;
    pricePerWeek: number;
    start: string;
    end: string;
    /** Season supplements of the course weeks. */
    supplement: number;
    /** price = pricePerWeek × W; discount = the course promotion's money off; total = price − discount. */
    amount: { total: number; price: number; discount: number };
  };
  accommodation: {
    empty: boolean;
    id: number;
    room: number | null;
    food: number | null;
    nights: number;
    weeks: number;
    extraNights: number;
    /** originalTotal before a housing promotion, total after (both include housing supplements). */
    amount: { total: number; originalTotal: number };
    start: string | null;
    end: string | null;
  };
  transfer: { id: number; price: number; to: boolean; from: boolean };
  deposit: {
    value: number;
    currency: Currency;
    isEmpty: boolean;
    fullDeposit: boolean;
    fullReason: FullDepositReason | null;
  };
  balance: number;
  balanceDate: string | null;
  promotion: {
    id: number;
    kind: PromotionData['kind'];
    value: number;
    appliesTo: PromotionData['appliesTo'];
    moneyOff: number;
  } | null;
}

/** Lines that could not be priced: the page shows a not-available message for them. */
export type UnpricedLine = 'course' | 'accommodation' | 'transfer';

/**
 * What quoteCart answers: the cart's errors, and the price only when there are none and every
 * chosen line has a price (the price summary and Book button show only then, spec section 5).
 */
export type CartQuote = { errors: CartErrors; unpriced: UnpricedLine[]; answer: PriceAnswer | null };

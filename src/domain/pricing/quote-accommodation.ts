import type { AccommodationRules } from '../cart/cart-school.ts';
import { accommodationStay } from './accommodation-stay.ts';
import { seasonSupplement } from './season-supplement.ts';

export type AccommodationQuote =
  | {
      ok: true;
      nights: number;
      weeks: number;
      chargedWeeks: number;
      extraNights: number;
      supplement: number;
      total: number;
    }
  | { ok: false; reason: 'noPrice' };

/**
 * The housing line (pricing model): whole weeks at the (room, meal plan) weekly price, extra
 * nights at the extra-night price, or one more week when there is none, plus season supplements
 * for every charged week whose first day falls in a supplement period. Extra nights priced per
 * night carry no supplement. A pair without a price row is 'noPrice' (shown as not available).
 */
export function quoteAccommodation(
  accommodation: Pick<AccommodationRules, 'prices'>,
  choice: { roomId: number; foodId: number; start: string; end: string },
): AccommodationQuote {
  const row = accommodation.prices.find((p) => p.roomId === choice.roomId && p.foodId === choice.foodId);
  if (!row) return { ok: false, reason: 'noPrice' };
  const stay = accommodationStay(choice.start, choice.end);
  const perNight = row.pricePerExtraNight;
  const asWeek = stay.extraNights > 0 && perNight === null;
  const chargedWeeks = stay.weeks + (asWeek ? 1 : 0);
  const extraNights = asWeek ? 0 : stay.extraNights;
  const supplement = seasonSupplement(row.seasonSupplements, choice.start, chargedWeeks);
  const total = chargedWeeks * row.pricePerWeek + extraNights * (perNight ?? 0) + supplement;
  return { ok: true, nights: stay.nights, weeks: stay.weeks, chargedWeeks, extraNights, supplement, total };
}

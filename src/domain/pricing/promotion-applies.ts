import { isDateInRange } from '../dates/date-range.ts';
import type { PromotionRules } from '../cart/cart-school.ts';

/**
 * Whether a promotion's conditions hold (pricing model): at least its minimum course weeks,
 * booked inside its booking window, and the course starting inside its start window. Windows
 * are inclusive; a missing condition always holds.
 */
export function promotionApplies(
  promotion: Pick<PromotionRules, 'minWeeks' | 'bookingWindow' | 'startWindow'>,
  booking: { weeks: number; bookingDay: string; courseStart: string },
): boolean {
  if (promotion.minWeeks !== null && booking.weeks < promotion.minWeeks) return false;
  if (promotion.bookingWindow && !isDateInRange(booking.bookingDay, promotion.bookingWindow)) return false;
  return !promotion.startWindow || isDateInRange(booking.courseStart, promotion.startWindow);
}

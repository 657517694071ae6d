import type { PromotionRules } from '../cart/cart-school.ts';
import { promotionAmount } from './promotion-amount.ts';
import { promotionApplies } from './promotion-applies.ts';

/** The amounts a promotion can apply to. */
export interface PromotionLines {
  /** The course amount, pricePerWeek × W (supplements are charges, not the course price). */
  course: number;
  /** The housing total as quoted, supplements included; 0 without housing. */
  accommodation: number;
  /** The total before any discount. */
  total: number;
}

export interface AppliedPromotion {
  promotion: PromotionRules;
  moneyOff: number;
}

/**
 * The best single promotion (pricing model): of those whose conditions hold, the one taking the
 * most money off; on a tie the one listed first. Null when none takes anything off.
 */
export function bestPromotion(
  promotions: readonly PromotionRules[],
  booking: { weeks: number; bookingDay: string; courseStart: string },
  lines: PromotionLines,
): AppliedPromotion | null {
  let best: AppliedPromotion | null = null;
  for (const promotion of promotions) {
    if (!promotionApplies(promotion, booking)) continue;
    const moneyOff = promotionAmount(promotion, lines[promotion.appliesTo]);
    if (moneyOff > 0 && (best === null || moneyOff > best.moneyOff)) best = { promotion, moneyOff };
  }
  return best;
}

import type { PromotionRules } from '../cart/cart-school.ts';
import { percentOf } from '../money/percent-of.ts';

/**
 * The money a promotion takes off the line it applies to: a percent rounded half up to the
 * minor unit once, or a fixed amount; never more than the line itself.
 */
export function promotionAmount(promotion: Pick<PromotionRules, 'kind' | 'value'>, line: number): number {
  const off = promotion.kind === 'percent' ? percentOf(line, promotion.value) : promotion.value;
  return Math.max(0, Math.min(off, line));
}

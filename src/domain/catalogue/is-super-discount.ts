import type { PromotionContent } from './school-schema.ts';
import { isPromotionActive } from './is-promotion-active.ts';

/** A percent discount from this size on earns the 'super discount' badge (pricing model). */
export const SUPER_DISCOUNT_PERCENT = 15;

/** Whether the school runs an active percent promotion of at least 15 % today. */
export function isSuperDiscount(promotions: readonly PromotionContent[], today: string): boolean {
  return promotions.some(
    (p) => p.kind === 'percent' && p.value >= SUPER_DISCOUNT_PERCENT && isPromotionActive(p, today),
  );
}

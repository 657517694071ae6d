import type { AccommodationRules } from './cart-school.ts';

/**
 * What a week in a room costs one traveller with the chosen meal plan: the catalogue's
 * pricePerWeek of the room and food pair, season supplements aside (they depend on the dates,
 * and the price summary has them). Before a meal plan is chosen, the room's lowest weekly price.
 * Null when the pair has no price: the room cannot be priced with those meals.
 */
export function roomWeekPrice(
  housing: Pick<AccommodationRules, 'prices'>,
  roomId: number,
  foodId: number | null,
): number | null {
  const prices = housing.prices.filter((price) => price.roomId === roomId);
  if (foodId !== null) return prices.find((price) => price.foodId === foodId)?.pricePerWeek ?? null;
  return prices.length === 0 ? null : Math.min(...prices.map((price) => price.pricePerWeek));
}

import type { Culture } from '../culture.ts';
import type { CartQuery } from './cart-query-schema.ts';
import type { CartState } from './cart-state.ts';

/**
 * The query that records a cart. The transfer id is always written (0 = none) so that a visitor
 * who refused a required transfer gets the same cart back, not a silently re-added transfer.
 */
export function cartToQuery(cart: CartState, page: { schoolId: number; culture: Culture }): CartQuery {
  const query: CartQuery = {
    schoolId: page.schoolId,
    culture: page.culture,
    weeks: cart.course.weeks,
    courseStart: cart.course.courseStart,
  };
  if (cart.course.weekPrice !== null) query.weekPriceId = cart.course.weekPrice;
  const stay = cart.accommodation;
  if (!stay.empty) {
    if (stay.room !== null) query.roomId = stay.room;
    if (stay.food !== null) query.foodId = stay.food;
    if (stay.start !== null) query.accommodationStart = stay.start;
    if (stay.end !== null) query.accommodationEnd = stay.end;
  }
  query.transferId = cart.transfer.empty ? 0 : cart.transfer.id;
  if (!cart.transfer.empty) {
    query.transferTo = cart.transfer.to;
    query.transferFrom = cart.transfer.from;
  }
  return query;
}

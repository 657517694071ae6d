import type { CartState } from '#domain/cart/cart-state.ts';

/** A line of the cart the visitor can add: a course, a housing option or a transfer, by id. */
export interface CartLine {
  kind: 'course' | 'accommodation' | 'transfer';
  id: number;
}

/** The lines a change added (a course chosen, housing or a transfer booked or swapped), for add_to_cart. */
export function addedLines(before: CartState, after: CartState): CartLine[] {
  const lines: CartLine[] = [];
  if (after.course.id !== before.course.id) lines.push({ kind: 'course', id: after.course.id });
  if (!after.accommodation.empty && (before.accommodation.empty || before.accommodation.id !== after.accommodation.id))
    lines.push({ kind: 'accommodation', id: after.accommodation.id });
  if (!after.transfer.empty && (before.transfer.empty || before.transfer.id !== after.transfer.id))
    lines.push({ kind: 'transfer', id: after.transfer.id });
  return lines;
}

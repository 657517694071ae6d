import type { TransferRules } from '../cart/cart-school.ts';

/** The transfer price (pricing model): the two-way price when both directions are on, else one-way, 0 when neither. */
export function quoteTransfer(transfer: TransferRules, directions: { to: boolean; from: boolean }): number {
  if (directions.to && directions.from) return transfer.twoWayPrice;
  return directions.to || directions.from ? transfer.oneWayPrice : 0;
}

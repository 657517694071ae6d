import { NO_TRANSFER_ID, type CartTransferChoice } from './cart-state.ts';

/** The transfer choice that books no transfer: id 0, empty, both directions off. */
export function noTransfer(): CartTransferChoice {
  return { id: NO_TRANSFER_ID, to: false, from: false, empty: true };
}

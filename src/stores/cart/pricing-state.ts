import type { CalculationData } from '#domain/pricing/calculation-data.ts';

/** The loading states of the cart, spelled as the spec spells them (section 4). */
export type LoadingStatus = 'loading_initial' | 'loading_process' | 'loading_exception' | 'loading_complate';

/** The price of the cart shown: the last answer of the pricing endpoint for it, if any. */
export interface PricingState {
  status: LoadingStatus;
  /** The answer for the cart shown; null before the first one and while the cart has errors. */
  data: CalculationData | null;
}

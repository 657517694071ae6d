import type { PriceLineKind } from '../pricing/price-lines.ts';
import type { TranslateFn } from '../text/translate-fn.ts';

/** The label of each kind of price line (literal keys, so the translation check sees them). */
export function priceLineLabels(t: TranslateFn): Record<PriceLineKind, string> {
  return {
    course: t('price.course'),
    supplement: t('price.supplement'),
    fees: t('price.fees'),
    accommodation: t('price.accommodation'),
    transfer: t('price.transfer'),
    discount: t('price.discount'),
  };
}

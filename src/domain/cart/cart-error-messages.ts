import type { TranslateFn } from '../text/translate-fn.ts';
import type { CartErrors } from './cart-errors.ts';

/**
 * The cart's errors as the cart island words them (spec section 5): a duration error names its
 * limit ('at least 2 weeks'), a reason with a sentence of its own says that, and each message
 * is said once. The deposit page's plain stay form shows the same words for the same cart.
 */
export function cartErrorMessages(errors: CartErrors, t: TranslateFn): string[] {
  const messages = errors.list.map((error) =>
    error.limit
      ? `${t(error.messageKey)} ${error.limit.bound === 'min' ? t('cart.atLeastWeeks', { count: error.limit.weeks }) : t('cart.atMostWeeks', { count: error.limit.weeks })}`
      : t(error.reasonKey ?? error.messageKey),
  );
  return [...new Set(messages)];
}

import { useStore } from '@nanostores/react';
import { CART_NOT_AVAILABLE } from '#domain/booking/stay-problem-keys.ts';
import { useCart } from './cart-context.ts';

/**
 * The list of errors in the visitor's language (spec section 5): the browser's own check shows
 * at once; what only the server knows (a line without a price) comes with its answer.
 */
export function CartErrors() {
  const { store, t } = useCart();
  const cart = useStore(store.$cart);
  const pricing = useStore(store.$pricing);
  if (!cart) return null;
  const errors = cart.errors.hasErrors ? cart.errors.list : (pricing.data?.errors.list ?? []);
  // A duration error names its limit (spec section 5: 'a minimum-duration error with the weeks');
  // a reason with a sentence of its own (a start too far ahead, housing outside the course) says that.
  const messages = errors.map((error) =>
    error.limit
      ? `${t(error.messageKey)} ${error.limit.bound === 'min' ? t('cart.atLeastWeeks', { count: error.limit.weeks }) : t('cart.atMostWeeks', { count: error.limit.weeks })}`
      : t(error.reasonKey ?? error.messageKey),
  );
  if (!cart.errors.hasErrors && pricing.data && pricing.data.unpriced.length > 0) messages.push(t(CART_NOT_AVAILABLE));
  if (messages.length === 0) return null;
  return (
    <div className="cart-errors" role="alert">
      <p>{t('cart.errorsTitle')}</p>
      <ul>
        {[...new Set(messages)].map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}

import { useStore } from '@nanostores/react';
import { CART_NOT_AVAILABLE } from '#domain/booking/stay-problem-keys.ts';
import { roomLabel } from '#domain/booking/room-label.ts';
import type { CartSuggestion } from '#domain/cart/cart-suggestions.ts';
import { formatDate } from '#domain/dates/format-date.ts';
import { Money } from './Money.tsx';
import { useCart } from './cart-context.ts';

// Spec section 5 names the fully booked refusal only by its type; the cart names the reason.
const FULLY_BOOKED_KEY = 'validationErrors.housingFullyBooked';

/**
 * The list of errors in the visitor's language (spec section 5): the browser's own check shows
 * at once; what only the server knows (a line without a price) comes with its answer. A cart that
 * cannot be booked comes with the ways out the domain finds (issue 29), each with its total.
 */
export function CartErrors() {
  const { store, school, culture, t } = useCart();
  const cart = useStore(store.$cart);
  const pricing = useStore(store.$pricing);
  const suggestions = useStore(store.$suggestions);
  const display = useStore(store.$currency);
  if (!cart) return null;
  const errors = cart.errors.hasErrors ? cart.errors.list : (pricing.data?.errors.list ?? []);
  // A duration error names its limit (spec section 5: 'a minimum-duration error with the weeks');
  // a reason with a sentence of its own (a start too far ahead, housing outside the course) says that.
  const messages = errors.map((error) => {
    if (error.limit)
      return `${t(error.messageKey)} ${error.limit.bound === 'min' ? t('cart.atLeastWeeks', { count: error.limit.weeks }) : t('cart.atMostWeeks', { count: error.limit.weeks })}`;
    if (error.reason === 'fullyBooked') return t(FULLY_BOOKED_KEY);
    return t(error.reasonKey ?? error.messageKey);
  });
  if (!cart.errors.hasErrors && pricing.data && pricing.data.unpriced.length > 0) messages.push(t(CART_NOT_AVAILABLE));
  if (messages.length === 0) return null;

  const label = (suggestion: CartSuggestion): string => {
    const next = suggestion.cart;
    if (suggestion.kind === 'start')
      return t('cart.suggestStart', { date: formatDate(next.course.courseStart, culture) });
    if (suggestion.kind === 'weeks') return t('cart.forWeeks', { count: next.course.weeks });
    const housing = school.accommodations.find((a) => a.id === next.accommodation.id);
    const room = housing?.rooms.find((r) => r.id === next.accommodation.room);
    if (suggestion.kind === 'room' && room) return t('cart.suggestRoom', { room: roomLabel(room, t) });
    return t('cart.suggestHousing', { housing: housing?.name ?? '' });
  };

  return (
    <div className="cart-errors" role="alert">
      <p>{t('cart.errorsTitle')}</p>
      <ul>
        {[...new Set(messages)].map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
      {suggestions.length > 0 && (
        <div className="cart-suggestions">
          <p>{t('cart.suggestionsTitle')}</p>
          <ul>
            {suggestions.map((suggestion) => (
              <li key={suggestion.kind}>
                <button type="button" onClick={() => store.takeSuggestion(suggestion)}>
                  <span>{label(suggestion)}</span>
                  <strong>
                    <Money amount={suggestion.total} currency={school.currency.isoCode} display={display} />
                  </strong>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

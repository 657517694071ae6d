import { useRef, useState, type ComponentType } from 'react';
import { cartToQuery } from '#domain/cart/cart-to-query.ts';
import { serialiseCartQuery } from '#domain/cart/serialise-cart-query.ts';
import type { CartState } from '#domain/cart/cart-state.ts';
import type { PriceMailDialogProps } from '../PriceMail/price-mail-dialog-props.ts';
import { useCart } from './cart-context.ts';
// By address, not as a CSS import, which would put it in the head of every school page.
import priceMailStylesheet from '../PriceMail/price-mail.css?url&no-inline';
import { loadStylesheet } from '../load-stylesheet.ts';

/** The form's loading states (spec section 4: form loading, complete, exception). */
type FormState =
  | { kind: 'closed' }
  | { kind: 'loading' }
  | { kind: 'exception' }
  | { kind: 'complete'; Dialog: ComponentType<PriceMailDialogProps> };

/**
 * "Send me this price" under the price summary (issue 11, spec sections 2 and 5): opens the
 * fast-calculation mail form, whose code is fetched only when it is first opened (a separate
 * chunk), so the school page costs a visitor who never uses it nothing more than this button.
 */
export function PriceMailButton({ cart }: { cart: CartState }) {
  const { t, school, culture } = useCart();
  const [state, setState] = useState<FormState>({ kind: 'closed' });
  const opener = useRef<HTMLButtonElement>(null);
  const open = () => {
    if (state.kind === 'loading') return;
    setState({ kind: 'loading' });
    Promise.all([import('../PriceMail/PriceMailDialog.tsx'), loadStylesheet(priceMailStylesheet)]).then(
      ([{ default: Dialog }]) => setState({ kind: 'complete', Dialog }),
      () => setState({ kind: 'exception' }),
    );
  };
  const query = serialiseCartQuery(cartToQuery(cart, { schoolId: school.id, culture })).toString();
  return (
    <>
      <button
        type="button"
        className="button secondary cart-price-mail"
        ref={opener}
        aria-haspopup="dialog"
        onClick={open}
      >
        {t('cart.priceMail.open')}
      </button>
      {state.kind === 'loading' && (
        <p className="cart-hint" role="status">
          {t('cart.priceMail.loading')}
        </p>
      )}
      {state.kind === 'exception' && (
        <p className="cart-hint" role="alert">
          {t('cart.priceMail.loadFailed')}
        </p>
      )}
      {state.kind === 'complete' && (
        <state.Dialog
          t={t}
          culture={culture}
          query={query}
          opener={opener}
          onClose={() => setState({ kind: 'closed' })}
        />
      )}
    </>
  );
}

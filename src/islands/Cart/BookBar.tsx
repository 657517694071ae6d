import { useStore } from '@nanostores/react';
import { formatMoney } from '../../domain/money/format-money.ts';
import { useCart } from './cart-context.ts';

/** The small-screen Book bar: the total and the button that slides the cart in (spec section 2). */
export function BookBar() {
  const { store, culture, t } = useCart();
  const pricing = useStore(store.$pricing);
  const open = useStore(store.$panelOpen);
  const answer = pricing.data?.price ?? null;
  return (
    <div className="cart-bookbar">
      <button type="button" className="button" aria-expanded={open} aria-controls="cart-panel" onClick={() => store.setPanelOpen(true)}>
        {answer ? t('cart.openPanel', { total: formatMoney(answer.total, answer.currency.isoCode, culture) }) : t('cart.openPanelNoPrice')}
      </button>
    </div>
  );
}

import { useStore } from '@nanostores/react';
import { useCart } from './cart-context.ts';
import { Money } from './Money.tsx';

/**
 * The price bar, fixed at the bottom of every screen (issue 12: the price always in sight): the
 * total and the deposit of the current cart and the Book button, whatever the visitor scrolled.
 * On a small screen Book slides the cart in (spec section 2: the Book bar), where the choices
 * are; on a wide one it opens the booking form, and "Price details" brings the sidebar's full
 * breakdown into view. A cart with errors shows no figures and no Book, as the sidebar does: on a
 * wide screen a button leads to the errors instead.
 */
export function PriceBar({ small }: { small: boolean | null }) {
  const { store, school, t } = useCart();
  const cart = useStore(store.$cart);
  const pricing = useStore(store.$pricing);
  const open = useStore(store.$panelOpen);
  const display = useStore(store.$currency);
  const answer = cart && !cart.errors.hasErrors ? (pricing.data?.price ?? null) : null;
  const busy = pricing.status === 'loading_process' || pricing.status === 'loading_initial';
  const currency = school.currency.isoCode;
  const course = school.courses.find((c) => c.id === cart?.course.id);
  // The sidebar's heading of the breakdown, or of the cart itself when it has errors to fix.
  const bringIntoView = (id: 'cart-summary-title' | 'cart-title') => {
    const heading = document.getElementById(id);
    heading?.scrollIntoView({ block: 'center' });
    heading?.focus({ preventScroll: true });
  };
  return (
    <div className="cart-pricebar" aria-label={t('cart.priceBar')} role="region">
      {answer && (
        <dl className="cart-pricebar-figures">
          <div>
            <dt>{t('price.total')}</dt>
            <dd>
              <Money amount={answer.total} currency={currency} display={display} />
            </dd>
          </div>
          <div>
            {/* The sidebar's longer "Deposit, paid after confirmation" would take three lines of a phone's bar. */}
            <dt>{t('cart.depositShort')}</dt>
            <dd>
              <Money amount={answer.deposit.value} currency={currency} display={display} />
            </dd>
          </div>
        </dl>
      )}
      {/*
        Where the width is not known (the build's static HTML and the hydration render), both
        screens' controls are in the markup and the stylesheet shows one set by width, so the
        static page looks as the hydrated cart does on either.
      */}
      <div className="cart-pricebar-actions">
        {small !== true && answer && (
          <button
            type="button"
            className="cart-pricebar-details cart-wide-only"
            onClick={() => bringIntoView('cart-summary-title')}
          >
            {t('cart.priceDetails')}
          </button>
        )}
        {small !== false && (
          <button
            type="button"
            className="button cart-small-only"
            aria-expanded={open}
            aria-controls="cart-panel"
            onClick={() => store.setPanelOpen(true)}
          >
            {t('cart.openPanelNoPrice')}
          </button>
        )}
        {small !== true && answer && (
          <button
            type="button"
            className="button cart-wide-only"
            disabled={busy}
            onClick={() => store.book({ school: school.name, course: course?.name ?? '' })}
          >
            {t('cart.book')}
          </button>
        )}
        {/* As in the sidebar, no Book for a cart with errors: the way to them instead. */}
        {small !== true && cart?.errors.hasErrors && (
          <button type="button" className="button secondary cart-wide-only" onClick={() => bringIntoView('cart-title')}>
            {t('cart.checkChoices')}
          </button>
        )}
      </div>
    </div>
  );
}

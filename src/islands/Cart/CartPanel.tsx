import { useStore } from '@nanostores/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { PriceBar } from './PriceBar.tsx';
import { CartErrors } from './CartErrors.tsx';
import { CourseBlock } from './CourseBlock.tsx';
import { HousingBlock } from './HousingBlock.tsx';
import { PriceSummary } from './PriceSummary.tsx';
import { TransferBlock } from './TransferBlock.tsx';
import { useCart } from './cart-context.ts';
import { useMediaQuery } from './use-media-query.ts';
import { SMALL_SCREEN } from '#stores/cart/browser-cart-environment.ts';

/**
 * The cart panel: a sticky sidebar on wide screens; on small ones a dialog that slides in from
 * the price bar's Book, with a back link to the schools list and a close button, Escape closing
 * it. The price bar stays at the bottom of the screen but while that dialog is open.
 * The slide-in's look is the stylesheet's, by width (`slide-in`), so the build's static HTML,
 * rendered for no width, looks as the hydrated panel does on a phone too.
 * `children` come under the price summary (the staff tools, for staff). `inline` (the change
 * page) shows the choices in the page on every screen, without the price bar, price summary or Book.
 */
export function CartPanel({ children, inline = false }: { children?: ReactNode; inline?: boolean }) {
  const { store, t, searchPath } = useCart();
  const media = useMediaQuery(SMALL_SCREEN);
  const small = media === true && !inline;
  const open = useStore(store.$panelOpen);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (small && open) heading.current?.focus();
  }, [small, open]);
  useEffect(() => {
    if (!small || !open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') store.setPanelOpen(false);
    };
    document.addEventListener('keydown', onKey);
    // The page behind a full-screen panel does not scroll.
    document.body.classList.add('cart-panel-open');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('cart-panel-open');
    };
  }, [small, open, store]);

  const hidden = small && !open;
  return (
    <>
      {!inline && !(small && open) && <PriceBar small={inline ? false : media} />}
      <section
        id="cart-panel"
        className={`cart-panel${inline ? '' : ' slide-in'}${small && open ? ' open' : ''}`}
        aria-labelledby="cart-title"
        hidden={hidden}
        {...(small ? { role: 'dialog', 'aria-modal': true } : {})}
      >
        {small && (
          <div className="cart-panel-top">
            <a className="cart-back" href={searchPath}>
              {t('cart.backToSchools')}
            </a>
            <button
              type="button"
              className="cart-close"
              aria-label={t('cart.closePanel')}
              onClick={() => store.setPanelOpen(false)}
            >
              ×
            </button>
          </div>
        )}
        <h2 id="cart-title" ref={heading} tabIndex={-1}>
          {t('cart.title')}
        </h2>
        <CourseBlock />
        <HousingBlock />
        <TransferBlock />
        <CartErrors />
        {!inline && <PriceSummary />}
        {children}
      </section>
    </>
  );
}

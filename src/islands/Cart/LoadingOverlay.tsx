import { useStore } from '@nanostores/react';
import { useCart } from './cart-context.ts';

/** The full-screen spinner with the translated tagline while the cart first loads (spec sections 1 and 2). */
export function LoadingOverlay() {
  const { store, t } = useCart();
  const pricing = useStore(store.$pricing);
  if (pricing.status !== 'loading_initial') return null;
  return (
    <div className="cart-overlay" role="status" aria-live="polite">
      <span className="spinner large" aria-hidden="true" />
      <p>{t('loading.tagline')}</p>
    </div>
  );
}

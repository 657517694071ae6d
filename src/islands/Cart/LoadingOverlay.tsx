import { useStore } from '@nanostores/react';
import { useSyncExternalStore } from 'react';
import { taglineCulture } from '#domain/tagline-culture.ts';
import { useCart } from './cart-context.ts';

// The browser's languages do not change while the page is open; nothing to subscribe to.
const noSubscription = () => () => {};

/**
 * The full-screen spinner with the translated tagline while the cart first loads (spec sections 1
 * and 2). A visitor whose browser prefers Japanese reads it in Japanese: the page is built without
 * knowing the reader, so the static HTML carries the page's culture and the browser switches.
 */
export function LoadingOverlay() {
  const { store, t, culture, japaneseTagline } = useCart();
  const pricing = useStore(store.$pricing);
  const japanese = useSyncExternalStore(
    noSubscription,
    () => taglineCulture(culture, navigator.languages) === 'ja',
    () => false,
  );
  if (pricing.status !== 'loading_initial') return null;
  return (
    <div className="cart-overlay" role="status" aria-live="polite">
      <span className="spinner large" aria-hidden="true" />
      {japanese ? <p lang="ja">{japaneseTagline}</p> : <p>{t('loading.tagline')}</p>}
    </div>
  );
}

import { useStore } from '@nanostores/react';
import { lazy, Suspense, use, useEffect, useMemo, useState, type ReactNode } from 'react';
import { translateWithDictionary } from '#i18n/translate-with-dictionary.ts';
import { browserCartEnvironment } from '#stores/cart/browser-cart-environment.ts';
import { createCartStore, type CartStore } from '#stores/cart/create-cart-store.ts';
import type { CartEnvironment } from '#stores/cart/cart-environment.ts';
import type { OpeningCart } from '#stores/cart/opening-cart.ts';
import { CartPanel } from './CartPanel.tsx';
import { CartContext, type CartContextValue } from './cart-context.ts';
import { cartDictionary } from './cart-dictionary.ts';
import type { CartIslandProps } from '#stores/cart/cart-island-props.ts';
import { LoadingOverlay } from './LoadingOverlay.tsx';
import { useStaffTools } from './use-staff-tools.ts';
import './cart.css';

// The booking modal, its form's rules and their schema are a chunk of their own, loaded at the first Book.
const BookingModal = lazy(() => import('./BookingModal.tsx').then((module) => ({ default: module.BookingModal })));

/**
 * The school page's cart (spec section 2): course, housing and transfer blocks, errors, price
 * summary and Book, the booking modal and the first-load overlay. State and rules live in the
 * cart store and the domain; this renders them. `environment` is for tests.
 * With `opening` (the school page) it renders the build's opening cart and its price, the page's
 * static HTML, and hydrates over it (docs/architecture.md: what hydrates when).
 * With `mode: 'change'` (the booking's change page, issue 17) it is the same cart with the same
 * rules and messages, shown in the page, without price summary, Book or booking modal: the page
 * prices the change beside the booked stay itself.
 */
export default function CartIsland(
  props: CartIslandProps & { opening?: OpeningCart; mode?: 'book' | 'change'; environment?: CartEnvironment },
) {
  const {
    culture,
    school,
    dictionary,
    rates,
    path,
    searchPath,
    japaneseTagline,
    confirmationWorkingDays,
    opening,
    environment,
    mode = 'book',
  } = props;
  const store = useMemo(() => createCartStore({ culture, school, path }, opening), [culture, school, path, opening]);
  const browser = useMemo(() => environment ?? browserCartEnvironment(), [environment]);
  const staff = useStaffTools(browser);
  const bookingOpen = useStore(store.$bookingOpen);
  // Once loaded, the modal stays mounted: its form keeps what the visitor picked between openings.
  const [bookingLoaded, setBookingLoaded] = useState(false);
  if (bookingOpen && !bookingLoaded) setBookingLoaded(true);
  const context = useMemo(
    () => ({ store, school, culture, rates, searchPath, japaneseTagline, confirmationWorkingDays }),
    [store, school, culture, rates, searchPath, japaneseTagline, confirmationWorkingDays],
  );
  if (mode === 'change') {
    return (
      <WithTexts context={context} dictionary={dictionary}>
        <StartStore store={store} browser={browser} />
        <CartPanel inline />
      </WithTexts>
    );
  }
  // Until its texts arrive, the hydrating cart stays the static HTML the build rendered.
  return (
    <Suspense fallback={null}>
      <WithTexts context={context} dictionary={dictionary}>
        <StartStore store={store} browser={browser} />
        <LoadingOverlay />
        <CartPanel>{staff && <staff.Tools identity={staff.identity} />}</CartPanel>
        {bookingLoaded && (
          <Suspense fallback={null}>
            <BookingModal />
          </Suspense>
        )}
      </WithTexts>
    </Suspense>
  );
}

/** The cart's context with its translator: the texts given, or the culture's shared file's (React's `use` waits for it). */
function WithTexts({
  context,
  dictionary,
  children,
}: {
  context: Omit<CartContextValue, 't'>;
  dictionary: Record<string, string> | undefined;
  children: ReactNode;
}) {
  const known = dictionary ?? cartDictionary(context.culture);
  const texts = known instanceof Promise ? use(known) : known;
  const t = useMemo(() => translateWithDictionary(context.culture, texts), [context.culture, texts]);
  const value = useMemo<CartContextValue>(() => ({ ...context, t }), [context, t]);
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

/** Starts the cart store once its view is hydrated (texts in), so the first price and the replayed first tap find it started. */
function StartStore({ store, browser }: { store: CartStore; browser: CartEnvironment }) {
  useEffect(() => store.start(browser), [store, browser]);
  return null;
}

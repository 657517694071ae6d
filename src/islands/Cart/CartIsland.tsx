import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { translateWithDictionary } from '#i18n/translate-with-dictionary.ts';
import { browserCartEnvironment } from '#stores/cart/browser-cart-environment.ts';
import { createCartStore } from '#stores/cart/create-cart-store.ts';
import type { CartEnvironment } from '#stores/cart/cart-environment.ts';
import type { OpeningCart } from '#stores/cart/opening-cart.ts';
import { CartPanel } from './CartPanel.tsx';
import { CartContext, type CartContextValue } from './cart-context.ts';
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
  const value = useMemo<CartContextValue>(
    () => ({
      store: createCartStore({ culture, school, path }, opening),
      school,
      culture,
      t: translateWithDictionary(culture, dictionary),
      rates,
      searchPath,
      japaneseTagline,
      confirmationWorkingDays,
    }),
    [culture, school, path, opening, dictionary, rates, searchPath, japaneseTagline, confirmationWorkingDays],
  );
  const browser = useMemo(() => environment ?? browserCartEnvironment(), [environment]);
  useEffect(() => value.store.start(browser), [value, browser]);
  const staff = useStaffTools(browser);
  const bookingOpen = useStore(value.store.$bookingOpen);
  // Once loaded, the modal stays mounted: its form keeps what the visitor picked between openings.
  const [bookingLoaded, setBookingLoaded] = useState(false);
  if (bookingOpen && !bookingLoaded) setBookingLoaded(true);
  if (mode === 'change') {
    return (
      <CartContext.Provider value={value}>
        <CartPanel inline />
      </CartContext.Provider>
    );
  }
  return (
    <CartContext.Provider value={value}>
      <LoadingOverlay />
      <CartPanel>{staff && <staff.Tools identity={staff.identity} />}</CartPanel>
      {bookingLoaded && (
        <Suspense fallback={null}>
          <BookingModal />
        </Suspense>
      )}
    </CartContext.Provider>
  );
}

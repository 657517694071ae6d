import '../zod-without-eval.ts';
import { useEffect, useMemo } from 'react';
import { translateWithDictionary } from '#i18n/translate-with-dictionary.ts';
import { browserCartEnvironment } from '#stores/cart/browser-cart-environment.ts';
import { createCartStore } from '#stores/cart/create-cart-store.ts';
import type { CartEnvironment } from '#stores/cart/cart-environment.ts';
import { BookingModal } from './BookingModal.tsx';
import { CartPanel } from './CartPanel.tsx';
import { CartContext, type CartContextValue } from './cart-context.ts';
import type { CartIslandProps } from '#stores/cart/cart-island-props.ts';
import { LoadingOverlay } from './LoadingOverlay.tsx';
import { useStaffTools } from './use-staff-tools.ts';
import './cart.css';

/**
 * The school page's cart (spec section 2): course, housing and transfer blocks, errors, price
 * summary and Book, the booking modal and the first-load overlay. State and rules live in the
 * cart store and the domain; this renders them. `environment` is for tests.
 * With `mode: 'change'` (the booking's change page, issue 17) it is the same cart with the same
 * rules and messages, shown in the page, without price summary, Book or booking modal: the page
 * prices the change beside the booked stay itself.
 */
export default function CartIsland(
  props: CartIslandProps & { mode?: 'book' | 'change'; environment?: CartEnvironment },
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
    environment,
    mode = 'book',
  } = props;
  const value = useMemo<CartContextValue>(
    () => ({
      store: createCartStore({ culture, school, path }),
      school,
      culture,
      t: translateWithDictionary(culture, dictionary),
      rates,
      searchPath,
      japaneseTagline,
      confirmationWorkingDays,
    }),
    [culture, school, path, dictionary, rates, searchPath, japaneseTagline, confirmationWorkingDays],
  );
  const browser = useMemo(() => environment ?? browserCartEnvironment(), [environment]);
  useEffect(() => value.store.start(browser), [value, browser]);
  const staff = useStaffTools(browser);
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
      <BookingModal />
    </CartContext.Provider>
  );
}

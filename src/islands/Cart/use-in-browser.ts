import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the build's static HTML and in the hydration render that must repeat it, true once the
 * island runs in the browser: the cart's long lists (weeks, start dates, currencies) are written
 * into the page with their chosen entry only, which is all a reader without JavaScript can use,
 * and filled in after hydration without a mismatch.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

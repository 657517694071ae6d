import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, updated as it changes; null where it is not known: on the
 * server (the build's static HTML) and in the hydration render that must repeat it.
 */
export function useMediaQuery(query: string): boolean | null {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => null,
  );
}

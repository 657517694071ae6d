import { TYPEFACE_KEY } from '../build/inline-scripts.ts';

/**
 * After a page has loaded in Inter's fallback (the first page a visitor sees, global.css), fetches
 * the faces of Inter its text needs, so they are in the browser's cache for the next page; once
 * they are, the next page's head script sets it in Inter at once (MARK_SCRIPTING_SCRIPT). Nothing
 * is drawn differently on this page: its text stays in the fallback.
 */
export function loadTypeface(doc: Document = document): void {
  const html = doc.documentElement;
  if (html.classList.contains('typeface')) return;
  // Astro's fonts API names the family with a hash; the variable lists it first.
  const family = getComputedStyle(html).getPropertyValue('--font-inter').split(',')[0]?.trim();
  if (!family) return;
  // The page's own title names the scripts its culture writes in (Cyrillic, Turkish letters); Aa the Latin.
  void doc.fonts.load(`1em ${family}`, `Aa ${doc.title}`).then(
    (faces) => {
      try {
        if (faces.length > 0) localStorage.setItem(TYPEFACE_KEY, '1');
      } catch {
        // Storage refused: every page is drawn in the fallback, as the first one was.
      }
    },
    () => undefined,
  );
}

// Only a visitor makes these; caught on the way down, so a handler that stops them cannot hide them.
const INTENT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * Calls loadTypeface once the page has loaded and the visitor has acted on it (touched, scrolled,
 * typed) or left it for another tab. Not at the load event itself: on a phone's connection the
 * page's photos are often still arriving then, and 20–70 KB of font would share the line with the
 * largest paint for a page that does not use it. A visitor who reads on or follows a link has
 * acted by then, so the next page still finds Inter in the cache.
 */
export function loadTypefaceOnIntent(win: Window = window): void {
  const doc = win.document;
  const start = () => {
    for (const type of INTENT_EVENTS) win.removeEventListener(type, start, true);
    // The page's own scroll only, not the capture of every inner scroller a script may move.
    win.removeEventListener('scroll', start);
    doc.removeEventListener('visibilitychange', onHidden);
    loadTypeface(doc);
  };
  const onHidden = () => {
    if (doc.visibilityState === 'hidden') start();
  };
  const listen = () => {
    for (const type of INTENT_EVENTS) win.addEventListener(type, start, { capture: true, passive: true });
    win.addEventListener('scroll', start, { passive: true });
    doc.addEventListener('visibilitychange', onHidden);
  };
  if (doc.readyState === 'complete') listen();
  else win.addEventListener('load', listen, { once: true });
}

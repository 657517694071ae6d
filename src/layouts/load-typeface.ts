import { TYPEFACE_KEY } from '../build/inline-scripts.ts';

/**
 * After a page has loaded in Inter's fallback (the first page a visitor sees, global.css), fetches
 * the faces of Inter its text needs, so they are in the browser's cache for the next page; once
 * they are, the next page's head script sets it in Inter at once (MARK_SCRIPTING_SCRIPT). After
 * the load event, so the font never competes with what the first paint needs. Nothing is drawn
 * differently on this page: its text stays in the fallback.
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

/** Set once an earlier page has fetched the site's typeface (src/layouts/load-typeface.ts). */
export const TYPEFACE_KEY = 'linguatrips.typeface';

/**
 * Marks the page as scripted (class js on <html>) before the first paint, so that controls that
 * only work with JavaScript (search filters and sort) are hidden without it and do not jump in
 * when it runs; and, when an earlier page fetched the typeface (it is in the browser's cache),
 * sets it in Inter (class typeface). Inline and kept here as a string so the build can put its
 * hash in the Content-Security-Policy (src/build/astro-csp.ts).
 */
export const MARK_SCRIPTING_SCRIPT = `var h=document.documentElement;h.classList.add('js');try{if(localStorage.getItem('${TYPEFACE_KEY}'))h.classList.add('typeface')}catch(e){}`;

/**
 * Hides the newsletter form before the first paint for a visitor who subscribed or closed it
 * (cookie hnsf, spec section 7). Inline, so it runs before the page is drawn; kept here as a
 * string so the build can put its hash in the Content-Security-Policy (src/build/astro-csp.ts).
 */
export const HIDE_NEWSLETTER_SCRIPT =
  "if(/(?:^|;\\s*)hnsf=1(?:;|$)/.test(document.cookie))document.documentElement.classList.add('hnsf');";

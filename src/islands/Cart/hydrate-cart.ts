import type { ClientDirective } from 'astro';
import { COURSE_CHANGED_EVENT, SELECT_COURSE_EVENT } from '#stores/cart/course-events.ts';
import { holdControls, TOUCH_EVENTS } from '../hold-controls.ts';

// The cart's keys in an address: c.*, a.*, t.* (s.id and culture name the page, not the stay).
const CART_KEY = /^[cat]\./;
const cartPart = (query: string) =>
  [...new URLSearchParams(query)]
    .filter(([key]) => CART_KEY.test(key))
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('&');

/**
 * `client:cart` (registered in astro.config.mjs): the school page's cart island hydrates over its
 * static HTML (the build's opening cart) only when the visitor needs it, not at load: when they
 * first touch it, when a part of it that is not fixed to the screen scrolls into view (the
 * sidebar on a wide screen; on a phone that is the slide-in, hidden until the price bar's Book),
 * when the page's course list asks for a course, or at once when the address names another cart
 * than the opening one (its price is not in the HTML). The directive's value is the opening
 * cart's query. Until the store has started (it says so by announcing its course) the controls are
 * held (holdControls).
 */
const hydrateCart: ClientDirective = (load, options, el) => {
  let started = false;
  const release = holdControls(el);
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) void start();
  });
  const stopWatching = () => {
    observer.disconnect();
    for (const name of TOUCH_EVENTS) el.removeEventListener(name, start, true);
    document.removeEventListener(SELECT_COURSE_EVENT, start);
  };
  async function start() {
    if (started) return;
    started = true;
    stopWatching();
    const hydrate = await load();
    // The store starts in an effect after the first render; then its actions can run.
    document.addEventListener(COURSE_CHANGED_EVENT, release, { once: true });
    await hydrate();
  }
  const opening = typeof options.value === 'string' ? options.value : '';
  const asked = cartPart(window.location.search);
  if (asked && asked !== cartPart(opening)) {
    void start();
    return;
  }
  for (const name of TOUCH_EVENTS) el.addEventListener(name, start, { capture: true, passive: true });
  document.addEventListener(SELECT_COURSE_EVENT, start);
  for (const child of el.children) if (getComputedStyle(child).position !== 'fixed') observer.observe(child);
};

export default hydrateCart;

import type { ClientDirective } from 'astro';
import { COURSE_CHANGED_EVENT, SELECT_COURSE_EVENT } from '#stores/cart/course-events.ts';

// The cart's keys in an address: c.*, a.*, t.* (s.id and culture name the page, not the stay).
const CART_KEY = /^[cat]\./;
const cartPart = (query: string) =>
  [...new URLSearchParams(query)]
    .filter(([key]) => CART_KEY.test(key))
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('&');
// What counts as the visitor touching the cart: a pointer over or down on it, a key or the focus in it.
const TOUCH_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * `client:cart` (registered in astro.config.mjs): the school page's cart island hydrates over its
 * static HTML (the build's opening cart) only when the visitor needs it, not at load: when they
 * first touch it, when a part of it that is not fixed to the screen scrolls into view (the
 * sidebar on a wide screen; on a phone that is the slide-in, hidden until the price bar's Book),
 * when the page's course list asks for a course, or at once when the address names another cart
 * than the opening one (its price is not in the HTML). The directive's value is the opening
 * cart's query. Until the store has started (it says so by announcing its course) the controls are
 * held: a select or a radio does not change (the choice would not reach the store), and a button's
 * click is kept from React, which may be hydrating, and clicked again once the store runs, so the
 * first tap on a phone is neither lost nor handled twice.
 */
const hydrateCart: ClientDirective = (load, options, el) => {
  let started = false;
  let missed: HTMLButtonElement | null = null;
  // A choice made in a static control would be lost (the store starts on the opening cart and React
  // does not read it back): until the store starts, the controls do not change. This listener is on
  // the island before React's own, so a held click never reaches a half-hydrated tree.
  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest('button');
    if (event.type === 'click' && button) {
      missed = button;
      event.preventDefault();
      event.stopImmediatePropagation();
    } else if (target?.closest('select, input') && !(event instanceof KeyboardEvent && event.key === 'Tab'))
      event.preventDefault();
  };
  const HOLD_EVENTS = ['mousedown', 'click', 'keydown'] as const;
  for (const name of HOLD_EVENTS) el.addEventListener(name, hold, true);
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
    document.addEventListener(
      COURSE_CHANGED_EVENT,
      () => {
        for (const name of HOLD_EVENTS) el.removeEventListener(name, hold, true);
        if (missed?.isConnected) missed.click();
      },
      { once: true },
    );
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

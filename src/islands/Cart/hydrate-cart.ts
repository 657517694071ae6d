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
 * cart's query. A button clicked before the code arrived is clicked again once the cart started
 * (the store says so by announcing its course), so the first tap on a phone is not lost; a select
 * or a radio does not change until then (the choice would not reach the store).
 */
const hydrateCart: ClientDirective = (load, options, el) => {
  let started = false;
  let missed: HTMLElement | null = null;
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button) missed = button;
  };
  // A choice made in a static control would be lost (the store starts on the opening cart and React
  // does not read it back): until the store starts, the controls do not change.
  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest('select, input') && !(event instanceof KeyboardEvent && event.key === 'Tab'))
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
    // From here React hears the clicks itself; one that came earlier is replayed once the store
    // has started (in an effect after the first render), when its actions can run.
    el.removeEventListener('click', onClick, true);
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
  el.addEventListener('click', onClick, true);
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

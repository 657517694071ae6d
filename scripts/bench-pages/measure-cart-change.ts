import type { Page } from '@playwright/test';

/**
 * Times cart changes in the page itself, from the weeks selector's change event to the new total
 * on screen (the price request and React's render), so the browser driver's overhead is not
 * counted. Alternates between 2 and 6 weeks; returns the times in ms.
 */
export async function measureCartChanges(page: Page, rounds: number): Promise<number[]> {
  return page.evaluate(async (count) => {
    const select = document.querySelector<HTMLSelectElement>('#cart-weeks');
    const total = () => document.querySelector('[data-testid="cart-total"]')?.textContent ?? '';
    const busy = () => document.querySelector('.cart-summary[aria-busy="true"]') !== null;
    if (!select) throw new Error('no weeks selector on the page');
    const times: number[] = [];
    for (let i = 0; i < count; i += 1) {
      // A visitor's changes are seconds apart: let the page finish the last one before timing the next.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const before = total();
      const started = performance.now();
      // Through the prototype's setter, as a visitor's choice would: React ignores a value set on the element itself.
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(
        select,
        select.value === '6' ? '2' : '6',
      );
      select.dispatchEvent(new Event('change', { bubbles: true }));
      await new Promise<void>((resolve, reject) => {
        const give = setTimeout(
          () =>
            reject(new Error(`no new total within 5 s: ${before} → ${total()}, busy ${busy()}, ${location.search}`)),
          5000,
        );
        const check = () => {
          if (!busy() && total() !== '' && total() !== before) {
            clearTimeout(give);
            resolve();
          } else requestAnimationFrame(check);
        };
        check();
      });
      times.push(performance.now() - started);
    }
    return times;
  }, rounds);
}

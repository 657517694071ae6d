import { describe, expect, it } from 'vitest';
import type { CartSchool } from '#domain/cart/cart-school.ts';
import { maltaSchool } from '#domain/pricing/__tests__/fixtures/malta-school.ts';
import { createCartStore } from '../create-cart-store.ts';
import { fakeCartEnvironment } from './fake-cart-environment.ts';

// 28 days on is Monday 5 July 2027: the cart's first start.
const NOW = new Date('2027-06-07T10:00:00Z');
const CLOSED = { start: '2027-06-20', end: '2027-07-10' };
const withPeriods = (periods: { start: string; end: string }[]): CartSchool => ({
  ...maltaSchool,
  accommodations: [
    {
      ...maltaSchool.accommodations[0]!,
      availabilityOptions: periods.map((period) => ({ ...period, status: 10, fullyBooked: 10 })),
    },
  ],
});

describe('the cart store takes the fully booked periods of the pricing API (issue 31)', () => {
  it('refuses a stay the office closed after the page was built, and its pickers stop offering it', async () => {
    // The page was built with the housing open; the office has closed three weeks since.
    const browser = fakeCartEnvironment(withPeriods([CLOSED]), NOW);
    const store = createCartStore({ culture: 'en', school: withPeriods([]), path: '/en/school/' });
    store.start(browser.environment);
    browser.requests.at(-1)!.respond();
    store.selectAccommodation(1);
    expect(store.$cart.get()?.errors.hasErrors).toBe(false);
    expect(store.$housingDates.get()?.blocked).toEqual([]);
    browser.requests.at(-1)!.respond();
    await expect.poll(() => store.$housingDates.get()?.blocked).toEqual([CLOSED]);
    expect(store.$cart.get()?.errors.list.map((error) => error.reason)).toEqual(['fullyBooked']);
    // The course picker shows the starts whose housing dates touch the closure as fully booked.
    expect(store.$fullyBookedStarts.get()).toEqual(expect.arrayContaining(['2027-06-28', '2027-07-05']));
    // The ways out are worked out with the periods as they are now, and taken they can be booked.
    const [first] = store.$suggestions.get();
    expect(first).toBeDefined();
    store.takeSuggestion(first!);
    expect(store.$cart.get()?.errors.hasErrors).toBe(false);
    expect(store.$cart.get()!.accommodation.start! > CLOSED.end).toBe(true);
  });

  it('offers again what the office reopened', async () => {
    const browser = fakeCartEnvironment(withPeriods([]), NOW);
    const store = createCartStore({ culture: 'en', school: withPeriods([CLOSED]), path: '/en/school/' });
    store.start(browser.environment);
    browser.requests.at(-1)!.respond();
    await expect.poll(() => store.$school.get().accommodations[0]!.availabilityOptions).toEqual([]);
    store.selectAccommodation(1);
    expect(store.$cart.get()?.course.courseStart).toBe('2027-07-05');
    expect(store.$cart.get()?.errors.hasErrors).toBe(false);
  });

  it('asks the API about a stay the page refuses as fully booked, and prices it once it is reopened', async () => {
    // A shared link to a stay in the closed weeks; the office has reopened them since the build.
    const link = '?s.id=1&culture=en&c.w=101&c.weeks=2&c.s=2027-07-05&a.r=1&a.s=2027-07-04&a.e=2027-07-17&t.id=0';
    const browser = fakeCartEnvironment(withPeriods([]), NOW, link);
    const store = createCartStore({ culture: 'en', school: withPeriods([CLOSED]), path: '/en/school/' });
    store.start(browser.environment);
    expect(store.$cart.get()?.errors.list.map((error) => error.reason)).toEqual(['fullyBooked']);
    expect(store.$pricing.get().data).toBeNull();
    expect(browser.requests).toHaveLength(1);
    browser.requests[0]!.respond();
    await expect.poll(() => store.$pricing.get().data?.price?.total).toEqual(expect.any(Number));
    expect(store.$cart.get()?.errors.hasErrors).toBe(false);
    // The address now keeps the priced answer, as for any cart priced.
    expect((browser.current().state as { cart: { price: unknown } }).cart.price).toEqual(store.$pricing.get().data);
  });
});

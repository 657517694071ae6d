import { describe, expect, it } from 'vitest';
import type { CartSchool } from '#domain/cart/cart-school.ts';
import { maltaSchool } from '#domain/pricing/__tests__/fixtures/malta-school.ts';
import { createCartStore } from '../create-cart-store.ts';
import { fakeCartEnvironment } from './fake-cart-environment.ts';

// 28 days on is Monday 5 July 2027, inside the host family's closure (20 June – 10 July).
const NOW = new Date('2027-06-07T10:00:00Z');
const school: CartSchool = {
  ...maltaSchool,
  accommodations: [
    {
      ...maltaSchool.accommodations[0]!,
      availabilityOptions: [{ start: '2027-06-20', end: '2027-07-10', status: 10, fullyBooked: 10 }],
    },
  ],
};

function started() {
  const browser = fakeCartEnvironment(school, NOW);
  const store = createCartStore({ culture: 'en', school, path: '/en/school/' });
  store.start(browser.environment);
  return { store, browser };
}

describe('the cart store never cries wolf (issue 29)', () => {
  it('moves the dates to the nearest bookable stay when the visitor picks a housing closed on them', () => {
    const { store } = started();
    expect(store.$cart.get()?.course.courseStart).toBe('2027-07-05');
    store.selectAccommodation(1);
    const cart = store.$cart.get()!;
    expect(cart.errors.list).toEqual([]);
    expect(cart.course.courseStart).toBe('2027-07-12');
    expect(cart.accommodation).toMatchObject({ start: '2027-07-11', end: '2027-07-17' });
    expect(store.$suggestions.get()).toEqual([]);
  });

  it('answers a start the housing cannot take with a suggestion that, taken, can be booked', () => {
    const { store, browser } = started();
    store.selectAccommodation(1);
    expect(store.$fullyBookedStarts.get()).toContain('2027-06-28');
    store.changeCourseStart('2027-06-28');
    expect(store.$cart.get()?.errors.list.map((error) => error.reason)).toEqual(['fullyBooked']);
    const [first] = store.$suggestions.get();
    expect(first?.kind).toBe('start');
    store.takeSuggestion(first!);
    expect(store.$cart.get()?.errors.hasErrors).toBe(false);
    expect(store.$cart.get()?.course.courseStart).toBe('2027-07-12');
    expect(browser.current().url).toContain('c.s=2027-07-12');
  });
});

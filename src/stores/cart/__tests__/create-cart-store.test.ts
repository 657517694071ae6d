import { describe, expect, it } from 'vitest';
import type { CartSchool } from '#domain/cart/cart-school.ts';
import { maltaSchool } from '#domain/pricing/__tests__/fixtures/malta-school.ts';
import { createCartStore } from '../create-cart-store.ts';
import { fakeCartEnvironment, priceLikeTheServer } from './fake-cart-environment.ts';

const NOW = new Date('2027-03-01T10:00:00Z');
const CAMP = 2;
// The worked example's school with a second course that must be booked with housing.
const school: CartSchool = {
  ...maltaSchool,
  courses: [
    ...maltaSchool.courses,
    {
      ...maltaSchool.courses[0]!,
      id: CAMP,
      isAccommodationRequired: true,
      courseWeeks: [
        {
          from: 1,
          to: 8,
          prices: [
            { id: 201, lessonsPerWeek: 20, schedule: { sessions: [{ partsOfDay: ['morning'] }] }, pricePerWeek: 40000 },
          ],
        },
      ],
    },
  ],
};
const PATH = '/en/english/malta/st_julians/worked_example_malta/';

function started(search = '') {
  const browser = fakeCartEnvironment(school, NOW, search);
  const store = createCartStore({ culture: 'en', school, path: PATH });
  const stop = store.start(browser.environment);
  return { store, browser, stop };
}

describe('the cart store', () => {
  it('opens with the default cart in the address, shows the first-load state, then the price', async () => {
    const { store, browser } = started();
    expect(store.$pricing.get()).toEqual({ status: 'loading_initial', data: null });
    expect(browser.current().url).toBe(`${PATH}?s.id=1&culture=en&c.w=101&c.weeks=1&c.s=2027-03-29&t.id=0`);
    expect(browser.entries()).toHaveLength(1);
    expect(browser.events).toEqual([{ event: 'view_landing', schoolId: 1 }]);
    browser.requests[0]!.respond();
    await browser.settle();
    expect(store.$pricing.get().status).toBe('loading_complate');
    expect(store.$pricing.get().data?.price?.total).toBe(26_000 + 11_000);
  });

  it('remembers the display currency the visitor chose for the next school page', () => {
    const first = started();
    expect(first.store.$currency.get()).toBe('EUR');
    first.store.setCurrency('USD');
    first.stop();
    const next = fakeCartEnvironment(school, NOW, '', null, null, first.browser.storage);
    const store = createCartStore({ culture: 'en', school, path: PATH });
    store.start(next.environment);
    expect(store.$currency.get()).toBe('USD');
  });

  it('restores the cart of a shared link or a reload from the short keys', async () => {
    const { store, browser } = started(
      '?s.id=1&culture=en&c.w=112&c.weeks=6&c.s=2027-06-28&a.r=1&a.f=1&t.id=1&t.t=true&t.f=true',
    );
    expect(store.$cart.get()).toMatchObject({
      course: { id: 1, weeks: 6, courseStart: '2027-06-28', weekPrice: 112 },
      accommodation: { id: 1, room: 1, food: 1, start: '2027-06-27', end: '2027-08-07' },
      transfer: { id: 1, to: true, from: true },
    });
    browser.requests[0]!.respond();
    await browser.settle();
    // The pricing model's worked example, booked 2027-03-01.
    expect(store.$pricing.get().data?.price).toMatchObject({
      total: 364_000,
      deposit: { value: 20_000 },
      balance: 344_000,
      balanceDate: '2027-05-31',
    });
  });

  it('falls back to the default cart when the address names what the school does not have', () => {
    const { store } = started('?s.id=1&culture=en&c.w=999');
    expect(store.$cart.get()?.course).toMatchObject({ id: 1, weekPrice: 101 });
  });

  it('writes each change into a new history entry and aborts the request it supersedes', async () => {
    const { store, browser } = started();
    browser.requests[0]!.respond();
    await browser.settle();
    store.changeWeeks(6);
    store.changeWeekPrice(112);
    expect(store.$pricing.get().status).toBe('loading_process');
    expect(browser.requests).toHaveLength(3);
    expect(browser.requests[1]!.signal.aborted).toBe(true);
    expect(browser.requests[2]!.signal.aborted).toBe(false);
    expect(browser.entries()).toHaveLength(3);
    expect(browser.current().url).toContain('c.w=112&c.weeks=6');
    browser.requests[1]!.respond();
    browser.requests[2]!.respond();
    await browser.settle();
    expect(store.$pricing.get()).toMatchObject({
      status: 'loading_complate',
      data: { price: { course: { weekPriceId: 112, weeks: 6 } } },
    });
  });

  it('shows the errors the browser can check at once, without asking for a price', async () => {
    const { store, browser } = started();
    browser.requests[0]!.respond();
    await browser.settle();
    const priced = browser.current().url;
    store.changeCourse(CAMP);
    expect(store.$cart.get()?.errors.list.map((error) => error.messageKey)).toEqual(['accommodations.MustBook']);
    expect(browser.requests).toHaveLength(1);
    expect(store.$pricing.get()).toEqual({ status: 'loading_complate', data: null });
    // The address keeps the last cart that could be priced: a reload does not open on the error.
    expect(browser.current().url).toBe(priced);
    expect(browser.entries()).toHaveLength(1);
    store.toggleAccommodation(true);
    expect(store.$cart.get()?.errors.hasErrors).toBe(false);
    expect(browser.requests).toHaveLength(2);
    expect(browser.entries()).toHaveLength(2);
    expect(browser.current().url).toContain(`c.w=201`);
    expect(browser.current().url).toContain('a.r=');
  });

  it('leaves the address of a link whose cart has errors as the visitor followed it', () => {
    // A June course with October housing (the rule check the browser makes itself).
    const link = '?s.id=1&culture=en&c.w=101&c.weeks=2&c.s=2027-06-28&a.r=1&a.s=2027-10-03&a.e=2027-10-16&t.id=0';
    const { store, browser } = started(link);
    expect(store.$cart.get()?.errors.hasErrors).toBe(true);
    expect(browser.current().url).toBe(`${PATH}${link}`);
    expect(browser.requests).toHaveLength(0);
  });

  it('shows the error state when the price cannot be had, and tries again on request', async () => {
    const { store, browser } = started();
    browser.requests[0]!.respond('fail');
    await browser.settle();
    expect(store.$pricing.get()).toEqual({ status: 'loading_exception', data: null });
    store.retry();
    expect(store.$pricing.get().status).toBe('loading_process');
    browser.requests[1]!.respond();
    await browser.settle();
    expect(store.$pricing.get().status).toBe('loading_complate');
  });

  it('goes back and forward through earlier carts without asking again for their prices', async () => {
    const { store, browser } = started();
    browser.requests[0]!.respond();
    await browser.settle();
    store.changeWeeks(2);
    browser.requests[1]!.respond();
    await browser.settle();
    const twoWeeks = store.$pricing.get().data;
    browser.go(-1);
    expect(store.$cart.get()?.course.weeks).toBe(1);
    expect(store.$pricing.get().data?.price?.course.weeks).toBe(1);
    browser.go(1);
    expect(store.$cart.get()?.course.weeks).toBe(2);
    expect(store.$pricing.get().data).toEqual(twoWeeks);
    expect(browser.requests).toHaveLength(2);
  });

  it('records add_to_cart for a line added, once its price is known', async () => {
    const { store, browser } = started();
    browser.requests[0]!.respond();
    await browser.settle();
    store.selectAccommodation(1);
    expect(browser.events.filter((e) => e.event === 'add_to_cart')).toEqual([]);
    browser.requests[1]!.respond();
    await browser.settle();
    expect(browser.events.filter((e) => e.event === 'add_to_cart')).toEqual([
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'EUR',
          value: 37_000 / 100 + 230 + 50,
          items: [{ item_id: 'accommodation-1', item_category: 'accommodation', price: 230, quantity: 1 }],
        },
      },
    ]);
  });

  it('records the virtual page view of the small-screen panel and the Book event with the school id + 1,000,000', async () => {
    const { store, browser } = started();
    store.setPanelOpen(true);
    expect(browser.events.at(-1)).toEqual({ event: 'virtual_page_view', page_path: `${PATH}card-sidebar` });
    store.book({ school: 'Worked Example School Malta', course: 'General English' });
    expect(store.$bookingOpen.get()).toBe(false);
    browser.requests[0]!.respond();
    await browser.settle();
    store.book({ school: 'Worked Example School Malta', course: 'General English' });
    expect(store.$bookingOpen.get()).toBe(true);
    expect(browser.events.at(-1)).toEqual({
      event: 'book',
      ecommerce: {
        id: 1_000_001,
        name: 'Worked Example School Malta',
        course: 'General English',
        deposit: { value: 200, currency: 'EUR' },
        currency: 'EUR',
        value: 370,
      },
    });
  });

  it('aborts the pending request when the page is left', () => {
    const { browser, stop } = started();
    stop();
    expect(browser.requests[0]!.signal.aborted).toBe(true);
  });
});

describe("the cart store and the page's course list", () => {
  it('selects the course the list asks for, tells the list which course it holds, and slides in on phones', () => {
    const { store, browser } = started();
    expect(browser.announced).toEqual([1]);
    browser.setSmallScreen(true);
    browser.requestCourse(CAMP);
    expect(store.$cart.get()?.course.id).toBe(CAMP);
    expect(browser.announced).toEqual([1, CAMP]);
    expect(store.$panelOpen.get()).toBe(true);
    // The camp is booked with housing; once it is, the cart has an address to come back from.
    store.toggleAccommodation(true);
    browser.go(-1);
    expect(browser.announced).toEqual([1, CAMP, 1]);
  });
});

describe("the cart store's housing dates", () => {
  const WORKED_EXAMPLE = '?s.id=1&culture=en&c.w=112&c.weeks=6&c.s=2027-06-28&a.r=1&a.f=1&t.id=0';

  it('offers no dates without housing', () => {
    const { store } = started();
    expect(store.$housingDates.get()).toBeNull();
  });

  it("offers the housing's weekdays within 7 days around the course, each arrival with a departure that fits", () => {
    const { store } = started(WORKED_EXAMPLE);
    // A course from Monday 28 June to Friday 6 August 2027; the stay may cover 21 June to 13 August.
    expect(store.$housingDates.get()).toEqual({
      arrivals: ['2027-06-27', '2027-07-04', '2027-07-11', '2027-07-18', '2027-07-25', '2027-08-01'],
      departures: ['2027-07-03', '2027-07-10', '2027-07-17', '2027-07-24', '2027-07-31', '2027-08-07'],
      blocked: [],
    });
  });

  it('follows the cart: a later arrival leaves the earlier departures out, a shorter course narrows the window', () => {
    const { store } = started(WORKED_EXAMPLE);
    store.changeAccommodationDates({ start: '2027-07-18' });
    expect(store.$housingDates.get()?.departures[0]).toBe('2027-07-24');
    store.changeWeeks(2);
    expect(store.$housingDates.get()?.arrivals.at(-1)).toBe('2027-07-04');
  });
});

describe("the cart store's course start dates", () => {
  it('offers the Mondays a course may start on, from three days ahead to a year ahead', () => {
    const { store } = started();
    // Booked on Monday 1 March 2027: the earliest picker date is 4 March, so the first Monday is 8 March.
    expect(store.$courseStarts.get().slice(0, 3)).toEqual(['2027-03-08', '2027-03-15', '2027-03-22']);
    expect(store.$courseStarts.get().at(-1)).toBe('2028-02-28');
    expect(store.$courseStarts.get().every((date) => new Date(`${date}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
  });
});

describe('the cart store on a school page built with its opening cart', () => {
  const OPENING_QUERY = 's.id=1&culture=en&c.w=101&c.weeks=1&c.s=2027-03-29&t.id=0';
  function opening() {
    const first = createCartStore({ culture: 'en', school, path: PATH });
    first.start(fakeCartEnvironment(school, NOW).environment);
    return {
      cart: first.$cart.get()!,
      query: OPENING_QUERY,
      price: priceLikeTheServer(school, OPENING_QUERY, NOW),
      catalogueVersion: 1,
    };
  }

  it("starts on the build's cart and price, asks again quietly and takes the fresh answer", async () => {
    const built = opening();
    const store = createCartStore({ culture: 'en', school, path: PATH }, built);
    // Before it starts (the static page), the build's answer is shown: no loader, no overlay.
    expect(store.$pricing.get()).toEqual({ status: 'loading_complate', data: built.price });
    const browser = fakeCartEnvironment(school, NOW);
    store.start(browser.environment);
    expect(store.$pricing.get()).toEqual({ status: 'loading_complate', data: built.price });
    expect(browser.requests.map((request) => request.query)).toEqual([OPENING_QUERY]);
    // The page sends its landing view as it loads; the cart does not send it again.
    expect(browser.events).toEqual([]);
    browser.requests[0]!.respond();
    await browser.settle();
    expect(store.$pricing.get().status).toBe('loading_complate');
    expect(store.$pricing.get().data?.price?.total).toBe(26_000 + 11_000);
  });

  it('keeps the build price when asking again fails', async () => {
    const built = opening();
    const store = createCartStore({ culture: 'en', school, path: PATH }, built);
    const browser = fakeCartEnvironment(school, NOW);
    store.start(browser.environment);
    browser.requests[0]!.respond('fail');
    await browser.settle();
    expect(store.$pricing.get()).toEqual({ status: 'loading_complate', data: built.price });
  });

  it('prices another cart in the address with the loader, not the build price', () => {
    const store = createCartStore({ culture: 'en', school, path: PATH }, opening());
    const browser = fakeCartEnvironment(school, NOW, '?s.id=1&culture=en&c.w=101&c.weeks=3&c.s=2027-03-29&t.id=0');
    store.start(browser.environment);
    expect(store.$pricing.get()).toEqual({ status: 'loading_process', data: null });
    expect(store.$cart.get()?.course.weeks).toBe(3);
  });
});

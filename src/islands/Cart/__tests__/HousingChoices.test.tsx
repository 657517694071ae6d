// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SchoolData } from '#domain/catalogue/api-types.ts';
import { maltaSchool, withOwnPriceList } from '#domain/pricing/__tests__/fixtures/malta-school.ts';
import { fakeCartEnvironment } from '#stores/cart/__tests__/fake-cart-environment.ts';
import { cartIslandProps } from '#stores/cart/cart-island-props.ts';
import CartIsland from '../CartIsland.tsx';

const NOW = new Date('2027-03-01T10:00:00Z');
const RATES = { base: 'EUR', date: '2027-02-26', rates: { EUR: 1 } };
const family = maltaSchool.accommodations[0]!;
// The demo's Harbour host family (a single room, and a room for 2 booked together that the
// spec's rule preselects), a junior course 13–17 and a residence for 18 and over.
const school: SchoolData = withOwnPriceList({
  ...maltaSchool,
  courses: [
    ...maltaSchool.courses,
    { ...maltaSchool.courses[0]!, id: 2, name: 'Junior Programme', minAge: 13, maxAge: 17 },
  ],
  accommodations: [
    {
      ...family,
      rooms: [
        { id: 1, roomFor: 1, enSuite: false, onlyBookedTogether: false, minWeeks: 1, maxWeeks: null },
        { id: 2, roomFor: 2, enSuite: false, onlyBookedTogether: true, minWeeks: 1, maxWeeks: null },
      ],
      prices: [
        {
          roomId: 1,
          foodId: family.foods[0]!.id,
          pricePerWeek: 23000,
          pricePerExtraNight: 3500,
          seasonSupplements: [],
        },
        {
          roomId: 2,
          foodId: family.foods[0]!.id,
          pricePerWeek: 19500,
          pricePerExtraNight: 3000,
          seasonSupplements: [],
        },
      ],
    },
    {
      ...family,
      id: 5,
      name: 'Adult residence',
      minAge: 18,
      rooms: [{ id: 9, roomFor: 1, enSuite: true, onlyBookedTogether: false, minWeeks: 1, maxWeeks: null }],
      prices: [
        {
          roomId: 9,
          foodId: family.foods[0]!.id,
          pricePerWeek: 30000,
          pricePerExtraNight: null,
          seasonSupplements: [],
        },
      ],
    },
  ],
});

async function show(culture: 'en' | 'ru', search = '') {
  const browser = fakeCartEnvironment(school, NOW, search);
  const props = cartIslandProps(school, culture, RATES, {
    path: '/en/english/malta/st_julians/worked_example_malta/',
    searchPath: '/en/english/malta/st_julians/',
    confirmationWorkingDays: 1,
  });
  render(<CartIsland {...props} environment={browser.environment} />);
  await act(async () => {});
  await answerAll(browser);
  return browser;
}

/** Answers every open price request and lets the island render the answers. */
async function answerAll(browser: ReturnType<typeof fakeCartEnvironment>) {
  for (const request of browser.requests) if (!request.signal.aborted) request.respond('ok');
  await act(async () => new Promise((done) => setTimeout(done, 0)));
}

afterEach(cleanup);

describe('the housing choices of the cart', () => {
  it('shows the rooms as a radio group, each with who it is for and its weekly price', async () => {
    const browser = await show('en');
    fireEvent.click(screen.getByRole('radio', { name: 'Host family' }));
    await answerAll(browser);
    const rooms = screen.getByRole('group', { name: 'Room' });
    const radios = within(rooms).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.parentElement?.textContent)).toEqual([
      'Single room, shared bathroom · €230.00 a week per person',
      'Room for 2, shared bathroom — booked together by 2 travellers · €195.00 a week per person',
    ]);
    // The spec's rule still preselects the room booked together; the visitor sees it is the one chosen.
    expect(radios.map((radio) => radio.checked)).toEqual([false, true]);
    expect(within(screen.getByRole('region', { name: 'Price' })).getByText(/Accommodation/).textContent).toContain(
      'booked together by 2 travellers',
    );

    fireEvent.click(within(rooms).getByRole('radio', { name: /Single room/ }));
    expect(radios.map((radio) => radio.checked)).toEqual([true, false]);
    expect(browser.environment.location().search).toContain('a.r=1');
  });

  it('offers housing for older students than the course disabled, with the reason', async () => {
    await show('en', '?s.id=1&culture=en&c.w=101&c.weeks=2&c.s=2027-06-28');
    fireEvent.change(screen.getByRole('combobox', { name: 'Course' }), { target: { value: '2' } });
    const housing = screen.getByRole('group', { name: 'Accommodation' });
    const residence = within(housing).getByRole('radio', { name: /Adult residence/ }) as HTMLInputElement;
    expect(residence.disabled).toBe(true);
    expect(
      residence.getAttribute('aria-describedby') &&
        document.getElementById(residence.getAttribute('aria-describedby')!)?.textContent,
    ).toContain('from age 18: not for the ages of this course');
    // Housing from 16 is open to the course's 16- and 17-year-olds: offered, with its minimum age.
    const host = within(housing).getByRole('radio', { name: /Host family/ }) as HTMLInputElement;
    expect(host.disabled).toBe(false);
    expect(host.parentElement?.textContent).toContain('From age 16');
  });

  it('shows the room prices and the booked-together note in the visitor language', async () => {
    await show('ru');
    fireEvent.click(screen.getByRole('radio', { name: 'Host family' }));
    const rooms = screen.getByRole('group', { name: 'Комната' });
    expect(
      within(rooms)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual([
      expect.stringMatching(/^Одноместная комната, общая ванная · 230,00\s€ в неделю с человека$/),
      expect.stringMatching(
        /^Комната на 2 человека, общая ванная — бронируют вместе 2 путешественника · 195,00\s€ в неделю с человека$/,
      ),
    ]);
  });
});

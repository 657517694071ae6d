// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SchoolData } from '#domain/catalogue/api-types.ts';
import { maltaSchool } from '#domain/pricing/__tests__/fixtures/malta-school.ts';
import { fakeCartEnvironment, priceLikeTheServer } from '#stores/cart/__tests__/fake-cart-environment.ts';
import { createCartStore } from '#stores/cart/create-cart-store.ts';
import { cartIslandProps } from '#stores/cart/cart-island-props.ts';
import CartIsland from '../CartIsland.tsx';
import { SMALL_SCREEN } from '#stores/cart/browser-cart-environment.ts';

const NOW = new Date('2027-03-01T10:00:00Z');
const RATES = { base: 'EUR', date: '2027-02-26', rates: { EUR: 1, USD: 1.1, GBP: 0.85 } };
// The worked example's school, plus a camp that must be booked with housing.
const school: SchoolData = {
  ...maltaSchool,
  courses: [
    ...maltaSchool.courses,
    {
      ...maltaSchool.courses[0]!,
      id: 2,
      name: 'Summer Camp',
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

async function show(culture: 'en' | 'ru' = 'en', search = '', timeZone: string | null = null) {
  const browser = fakeCartEnvironment(school, NOW, search, null, timeZone);
  const props = cartIslandProps(school, culture, RATES, {
    path: '/en/english/malta/st_julians/worked_example_malta/',
    searchPath: '/en/english/malta/st_julians/',
    confirmationWorkingDays: 1,
  });
  render(<CartIsland {...props} environment={browser.environment} />);
  await act(async () => {});
  return browser;
}

/** Answers every open price request and lets the island render the answers. */
async function answerAll(browser: ReturnType<typeof fakeCartEnvironment>, outcome: 'ok' | 'fail' = 'ok') {
  for (const request of browser.requests) if (!request.signal.aborted) request.respond(outcome);
  await act(async () => new Promise((done) => setTimeout(done, 0)));
}

const summary = () => screen.getByRole('region', { name: 'Price' });
const sidebar = () => screen.getByRole('region', { name: 'Price calculation' });
const priceBar = () => screen.getByRole('region', { name: 'Price of your stay' });
const total = () => within(summary()).getByText('Total').nextElementSibling?.textContent;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the cart island', () => {
  it('writes its long lists into the static HTML with their chosen entry only', () => {
    const props = cartIslandProps(school, 'en', RATES, {
      path: '/en/english/malta/st_julians/worked_example_malta/',
      searchPath: '/en/english/malta/st_julians/',
      confirmationWorkingDays: 1,
    });
    // The build's opening cart, as a school page has it.
    const first = createCartStore({ culture: 'en', school, path: props.path });
    const stop = first.start(fakeCartEnvironment(school, NOW).environment);
    const cart = first.$cart.get()!;
    stop();
    const query = 's.id=1&culture=en&c.w=101&c.weeks=1&c.s=2027-03-29&t.id=0';
    const opening = {
      cart,
      query,
      price: priceLikeTheServer(school, query, NOW),
      catalogueVersion: 1,
    };
    const environment = fakeCartEnvironment(school, NOW).environment;
    const html = renderToString(<CartIsland {...props} opening={opening} environment={environment} />);
    const lists = new Map(
      [...html.matchAll(/<select id="([\w-]+)"[^>]*>(.*?)<\/select>/g)].map((match) => [
        match[1],
        match[2]!.split('<option').length - 1,
      ]),
    );
    expect(lists.get('cart-weeks')).toBe(1);
    expect(lists.get('cart-start')).toBe(1);
    expect(lists.get('cart-currency')).toBe(1);
    expect(html).toContain('<option value="2027-03-29" selected="">');
    // Running, the island offers them all ('offers weeks as "For N weeks"…' below).
  });

  it('shows the tagline over the page while the cart first loads, then the price summary and Book', async () => {
    const browser = await show();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
      'Book your course from anywhere in the world and pay the school directly by credit card',
    );
    await answerAll(browser);
    expect(screen.queryByText(/Book your course from anywhere/)).toBeNull();
    expect(total()).toBe('€370.00');
    // The first start is 28 days away or more: a deposit now and the balance later, not the full price.
    expect(within(summary()).getByText('Deposit, paid after confirmation').nextElementSibling?.textContent).toBe(
      '€200.00',
    );
    expect(
      screen.queryByText('The deposit is the full price, because the course starts in less than 28 days.'),
    ).toBeNull();
    expect(within(sidebar()).getByRole('button', { name: 'Book' })).toBeTruthy();
    // The price bar at the bottom of the screen says the same, with its own Book.
    expect(within(priceBar()).getByText('Total').nextElementSibling?.textContent).toBe('€370.00');
    expect(within(priceBar()).getByText('Deposit now').nextElementSibling?.textContent).toBe('€200.00');
    expect(within(priceBar()).getByRole('button', { name: 'Book' })).toBeTruthy();
  });

  it('shows the loading tagline in Japanese, marked as such, to a browser that prefers Japanese', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ja-JP', 'en']);
    await show();
    const tagline = screen.getByText(
      '世界中どこからでもコースを予約して、学校へクレジットカードで直接お支払いいただけます',
    );
    expect(tagline.getAttribute('lang')).toBe('ja');
    expect(screen.queryByText(/Book your course from anywhere/)).toBeNull();
  });

  it('offers weeks as "For N weeks" and only the start dates the course allows', async () => {
    const browser = await show();
    await answerAll(browser);
    const weeks = screen.getByLabelText('Length') as HTMLSelectElement;
    expect([...weeks.options].slice(0, 3).map((o) => o.text)).toEqual(['For 1 week', 'For 2 weeks', 'For 3 weeks']);
    const starts = [...(screen.getByLabelText('Start date') as HTMLSelectElement).options].map((o) => o.value);
    // Mondays from the earliest picker date (today + 3 days, the Monday cutoff passed for 2027-03-01).
    expect(starts.slice(0, 3)).toEqual(['2027-03-08', '2027-03-15', '2027-03-22']);
    expect(starts.every((date) => new Date(`${date}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
  });

  it("prices a change with the loader showing, and the worked example's total once answered", async () => {
    const browser = await show('en', '?s.id=1&culture=en&c.w=102&c.weeks=2&c.s=2027-06-28&t.id=0');
    await answerAll(browser);
    fireEvent.change(screen.getByLabelText('Length'), { target: { value: '6' } });
    expect(screen.getByText('Calculating the price…')).toBeTruthy();
    expect((screen.getByRole('radio', { name: /30 lessons a week/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Host family' }));
    fireEvent.click(screen.getByRole('radio', { name: /Malta International Airport/ }));
    await answerAll(browser);
    expect(screen.queryByText('Calculating the price…')).toBeNull();
    expect(total()).toBe('€3,640.00');
    expect(screen.getByText('Balance, due by 31/05/2027').nextElementSibling?.textContent).toBe('€3,440.00');
    expect((screen.getByLabelText('Arrival') as HTMLSelectElement).value).toBe('2027-06-27');
    expect((screen.getByLabelText('Departure') as HTMLSelectElement).value).toBe('2027-08-07');
    // The school is closed on one day of this course, listed in red.
    expect(screen.getByText('The school is closed on 1 day of your course:')).toBeTruthy();
  });

  it('keeps at least one transfer direction on', async () => {
    const browser = await show('en', '?s.id=1&culture=en&c.w=101&c.weeks=2&c.s=2027-06-28&t.id=1');
    await answerAll(browser);
    const from = screen.getByRole('checkbox', { name: 'From the airport (arrival)' }) as HTMLInputElement;
    const to = screen.getByRole('checkbox', { name: 'To the airport (departure)' }) as HTMLInputElement;
    fireEvent.click(from);
    expect([from.checked, to.checked, to.disabled]).toEqual([false, true, true]);
    fireEvent.click(screen.getByRole('radio', { name: 'Do not book' }));
    expect(screen.queryByRole('checkbox', { name: 'From the airport (arrival)' })).toBeNull();
  });

  it("offers 'Without accommodation' as one radio of the housing group, not a second switch", async () => {
    const browser = await show('en', '?s.id=1&culture=en&c.w=101&c.weeks=2&c.s=2027-06-28&a.r=1&t.id=0');
    await answerAll(browser);
    const group = screen.getByRole('group', { name: 'Accommodation' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label') ?? radio.parentElement?.textContent),
    ).toEqual(['Without accommodation', ...school.accommodations.map((a) => a.name)]);
    expect(screen.queryByRole('checkbox', { name: 'Without accommodation' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'None' })).toBeNull();
    fireEvent.click(within(group).getByRole('radio', { name: 'Without accommodation' }));
    expect((within(group).getByRole('radio', { name: 'Without accommodation' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.queryByLabelText('Room')).toBeNull();
    expect(browser.environment.location().search).not.toContain('a.r=');
  });

  it("lists the rule errors at once in the visitor's language, without a price or Book", async () => {
    const browser = await show('ru');
    await answerAll(browser);
    fireEvent.change(screen.getByRole('combobox', { name: 'Курс' }), { target: { value: '2' } });
    expect(screen.getByRole('alert').textContent).toContain(
      'Этот курс можно забронировать только вместе с проживанием.',
    );
    expect(screen.queryByRole('button', { name: 'Забронировать' })).toBeNull();
    // The price bar shows no figures either, and leads to the errors.
    expect(within(screen.getByRole('region', { name: 'Стоимость поездки' })).queryByText('Итого')).toBeNull();
    expect(screen.getByRole('button', { name: 'Проверьте выбор' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Без проживания' })).toBeNull();
  });

  it('shows the error text when the price cannot be had, and tries again', async () => {
    const browser = await show();
    await answerAll(browser, 'fail');
    expect(screen.getByRole('alert').textContent).toContain('Ooooops, something went wrong...');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await answerAll(browser);
    expect(total()).toBe('€370.00');
  });

  it("converts the amounts on screen into the currency picked, saying the rates' date", async () => {
    const browser = await show();
    await answerAll(browser);
    fireEvent.change(screen.getByLabelText('Show prices in'), { target: { value: 'USD' } });
    expect(total()).toBe('≈ US$407.00');
    expect(screen.getByText('Approximate, at the rates of 26/02/2027; you pay in EUR.')).toBeTruthy();
  });

  it("opens the booking modal on Book and checks the form with the deposit route's rules", async () => {
    const browser = await show();
    await answerAll(browser);
    // The price bar's Book, always in sight, opens the same form as the sidebar's.
    fireEvent.click(within(priceBar()).getByRole('button', { name: 'Book' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book your stay' });
    expect(browser.events.at(-1)).toMatchObject({ event: 'book', ecommerce: { id: 1_000_001 } });
    const form = dialog.querySelector('form')!;
    expect(form.getAttribute('action')).toBe('/en/buy/deposit/1/');
    expect((form.elements.namedItem('CalcParams.Course.SelectedWeekPriceId') as HTMLInputElement).value).toBe('101');
    expect((form.elements.namedItem('token') as HTMLInputElement).value).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // The button says what it does, that nothing is paid now, and above it who confirms and how money moves.
    const submit = within(dialog).getByRole('button', { name: 'Send booking request' });
    expect(submit.getAttribute('aria-describedby')).toBe('booking-nothing-to-pay');
    expect(dialog.querySelector('#booking-nothing-to-pay')?.textContent).toBe('Nothing to pay now');
    expect(within(dialog).getByText(/confirms the place with the school within 1 working day\. Then/)).toBeTruthy();

    const phone = within(dialog).getByLabelText('Phone number') as HTMLInputElement;
    fireEvent.change(within(dialog).getByLabelText('Country code'), { target: { value: '+7' } });
    fireEvent.change(phone, { target: { value: '9161234' } });
    expect(phone.value).toBe('(916) 123 4');
    fireEvent.submit(form);
    expect(within(dialog).getByText('Please enter your name.')).toBeTruthy();
    expect(within(dialog).getByText('Please enter your e-mail address.')).toBeTruthy();
    expect(within(dialog).getByText('The number does not fit this country code: please check it.')).toBeTruthy();
    expect(within(dialog).getByText('This field is required.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(within(dialog).getByLabelText('Country code'), { target: { value: '+1' } });
    expect(phone.value).toBe('(916) 123-4');
  });
});

describe('the booking form of the cart island (issue 12)', () => {
  const WORKED_EXAMPLE =
    '?s.id=1&culture=en&c.w=102&c.weeks=6&c.s=2027-06-28&a.r=1&a.f=1&a.s=2027-06-27&a.e=2027-08-07&t.id=1&t.f=true&t.t=true';

  async function openBooking(culture: 'en' | 'ru', search: string, timeZone: string | null = null) {
    const browser = await show(culture, search, timeZone);
    await answerAll(browser);
    // The sidebar's Book (a price bar may offer another: both open the same form).
    fireEvent.click(screen.getAllByRole('button', { name: culture === 'en' ? 'Book' : 'Забронировать' })[0]!);
    // The modal's code is a chunk of its own, loaded at the first Book.
    await waitFor(() => expect(document.querySelector('dialog.booking-modal[open]')).not.toBeNull());
    return browser;
  }

  it('repeats what is booked, with the total, the deposit and the balance date', async () => {
    await openBooking(
      'en',
      WORKED_EXAMPLE.replace(
        '&a.r=1&a.f=1',
        `&a.r=${school.accommodations[0]!.rooms[0]!.id}&a.f=${school.accommodations[0]!.foods[0]!.id}`,
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Book your stay' });
    const summary = within(dialog).getByRole('region', { name: 'Your booking' });
    const fact = (label: string | RegExp) => within(summary).getByText(label).nextElementSibling?.textContent;
    expect(fact('School')).toBe('Worked Example School Malta');
    expect(fact('Course')).toBe('General English, 6 weeks, 30 lessons a week');
    expect(fact('Course dates')).toBe('28/06/2027 – 06/08/2027');
    expect(fact('Accommodation')).toMatch(/^Host family, /);
    expect(fact('Meals')).toBe('Half board');
    expect(fact('Airport transfer')).toBe('Malta International Airport, arrival and departure');
    expect(fact('Total')).toBe('€3,640.00');
    expect(fact('Deposit, paid after confirmation')).toBe('€200.00');
    expect(fact('Balance, due by 31/05/2027')).toBe('€3,440.00');
  });

  it('keeps the figures in sight on a phone and folds what is booked, a tap away', async () => {
    const real = window.matchMedia.bind(window);
    // A 360 px phone: the cart's small-screen query matches.
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
      const list = real(query);
      if (query === SMALL_SCREEN) Object.defineProperty(list, 'matches', { value: true });
      return list;
    });
    const browser = await show(
      'en',
      WORKED_EXAMPLE.replace(
        '&a.r=1&a.f=1',
        `&a.r=${school.accommodations[0]!.rooms[0]!.id}&a.f=${school.accommodations[0]!.foods[0]!.id}`,
      ),
    );
    await answerAll(browser);
    // The price bar slides the cart in; its Book opens the form.
    fireEvent.click(within(priceBar()).getByRole('button'));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Price calculation' })).getByRole('button', { name: 'Book' }),
    );
    const summary = within(await screen.findByRole('dialog', { name: 'Book your stay' })).getByRole('region', {
      name: 'Your booking',
    });
    const details = within(summary).getByText('What you book').closest('details')!;
    expect(details.open).toBe(false);
    // Total, deposit and balance date are outside the fold.
    for (const label of ['Total', 'Deposit, paid after confirmation', 'Balance, due by 31/05/2027'])
      expect(details.contains(within(summary).getByText(label))).toBe(false);
    expect(details.contains(within(summary).getByText('Course dates'))).toBe(true);
    fireEvent.click(within(summary).getByText('What you book'));
    expect(details.open).toBe(true);
  });

  it('shows what is booked unfolded on a wide screen', async () => {
    await openBooking(
      'en',
      WORKED_EXAMPLE.replace(
        '&a.r=1&a.f=1',
        `&a.r=${school.accommodations[0]!.rooms[0]!.id}&a.f=${school.accommodations[0]!.foods[0]!.id}`,
      ),
    );
    const summary = within(await screen.findByRole('dialog', { name: 'Book your stay' })).getByRole('region', {
      name: 'Your booking',
    });
    expect(within(summary).getByText('What you book').closest('details')!.open).toBe(true);
  });

  it('says when nothing but the course is booked, and that the deposit is the whole price of a course soon', async () => {
    // One week from the first Monday on offer, less than 28 days away.
    await openBooking('en', '?s.id=1&culture=en&c.w=101&c.weeks=1&c.s=2027-03-08&t.id=0');
    const summary = within(await screen.findByRole('dialog', { name: 'Book your stay' })).getByRole('region', {
      name: 'Your booking',
    });
    expect(within(summary).getByText('Accommodation').nextElementSibling?.textContent).toBe('Not booked');
    expect(within(summary).getByText('Airport transfer').nextElementSibling?.textContent).toBe('Not booked');
    expect(within(summary).getByText('Total').nextElementSibling?.textContent).toBe('€370.00');
    expect(within(summary).queryByText(/^Balance/)).toBeNull();
    expect(
      within(summary).getByText('The deposit is the full price, because the course starts in less than 28 days.'),
    ).toBeTruthy();
  });

  it('tells a ru visitor beside the deposit that a school refunding on a visa refusal returns the prepayment (spec section 8)', async () => {
    const refunding = { ...school, returnDepositOnVisaRejection: true };
    const browser = fakeCartEnvironment(refunding, NOW, WORKED_EXAMPLE.replace('culture=en', 'culture=ru'), null, null);
    render(
      <CartIsland
        {...cartIslandProps(refunding, 'ru', RATES, {
          path: '/ru/english/malta/st_julians/worked_example_malta/',
          searchPath: '/ru/english/malta/st_julians/',
          confirmationWorkingDays: 1,
        })}
        environment={browser.environment}
      />,
    );
    await act(async () => {});
    await answerAll(browser);
    fireEvent.click(screen.getAllByRole('button', { name: 'Забронировать' })[0]!);
    const summary = within(await screen.findByRole('dialog')).getByRole('region', { name: 'Ваше бронирование' });
    expect(
      within(summary).getByText(
        'Возврат предоплаты при отказе в визе: если вам откажут в визе, школа вернёт предоплату.',
      ),
    ).toBeTruthy();
  });

  it("starts the phone code on the culture's country, named, or on the visitor's country by the time zone", async () => {
    await openBooking('en', '');
    const code = () =>
      within(screen.getByRole('dialog')).getByRole('combobox', {
        name: /^(Country code|Код страны)$/,
      }) as HTMLSelectElement;
    expect(code().value).toBe('+44');
    expect(code().selectedOptions[0]!.text).toBe('United Kingdom (+44)');
    expect([...code().options].every((option) => !/^\+/.test(option.text))).toBe(true);
    expect(code().options[code().options.length - 1]!.text).toBe('Other');
    cleanup();
    await openBooking('ru', '', 'Europe/Berlin');
    expect(code().value).toBe('+49');
    expect(code().selectedOptions[0]!.text).toBe('Германия (+49)');
    cleanup();
    await openBooking('ru', '');
    expect(code().value).toBe('+7');
    expect(
      (within(await screen.findByRole('dialog')).getByLabelText('Номер телефона') as HTMLInputElement).placeholder,
    ).toBe('(000) 000 00 00');
  });

  it('keeps the code the visitor picked when the form is opened again', async () => {
    await openBooking('en', '');
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Country code'), { target: { value: '+34' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close the booking form' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Book' })[0]!);
    expect((within(await screen.findByRole('dialog')).getByLabelText('Country code') as HTMLSelectElement).value).toBe(
      '+34',
    );
  });

  it('links the privacy policy of the culture beside the consent, in a new tab', async () => {
    await openBooking('ru', '');
    const link = within(await screen.findByRole('dialog')).getByRole('link', {
      name: 'Политика конфиденциальности (откроется в новой вкладке)',
    });
    expect(link.getAttribute('href')).toBe('/ru/privacy/');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('closes with the × button, which has a name', async () => {
    await openBooking('en', '');
    const dialog = (await screen.findByRole('dialog', { name: 'Book your stay' })) as HTMLDialogElement;
    const close = within(dialog).getByRole('button', { name: 'Close the booking form' });
    expect(close.textContent).toBe('×');
    fireEvent.click(close);
    expect(dialog.open).toBe(false);
  });
});

describe('the cart island with a stay outside the limits', () => {
  it('names the limit in the duration error', async () => {
    // A shared link asking for 60 weeks of a course that runs at most 52.
    const browser = await show('en', '?s.id=1&culture=en&c.w=121&c.weeks=60&c.s=2027-06-28&t.id=0');
    await answerAll(browser);
    expect(screen.getByRole('alert').textContent).toContain(
      'The course cannot start on the chosen dates. At most 52 weeks.',
    );
    expect(screen.getByRole('option', { name: 'For 60 weeks' })).toBeTruthy();
  });
});

describe('the cart island with a stay that makes no sense', () => {
  it("says why in the visitor's language, without a price or Book: housing months after the course", async () => {
    // A shared link: a June course with October housing.
    const browser = await show(
      'ru',
      '?s.id=1&culture=ru&c.w=101&c.weeks=2&c.s=2027-06-28&a.r=1&a.s=2027-10-03&a.e=2027-10-09&t.id=0',
    );
    await answerAll(browser);
    expect(screen.getByRole('alert').textContent).toContain('Даты проживания не подходят к курсу');
    expect(browser.requests).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Забронировать' })).toBeNull();
    // The pickers offer only dates within 7 days of the course (Sunday 27 June → Saturday 10 July).
    const arrivals = [...(screen.getByLabelText('Заезд') as HTMLSelectElement).options].map((o) => o.value);
    expect(arrivals).toEqual(['2027-10-03', '2027-06-27', '2027-07-04']);
    // Choosing the course's own dates again clears the error.
    fireEvent.change(screen.getByLabelText('Заезд'), { target: { value: '2027-06-27' } });
    fireEvent.change(screen.getByLabelText('Выезд'), { target: { value: '2027-07-10' } });
    expect(screen.queryByText(/Даты проживания не подходят к курсу/)).toBeNull();
  });

  it('names a start more than 24 months ahead', async () => {
    const browser = await show('en', '?s.id=1&culture=en&c.w=101&c.weeks=2&c.s=2999-01-07&t.id=0');
    await answerAll(browser);
    expect(screen.getByRole('alert').textContent).toContain('Courses can be booked at most 24 months ahead');
    expect(screen.queryByRole('button', { name: 'Book' })).toBeNull();
  });
});

// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SchoolData } from '#domain/catalogue/api-types.ts';
import { maltaSchool } from '#domain/pricing/__tests__/fixtures/malta-school.ts';
import { fakeCartEnvironment } from '#stores/cart/__tests__/fake-cart-environment.ts';
import { cartIslandProps } from '#stores/cart/cart-island-props.ts';
import CartIsland from '../CartIsland.tsx';

const NOW = new Date('2027-03-01T10:00:00Z');
const RATES = { base: 'EUR', date: '2027-02-26', rates: { EUR: 1 } };
// The worked example's school with its host family closed 20 June – 10 July 2027.
const school: SchoolData = {
  ...maltaSchool,
  accommodations: [
    {
      ...maltaSchool.accommodations[0]!,
      availabilityOptions: [{ start: '2027-06-20', end: '2027-07-10', status: 10, fullyBooked: 10 }],
    },
  ],
};
// Two weeks from 28 June in the host family, the visitor's own choice through a shared link.
const REFUSED = '?s.id=1&culture=en&c.w=101&c.weeks=2&c.s=2027-06-28&a.r=1&a.f=1&t.id=0';

async function show(search: string) {
  const browser = fakeCartEnvironment(school, NOW, search);
  const props = cartIslandProps(school, 'en', RATES, {
    path: '/en/english/malta/st_julians/worked_example_malta/',
    searchPath: '/en/english/malta/st_julians/',
    confirmationWorkingDays: 1,
  });
  render(<CartIsland {...props} environment={browser.environment} />);
  await act(async () => {});
  return browser;
}

async function answerAll(browser: ReturnType<typeof fakeCartEnvironment>) {
  for (const request of browser.requests) if (!request.signal.aborted) request.respond();
  await act(async () => new Promise((done) => setTimeout(done, 0)));
}

afterEach(cleanup);

describe('the cart island with a refused choice (issue 29)', () => {
  it('names the reason, offers bookable ways out with their totals, and taking one gives a price', async () => {
    const browser = await show(REFUSED);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('The accommodation is fully booked on these dates.')).toBeTruthy();
    // The closure that the stay runs into is listed; none other.
    expect(screen.getByText(/^Fully booked:/).textContent).toMatch(/2027.*–.*2027/);
    const ways = within(alert).getAllByRole('button');
    expect(ways.length).toBeGreaterThan(0);
    const start = within(alert).getByRole('button', { name: /^Start on .*€/ });
    // The total the suggestion promises is the one the cart then shows.
    expect(start.textContent).toMatch(/€[\d,]+\.\d\d$/);
    const promised = start.textContent!.match(/€[\d,.]+$/)![0];
    fireEvent.click(start);
    await answerAll(browser);
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByLabelText('Start date') as HTMLSelectElement).value).toBe('2027-07-12');
    expect(
      within(screen.getByRole('region', { name: 'Price' })).getByText('Total').nextElementSibling?.textContent,
    ).toBe(promised);
    expect(browser.current().url).toContain('c.s=2027-07-12');
  });

  it('offers the starts the housing cannot take disabled, with the reason', async () => {
    const browser = await show(REFUSED.replace('2027-06-28', '2027-07-12'));
    await answerAll(browser);
    const options = [...(screen.getByLabelText('Start date') as HTMLSelectElement).options];
    const june21 = options.find((option) => option.value === '2027-06-21')!;
    expect(june21.disabled).toBe(true);
    expect(june21.text).toMatch(/accommodation fully booked/);
    expect(options.find((option) => option.value === '2027-07-19')!.disabled).toBe(false);
    // A stay clear of the closure hears nothing about it.
    expect(screen.queryByText(/^Fully booked:/)).toBeNull();
  });

  it('shows school closures inside the course as information with the lessons lost, not as an error', async () => {
    const browser = await show('?s.id=1&culture=en&c.w=101&c.weeks=1&c.s=2027-06-28&t.id=0');
    await answerAll(browser);
    expect(screen.queryByRole('alert')).toBeNull();
    const closed = screen.getByText('The school is closed on 1 day of your course:').closest('div')!;
    expect(closed.className).toContain('cart-notice');
    // Tuesday 29 June, one of five teaching days of 20 lessons.
    expect(within(closed).getByText('Lessons lost: 4')).toBeTruthy();
  });
});

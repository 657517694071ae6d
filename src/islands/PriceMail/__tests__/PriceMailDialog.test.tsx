// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { maltaSchool } from '#domain/pricing/__tests__/fixtures/malta-school.ts';
import { cartIslandProps } from '#stores/cart/cart-island-props.ts';
import { fakeCartEnvironment } from '#stores/cart/__tests__/fake-cart-environment.ts';
import CartIsland from '#islands/Cart/CartIsland.tsx';

const NOW = new Date('2027-03-01T10:00:00Z');
const RATES = { base: 'EUR', date: '2027-02-26', rates: { EUR: 1 } };

async function settle() {
  for (let i = 0; i < 5; i += 1) await act(async () => new Promise((done) => setTimeout(done, 0)));
}

/** The cart of a school page in `culture`, priced, with "send me this price" opened. */
async function openForm(culture: 'en' | 'ru' = 'en') {
  const browser = fakeCartEnvironment(maltaSchool, NOW, '', null);
  const props = cartIslandProps(maltaSchool, culture, RATES, {
    path: `/${culture}/english/malta/st_julians/worked_example_malta/`,
    searchPath: `/${culture}/english/malta/st_julians/`,
    confirmationWorkingDays: 1,
  });
  render(<CartIsland {...props} environment={browser.environment} />);
  await settle();
  // The price answers: the summary, and the button under it, appear.
  for (const request of browser.requests) if (!request.signal.aborted) request.respond('ok');
  await settle();
  const opener = await screen.findByRole(
    'button',
    { name: culture === 'en' ? 'Send me this price' : 'Прислать расчёт на почту' },
    { timeout: 10_000 },
  );
  fireEvent.click(opener);
  return screen.findByRole(
    'dialog',
    { name: culture === 'en' ? 'Get this price by e-mail' : 'Расчёт стоимости на e-mail' },
    { timeout: 10_000 },
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the fast-calculation mail form of the cart', () => {
  it('names the missing fields in the page’s language and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const dialog = await openForm('ru');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    await settle();
    expect(within(dialog).getByText('Укажите адрес электронной почты.')).toBeTruthy();
    expect(within(dialog).getByText('Укажите ваше имя.')).toBeTruthy();
    expect(within(dialog).getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts Email, Name and Text with the cart’s query and shows the success', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ success: true, data: { message: 'The email was sent to ana@example.com.' } }), {
          status: 200,
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: ' ana@example.com ' } });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Ana' } });
    fireEvent.change(within(dialog).getByLabelText('Message (optional)'), { target: { value: 'Hello' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Operation success: the price was sent to ana@example.com.')).toBeTruthy();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const query = new URL(url, 'http://site.test').searchParams;
    expect(new URL(url, 'http://site.test').pathname).toBe('/api/school/SendSchoolFastCalculationEmail/');
    expect(query.get('s.id')).toBe(String(maltaSchool.id));
    expect(query.get('culture')).toBe('en');
    expect(query.get('c.w')).not.toBeNull();
    expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toEqual({
      Email: 'ana@example.com',
      Name: 'Ana',
      Text: 'Hello',
      Website: '',
    });
  });

  it('shows the failure, and the field the server names, when the mail is refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              success: false,
              error: { field: 'Email', message: 'x', fields: [{ field: 'Email', message: 'x' }] },
            }),
            { status: 422 },
          ),
      ),
    );
    const dialog = await openForm();
    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: 'ana@example.com' } });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Ana' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Oops, something went wrong. Please try again.',
    );
    expect(within(dialog).getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
  });
});

// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { maltaSchool } from '#domain/pricing/__tests__/fixtures/malta-school.ts';
import { cartIslandProps } from '#stores/cart/cart-island-props.ts';
import { fakeCartEnvironment } from '#stores/cart/__tests__/fake-cart-environment.ts';
import type { StaffIdentity } from '#stores/cart/staff-identity.ts';
import CartIsland from '#islands/Cart/CartIsland.tsx';

const NOW = new Date('2027-03-01T10:00:00Z');
const RATES = { base: 'EUR', date: '2027-02-26', rates: { EUR: 1 } };
const MANAGER: StaffIdentity = {
  id: 's1',
  name: 'Max',
  email: 'max@linguatrips.test',
  role: 'manager',
  permissions: ['office.enter', 'quotes.send'],
};

async function show(staff: StaffIdentity | null) {
  document.body.innerHTML = '<main><h1>Worked Example School Malta</h1></main>';
  const browser = fakeCartEnvironment(maltaSchool, NOW, '', staff);
  const props = cartIslandProps(maltaSchool, 'en', RATES, {
    path: '/en/english/malta/st_julians/worked_example_malta/',
    searchPath: '/en/english/malta/st_julians/',
    confirmationWorkingDays: 1,
  });
  const main = document.querySelector('main')!;
  render(<CartIsland {...props} environment={browser.environment} />, {
    container: main.appendChild(document.createElement('div')),
  });
  // The identity answer, then the staff tools' chunk.
  for (let i = 0; i < 5; i += 1) await act(async () => new Promise((done) => setTimeout(done, 0)));
  return browser;
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('the staff tools of the cart', () => {
  it('shows nothing more to a visitor who is not staff', async () => {
    await show(null);
    expect(screen.queryByRole('button', { name: 'Calculation table' })).toBeNull();
    expect(screen.queryByRole('link', { name: /opens the office/ })).toBeNull();
    expect(document.querySelector('h1')!.innerHTML).toBe('Worked Example School Malta');
  });

  it('links the school name to the office in a new tab and adds the two cart buttons for a manager', async () => {
    await show(MANAGER);
    // The tools' code is a separate chunk, imported once the identity is known.
    const link = await screen.findByRole(
      'link',
      { name: 'Worked Example School Malta (opens the office in a new tab)' },
      { timeout: 10_000 },
    );
    expect(link.getAttribute('href')).toBe('/office/schools/1/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    expect(screen.getByRole('button', { name: 'Calculation table' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send calculation to client' })).toBeTruthy();
  });

  it('gives the link but no price tools to a staff role without quotes.send', async () => {
    await show({ ...MANAGER, permissions: ['office.enter'] });
    expect(
      await screen.findByRole('link', { name: /opens the office in a new tab/ }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Calculation table' })).toBeNull();
  });
});

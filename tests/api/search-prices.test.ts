import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope } from '#domain/catalogue/api-types.ts';
import { convertMoney } from '#domain/money/convert-money.ts';
import type { CalculationData } from '#domain/pricing/calculation-data.ts';
import type { FindSchoolsAnswer, SearchCard } from '#domain/search/search-answer.ts';
import { copyFixtureContent } from './support/fixture-content.ts';
import { startTestApi, type TestApi } from './support/start-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

type Failure = { success: false; error: { field?: string; message: string } };

// The fixture catalogue's rates (tests/fixtures/content/rates.json).
const RATES = { base: 'EUR', rates: { EUR: 1, GBP: 0.8405, USD: 1.0825, RUB: 101.3 } };

const ok = async <T>(api: TestApi, path: string): Promise<T> => {
  const { status, body } = await api.get<ApiEnvelope<T>>(path);
  if (status !== 200 || !body.success) throw new Error(`${path}: ${status} ${JSON.stringify(body)}`);
  return body.data;
};
const cardsOf = (answer: FindSchoolsAnswer) => [...answer.exact.items, ...answer.approximate.items];
const cardOf = (answer: FindSchoolsAnswer, id: number): SearchCard => {
  const card = cardsOf(answer).find((item) => item.id === id);
  if (!card) throw new Error(`no card ${id}`);
  return card;
};

describe.each(testDatabases)('all-in search prices on $kind', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(database);
  });
  afterAll(() => api?.close());

  const find = (query: string) => ok<FindSchoolsAnswer>(api, `/api/search/findschools/?${query}`);
  const calculate = (query: string) => ok<CalculationData>(api, `/api/school/calculate/?${query}`);
  const failure = async (query: string) => {
    const { status, body } = await api.get<Failure>(`/api/search/findschools/?culture=en&language=english&${query}`);
    return { status, ...body.error };
  };

  // Sol de Madrid (103, EUR) runs no promotion on the test day and no season supplement, so the
  // pricing API's total for a stay priced by the list the cards show (2026's on the test day:
  // the first start is in 2026), less its housing and transfer, is exactly the tuition and the
  // fees the card promises.
  it("shows on the card the pricing API's total for the stay less its housing and transfer", async () => {
    const withHousing = cardOf(await find('culture=en&language=spanish&weeks=6'), 103);
    const stay = await calculate(
      's.id=103&culture=en&c.w=111&c.weeks=6&c.s=2026-12-07&a.r=21&t.id=1&t.to=true&t.from=true',
    );
    expect(stay.errors.hasErrors).toBe(false);
    const price = stay.price!;
    expect([price.moneyOff, price.accommodation.amount.total > 0, price.transfer.price > 0]).toEqual([0, true, true]);
    expect(withHousing.weeks).toBe(6);
    expect(withHousing.price).toBe(price.total - price.accommodation.amount.total - price.transfer.price);
    // 6 × 180 (2026's list) + registration 60 + books 30 + placement 40.
    expect(withHousing.price).toBe(1210_00);

    const withoutHousing = cardOf(await find('culture=en&language=spanish&weeks=6&accommodation=false'), 103);
    const courseOnly = (await calculate('s.id=103&culture=en&c.w=111&c.weeks=6&c.s=2026-12-07')).price!;
    expect(withoutHousing.price).toBe(courseOnly.total);
    expect(withoutHousing.price).toBe(1170_00);
  });

  it('converts every card into the display currency asked for, and says which currency the price filter reads', async () => {
    const plain = await find('culture=en&language=english&accommodation=false');
    expect(plain.currency).toEqual({ symbol: '€', isoCode: 'EUR' });
    expect(cardsOf(plain).every((card) => card.displayPrice === null)).toBe(true);

    const inPounds = await find('culture=en&language=english&accommodation=false&currency=gbp');
    expect(inPounds.currency).toEqual({ symbol: '£', isoCode: 'GBP' });
    for (const card of cardsOf(inPounds)) {
      if (card.currency.isoCode === 'GBP') expect(card.displayPrice, card.name).toBeNull();
      else
        expect(card.displayPrice, card.name).toEqual({
          amount: convertMoney(card.price, card.currency.isoCode, 'GBP', RATES)!.amount,
          currency: { symbol: '£', isoCode: 'GBP' },
        });
    }
    expect(cardsOf(inPounds).some((card) => card.displayPrice !== null)).toBe(true);
  });

  it('keeps within the price filter the schools whose all-in price converts to at most it, the others among the similar ones', async () => {
    const all = cardsOf(await find('culture=en&language=english&accommodation=false&currency=USD'));
    const inDollars = (card: SearchCard) => convertMoney(card.price, card.currency.isoCode, 'USD', RATES)!.amount;
    const prices = all.map(inDollars).sort((a, b) => a - b);
    // A limit between the cheapest and the next: exactly one school within it.
    const limit = Math.floor(prices[1]! / 100) - 1;
    expect(limit * 100).toBeGreaterThanOrEqual(prices[0]!);
    const filtered = await find(`culture=en&language=english&accommodation=false&currency=USD&maxprice=${limit}`);
    expect(filtered.exact.items.map(inDollars)).toEqual([prices[0]]);
    expect(filtered.exact.schoolsCount).toBe(1);
    expect(filtered.approximate.items.every((card) => card.missed.includes('maxPrice'))).toBe(true);
    expect(filtered.approximate.schoolsCount).toBe(all.length - 1);
  });

  it('answers 400 naming a bad currency or price filter', async () => {
    expect(await failure('currency=euro')).toEqual({
      status: 400,
      field: 'currency',
      message: 'currency must be a currency code of three letters',
    });
    expect(await failure('currency=JPY')).toEqual({
      status: 400,
      field: 'currency',
      message: 'currency must be one of EUR, GBP, RUB, USD',
    });
    for (const maxprice of ['0', '-5', 'cheap', '99.5', '100000001']) {
      expect(await failure(`maxprice=${maxprice}`)).toEqual({
        status: 400,
        field: 'maxprice',
        message: 'maxprice must be a whole number from 1 to 100000000',
      });
    }
  });
});

describe.each(testDatabases)('the price sort on $kind', (database) => {
  let api: TestApi;
  let content: ReturnType<typeof copyFixtureContent>;
  beforeAll(async () => {
    // Sol de Madrid's tuition stays the cheapest, but a registration fee of 1,000 € makes it the dearest all in.
    content = copyFixtureContent();
    const file = join(content.dir, 'schools', 'sol_de_madrid.json');
    const school = JSON.parse(readFileSync(file, 'utf8')) as { fees: { registration: number } };
    school.fees.registration = 1000;
    writeFileSync(file, JSON.stringify(school));
    api = await startTestApi(database, { contentDir: content.dir });
    // Seeding a catalogue of its own takes longer than starting on the template.
  }, 240_000);
  afterAll(async () => {
    await api?.close();
    content?.remove();
  });

  it('orders by the same all-in figure the cards show, compared in one currency', async () => {
    const query = 'culture=en&language=english&accommodation=false';
    const cheap = await ok<FindSchoolsAnswer>(api, `/api/search/findschools/?${query}&sort=cheapFirst`);
    expect(cheap.exact.items.map((card) => card.id)).toEqual([101, 102, 103]);
    const inEuros = cheap.exact.items.map(
      (card) => convertMoney(card.price, card.currency.isoCode, 'EUR', RATES)!.amount,
    );
    expect(inEuros).toEqual([...inEuros].sort((a, b) => a - b));
    const dear = await ok<FindSchoolsAnswer>(api, `/api/search/findschools/?${query}&sort=expensiveFirst`);
    expect(dear.exact.items.map((card) => card.id)).toEqual([103, 102, 101]);
  });
});

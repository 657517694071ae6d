import { describe, expect, it } from 'vitest';
import type { CompareAnswer } from '#domain/shortlist/compare-answer.ts';
import { createCompareStore, type CompareEnvironment } from '../create-compare-store.ts';

/** A browser whose address and API answers the test sets, recording what the store asks. */
function fakeBrowser(search: string, answer: (url: string) => { status: number; body: unknown }) {
  const asked: string[] = [];
  const env: CompareEnvironment & { address: string; asked: string[] } = {
    address: search,
    asked,
    fetch: async (input) => {
      const url = String(input);
      asked.push(url);
      const { status, body } = answer(url);
      return new Response(JSON.stringify(body), { status });
    },
    search: () => env.address,
    replaceSearch(next) {
      env.address = next;
    },
    savedCurrency: () => 'USD',
    saveCurrency() {},
  };
  return env;
}

const ok = (url: string) => {
  const query = new URL(url, 'http://site').searchParams;
  const answer: CompareAnswer = {
    culture: 'en',
    choices: { weeks: Number(query.get('weeks') ?? 4), month: null, lessons: 20, housing: 'none', room: 'single' },
    columns: [],
  };
  return { status: 200, body: { success: true, data: answer } };
};

describe('createCompareStore', () => {
  it('compares the schools of the address, and writes every choice back into it', async () => {
    const env = fakeBrowser('s=7,9&weeks=6', ok);
    const store = createCompareStore('en', env, [1, 2, 3]);
    await store.start();
    expect(store.$compare.get()).toMatchObject({ ids: [7, 9], status: 'ready', currency: 'USD' });
    expect(env.asked[0]).toBe('/api/compare/?culture=en&s=7,9&weeks=6');
    await store.choose({ housing: 'residence', room: 'single' });
    expect(env.address).toBe('s=7,9&weeks=6&housing=residence');
    await store.removeSchool(7);
    expect(env.address).toBe('s=9&weeks=6&housing=residence');
  });

  it('takes the first four saved schools when the address names none', async () => {
    const env = fakeBrowser('', ok);
    const store = createCompareStore('en', env, [1, 2, 3, 4, 5]);
    await store.start();
    expect(store.$compare.get().ids).toEqual([1, 2, 3, 4]);
    expect(env.address).toBe('s=1,2,3,4');
  });

  it('says there is nothing to compare without schools, and names the key of a refused address', async () => {
    const empty = createCompareStore('en', fakeBrowser('', ok), []);
    await empty.start();
    expect(empty.$compare.get().status).toBe('empty');
    const bad = createCompareStore('en', fakeBrowser('s=1&month=March', ok), []);
    await bad.start();
    expect(bad.$compare.get()).toMatchObject({ status: 'refused', refusedKey: 'month' });
    const unknown = createCompareStore(
      'en',
      fakeBrowser('s=1,999', () => ({ status: 400, body: { success: false, error: { field: 's', message: 'no' } } })),
      [],
    );
    await unknown.start();
    expect(unknown.$compare.get()).toMatchObject({ status: 'refused', refusedKey: 's' });
  });
});

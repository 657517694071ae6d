import { describe, expect, it } from 'vitest';
import { sharedCollatorsAtBuildDone, withSharedCollators } from '../shared-collators.ts';

const builtIn = String.prototype.localeCompare;

// URLs as the sitemap sorts them, with numbers, cultures and accents that a plain < would order differently.
const urls = [
  'https://example.com/ru/english/page/10/',
  'https://example.com/ru/english/page/9/',
  'https://example.com/en/english/malta/st-julians/',
  'https://example.com/en/english/malta/St-Julians/',
  'https://example.com/de/deutsch/österreich/wien/',
  'https://example.com/de/deutsch/osterreich/wien/',
  'https://example.com/zh/english/',
  'https://example.com/',
  'https://example.com/fr/français/page/2/',
  'https://example.com/fr/francais/page/2/',
  'https://example.com/en/english/school-100/',
  'https://example.com/en/english/school-20/',
];

const sorted = (compare: (a: string, b: string) => number) => [...urls].sort(compare);

describe('withSharedCollators', () => {
  it('orders as localeCompare does, for the options the sitemap gives and others', async () => {
    const cases: [Intl.LocalesArgument, Intl.CollatorOptions | undefined][] = [
      ['en', { numeric: true }],
      [undefined, undefined],
      ['de', { sensitivity: 'base' }],
      [['tr', 'en'], { numeric: true, caseFirst: 'upper' }],
      [new Intl.Locale('sv'), undefined],
    ];
    for (const [locales, options] of cases) {
      const expected = sorted((a, b) => a.localeCompare(b, locales, options));
      const inside = await withSharedCollators(async () => sorted((a, b) => a.localeCompare(b, locales, options)));
      expect(inside).toEqual(expected);
    }
  });

  it('makes one collator for many comparisons, and puts the built-in back', async () => {
    const made: unknown[] = [];
    const RealCollator = Intl.Collator;
    await withSharedCollators(async () => {
      expect(String.prototype.localeCompare).not.toBe(builtIn);
      // Counted from here on: the collator is made on the first comparison.
      Intl.Collator = new Proxy(RealCollator, {
        construct: (target, args: ConstructorParameters<typeof Intl.Collator>) => (
          made.push(args),
          new target(...args)
        ),
      });
      try {
        for (let round = 0; round < 50; round += 1) sorted((a, b) => a.localeCompare(b, 'en', { numeric: true }));
      } finally {
        Intl.Collator = RealCollator;
      }
    });
    expect(made).toHaveLength(1);
    expect(String.prototype.localeCompare).toBe(builtIn);
  });

  it('puts the built-in back when the work fails', async () => {
    await expect(withSharedCollators(() => Promise.reject(new Error('the sitemap failed')))).rejects.toThrow(
      'the sitemap failed',
    );
    expect(String.prototype.localeCompare).toBe(builtIn);
  });
});

describe('sharedCollatorsAtBuildDone', () => {
  it("runs the integration's build-done hook with shared collators, and its other hooks as they were", async () => {
    let during: unknown;
    const setup = () => undefined;
    const wrapped = sharedCollatorsAtBuildDone({
      name: 'sorter',
      hooks: {
        'astro:config:setup': setup,
        'astro:build:done': () => {
          during = String.prototype.localeCompare;
        },
      },
    });
    expect(wrapped.hooks['astro:config:setup']).toBe(setup);
    await wrapped.hooks['astro:build:done']?.(
      {} as Parameters<NonNullable<(typeof wrapped.hooks)['astro:build:done']>>[0],
    );
    expect(during).not.toBe(builtIn);
    expect(String.prototype.localeCompare).toBe(builtIn);
  });
});

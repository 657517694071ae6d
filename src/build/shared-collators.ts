import type { AstroIntegration } from 'astro';

type LocaleCompare = (
  this: string,
  that: string,
  locales?: Intl.LocalesArgument,
  options?: Intl.CollatorOptions,
) => number;

const isPrimitive = (value: unknown) =>
  value === undefined || value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** The cache key of a collator's arguments, when they are strings and primitive options (the usual case). */
function collatorKey(locales: unknown, options: unknown): string | undefined {
  const plainLocales =
    locales === undefined ||
    typeof locales === 'string' ||
    (Array.isArray(locales) && locales.every((locale) => typeof locale === 'string'));
  const plainOptions =
    options === undefined ||
    (typeof options === 'object' &&
      options !== null &&
      Object.getPrototypeOf(options) === Object.prototype &&
      Object.values(options).every(isPrimitive));
  return plainLocales && plainOptions ? JSON.stringify([locales ?? null, options ?? null]) : undefined;
}

/**
 * Runs `run` with String.prototype.localeCompare answering through one Intl.Collator per locales
 * and options, then puts the built-in back. The language defines localeCompare as a new
 * Intl.Collator(locales, options).compare, and V8 makes that collator anew on every call given
 * either: @astrojs/sitemap sorts the build's URLs with localeCompare(b, 'en', { numeric: true }),
 * which at 22,012 pages took 3.7 s and left ≈ 80 MiB more resident in ICU's freed allocations,
 * the render's peak (docs/benchmarks.md, bench:build). Same comparisons, same order.
 */
export async function withSharedCollators<T>(run: () => Promise<T>): Promise<T> {
  const builtIn = String.prototype.localeCompare as LocaleCompare;
  const collators = new Map<string, Intl.Collator>();
  const shared: LocaleCompare = function (this: string, that, locales, options) {
    const key = collatorKey(locales, options);
    // An Intl.Locale, an odd option or an odd receiver: the built-in, as it was.
    if (key === undefined || this === null || this === undefined) return builtIn.call(this, that, locales, options);
    let collator = collators.get(key);
    if (!collator) collators.set(key, (collator = new Intl.Collator(locales, options)));
    return collator.compare(String(this), String(that));
  };
  String.prototype.localeCompare = shared as typeof String.prototype.localeCompare;
  try {
    return await run();
  } finally {
    String.prototype.localeCompare = builtIn as typeof String.prototype.localeCompare;
  }
}

/** An integration whose build-done hook (the sitemap's) runs withSharedCollators. */
export function sharedCollatorsAtBuildDone(integration: AstroIntegration): AstroIntegration {
  const done = integration.hooks['astro:build:done'];
  if (!done) return integration;
  return {
    ...integration,
    hooks: { ...integration.hooks, 'astro:build:done': (options) => withSharedCollators(async () => done(options)) },
  };
}

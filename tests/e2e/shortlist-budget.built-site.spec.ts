// Issue 35, point 5: the heart and the header's count add at most 3 KB gzip to a school page before
// any interaction. Read from the build: the page's scripts and islands, each file with the files it
// imports statically (what the browser fetches before anything is clicked; dynamic imports wait for
// a click or a scroll), once with the shortlist's own script and once without it: what only the
// shortlist brings is what it adds.
import { existsSync, readFileSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { gzipSize } from '../../scripts/bench-pages/gzip-size.ts';

const client = resolve('dist/client');
const BUDGET = 3 * 1024;
const SCHOOL_PAGES = [
  '/en/english/malta/st_julians/harbour_english_academy_st_julians/',
  '/ru/english/malta/st_julians/harbour_english_academy_st_julians/',
];
// The header's script that shows and wires the heart and the count (ShortlistLink.astro).
const SHORTLIST_ENTRY = /\/ShortlistLink\.astro_astro_type_script_[\w.-]+\.js$/;
// Static imports and re-exports of a built module; import("…") is dynamic and is not followed.
const STATIC_IMPORT = /(?:\bimport|\bexport)\s*(?:[\w*${}\s,]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

/** The page's scripts loaded before interaction: module scripts and the islands' code. */
function entries(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g)].map((match) => match[1]!);
  const islands = [...html.matchAll(/<astro-island\b[^>]*>/g)].flatMap((match) =>
    [...match[0].matchAll(/\b(?:component|renderer)-url="([^"]+)"/g)].map((url) => url[1]!),
  );
  return [...new Set([...scripts, ...islands])];
}

/** Every file the entries load, following static imports. */
function closure(start: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const path = queue.pop()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const file = join(client, path);
    if (!existsSync(file)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT))
      queue.push(posix.join(posix.dirname(path), match[1]!));
  }
  return seen;
}

for (const path of SCHOOL_PAGES) {
  test(`the shortlist adds at most 3 KB gzip of JavaScript before interaction to ${path}`, () => {
    const html = readFileSync(join(client, path, 'index.html'), 'utf8');
    const all = entries(html);
    const shortlist = all.filter((entry) => SHORTLIST_ENTRY.test(entry));
    expect(shortlist, 'the header loads the shortlist script').toHaveLength(1);
    const without = closure(all.filter((entry) => !SHORTLIST_ENTRY.test(entry)));
    const added = [...closure(all)].filter((file) => !without.has(file));
    const bytes = added.reduce((sum, file) => sum + gzipSize(client, file), 0);
    expect(added.length).toBeGreaterThan(0);
    expect(bytes, `added: ${added.join(', ')}`).toBeLessThanOrEqual(BUDGET);
  });
}

test('the comparison island loads on the comparison and shortlist pages only', () => {
  const school = readFileSync(join(client, SCHOOL_PAGES[0]!, 'index.html'), 'utf8');
  expect(school).not.toMatch(/CompareIsland|ShortlistIsland/);
  expect(readFileSync(join(client, 'en/compare/index.html'), 'utf8')).toMatch(/component-url="[^"]*CompareIsland/);
  expect(readFileSync(join(client, 'ru/shortlist/index.html'), 'utf8')).toMatch(/component-url="[^"]*ShortlistIsland/);
});

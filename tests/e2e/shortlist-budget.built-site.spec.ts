// Issue 35, point 5: the heart and the header's count add at most 3 KB gzip to a school page before
// any interaction. Read from the build: the page's scripts and islands, each file with the files it
// imports statically (what the browser fetches before anything is clicked; dynamic imports wait for
// a click or a scroll), once with the shortlist's own script and once without it: what only the
// shortlist brings is what it adds.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { gzipSize } from '../../scripts/bench-pages/gzip-size.ts';
import { moduleClosure, pageIslands, pageScripts } from './support/module-closure.ts';

const client = resolve('dist/client');
const BUDGET = 3 * 1024;
const SCHOOL_PAGES = [
  '/en/english/malta/st_julians/harbour_english_academy_st_julians/',
  '/ru/english/malta/st_julians/harbour_english_academy_st_julians/',
];
// The header's script, which shows and wires the heart and the count (SiteHeader.astro); the
// language links' few lines beside them are counted with the shortlist.
const SHORTLIST_ENTRY = /\/SiteHeader\.[\w-]+\.js$/;
/** The page's scripts loaded before interaction: module scripts and the islands' code. */
const entries = (html: string) => [
  ...new Set([...pageScripts(html), ...pageIslands(html).flatMap((island) => island.files)]),
];
const closure = (start: readonly string[]) => moduleClosure(client, start);

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

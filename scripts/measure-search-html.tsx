// `npx tsx scripts/measure-search-html.tsx --schools 2000 --page /en/english/`: how large a search
// page's HTML gets on a generated catalogue (scripts/generate-catalogue.ts) without building it.
// The page is its layout (header, footer, head: the same whatever the catalogue) and the search
// island (server-rendered markup plus its props: its culture and the address of its search.json). The
// island is rendered here as Astro renders it and put in place of the built demo page's island, so
// it needs `npm run build` first. Run with tsx: the island is JSX.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { renderToString } from 'react-dom/server';
import { serializeProps } from '../node_modules/astro/dist/runtime/server/serialize.js';
import { escapeHTML } from '../node_modules/astro/dist/runtime/server/escape.js';
import { generateCatalogue } from './generate-catalogue.ts';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: { schools: { type: 'string', default: '2000' }, page: { type: 'string', default: '/en/english/' } },
});
const [, culture, language, country, city] = values.page.split('/');
const temp = mkdtempSync(join(tmpdir(), 'linguatrips-search-html-'));

/** The search island of a search page as Astro writes it: its markup and its props attribute. */
async function renderIsland(): Promise<{ html: string; props: string; cards: number; found: number }> {
  const { loadSearchView } = await import('../src/build/search-page-data.ts');
  const { default: SearchPanel } = await import('../src/islands/SearchPanel/SearchPanel.tsx');
  const { getDictionary } = await import('../src/i18n/get-dictionary.ts');
  const { pickDictionary } = await import('../src/i18n/pick-dictionary.ts');
  const { SEARCH_ISLAND_KEY_PREFIXES } = await import('../src/islands/SearchPanel/island-keys.ts');
  const { searchViewPath } = await import('../src/islands/SearchPanel/search-file-paths.ts');
  const { searchIslandView } = await import('../src/build/search-island-view.ts');
  const route = { language: language!, ...(country ? { country } : {}), ...(city ? { city } : {}) };
  const view = await loadSearchView(culture as 'en', route, 1);
  const html = renderToString(
    <SearchPanel
      culture={culture as 'en'}
      dictionary={pickDictionary(getDictionary(culture as 'en'), SEARCH_ISLAND_KEY_PREFIXES)}
      initial={searchIslandView(view)}
    />,
  );
  // The island's props are its culture and the address of the page's search.json (SearchIsland.tsx).
  const props = { culture, src: searchViewPath(values.page) };
  const serialised = escapeHTML(
    serializeProps(props, { displayName: 'SearchIsland', hydrate: 'load' } as Parameters<typeof serializeProps>[1]),
  );
  return {
    html,
    props: serialised,
    cards: view.results.exact.length + view.results.approximate.length,
    found: view.results.exactCount + view.results.approximateCount,
  };
}

try {
  const built = readFileSync(join(root, 'dist/client', values.page, 'index.html'), 'utf8');
  const island = built.match(/<astro-island[^>]*component-url="[^"]*SearchIsland[\s\S]*?<\/astro-island>/)?.[0];
  if (!island) throw new Error(`no search island in the built ${values.page}`);
  const openTag = island.match(/^<astro-island[^>]*>/)![0];
  const page = (rendered: { html: string; props: string }) =>
    built.replace(
      island,
      () => `${openTag.replace(/ props="[^"]*"/, () => ` props="${rendered.props}"`)}${rendered.html}</astro-island>`,
    );
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const report = (label: string, html: string, cards: number, found?: number) =>
    console.log(
      `${label}: ${cards} cards${found === undefined ? '' : ` of ${found}`}, HTML ${kb(Buffer.byteLength(html))}, gzip ${kb(gzipSync(html).length)}`,
    );
  report(`built ${values.page}`, built, (built.match(/<article /g) ?? []).length);
  // The demo catalogue first: the page put together here should match the built one.
  const demo = await renderIsland();
  report(`${values.page} put together here, demo catalogue`, page(demo), demo.cards, demo.found);
  const generated = generateCatalogue({
    contentDir: join(root, 'content'),
    outDir: join(temp, 'content'),
    schools: Number(values.schools),
  });
  // A fresh process state for the generated catalogue: the in-process API and the build's answer cache live on globalThis.
  const globals = globalThis as Record<symbol, unknown>;
  const api = globals[Symbol.for('linguatrips.build.catalogue-api')] as
    Promise<{ close(): Promise<void> | void }> | undefined;
  await (await api)?.close();
  delete globals[Symbol.for('linguatrips.build.catalogue-api')];
  (globals[Symbol.for('linguatrips.build.catalogue-cache')] as Map<string, unknown> | undefined)?.clear();
  process.env.CONTENT_DIR = generated.dir;
  process.env.PGLITE_DIR = join(temp, 'pglite');
  const big = await renderIsland();
  report(`${values.page}, ${generated.schools} generated schools`, page(big), big.cards, big.found);
  const bigApi = globals[Symbol.for('linguatrips.build.catalogue-api')] as
    Promise<{ close(): Promise<void> | void }> | undefined;
  await (await bigApi)?.close();
} finally {
  rmSync(temp, { recursive: true, force: true });
}

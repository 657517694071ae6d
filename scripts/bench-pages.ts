// `npm run bench:pages`: the school page's budgets (issue 4) measured on the built site in real
// Chromium: JavaScript before any interaction (gzip), the HTML (gzip), and a cart change answered
// (request and render). Prints a table and fails when a budget is exceeded. Needs `npm run build`.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { loadConfig } from '../src/server/config/env.ts';
import { startServer } from '../src/server/start-server.ts';
import { gzipSize } from './bench-pages/gzip-size.ts';
import { measureCartChanges } from './bench-pages/measure-cart-change.ts';
import { PAGE_BUDGETS } from './bench-pages/page-budgets.ts';
import { recordBenchmark } from './bench/benchmarks-doc.ts';

const benchmark = recordBenchmark(
  'bench:pages',
  "the school page's budgets: JavaScript before interaction and HTML (gzip), a cart change answered (median).",
);

const root = resolve(import.meta.dirname, '..');
const client = join(root, 'dist', 'client');
const PAGES = [
  '/en/english/malta/st_julians/harbour_english_academy_st_julians/',
  '/ru/english/malta/st_julians/harbour_english_academy_st_julians/',
];
const ROUNDS = 30;
// The chunks of the gallery (src/islands/Gallery/gallery.ts) and of the map (the island, then Leaflet through react-leaflet): loaded on the first click and when the map comes into view.
const LAZY_CHUNK = /\/(gallery|LocationMapIsland|SchoolMap)\.[\w-]+\.js$/;
// The staff tools (src/islands/StaffTools): an anonymous visitor pays for the identity check only, never for them.
const STAFF_CHUNK = /\/StaffTools\.[\w-]+\.js$/;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

if (!existsSync(join(root, 'dist', 'server', 'entry.mjs'))) {
  console.error('bench:pages needs the built site: run `npm run build` first');
  process.exit(1);
}

const dir = mkdtempSync(join(tmpdir(), 'linguatrips-bench-pages-'));
const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  dataDir: join(dir, 'pglite'),
  config: loadConfig({ OUTBOX_DIR: join(dir, 'outbox') }),
});
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const browser = await chromium.launch({
  ...(chromiumPath ? { executablePath: chromiumPath } : {}),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const failures: string[] = [];
try {
  for (const path of PAGES) {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === new URL(server.url).origin && url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    await page.getByTestId('cart-total').waitFor();
    const beforeInteraction = [...scripts];
    const js = beforeInteraction.reduce((sum, script) => sum + gzipSize(client, script), 0);
    const html = gzipSize(client, path);
    const lazyLoaded = beforeInteraction.filter((script) => LAZY_CHUNK.test(script));
    const staffLoaded = beforeInteraction.filter((script) => STAFF_CHUNK.test(script));
    // The first rounds warm the server's pricing copy and the browser's code paths.
    await measureCartChanges(page, 5);
    const times = await measureCartChanges(page, ROUNDS);
    const median = percentile(times, 50);
    const p95 = percentile(times, 95);
    console.log(`\n${path}`);
    console.log(
      `  JavaScript before interaction: ${kb(js)} (${js} bytes) gzip in ${beforeInteraction.length} files (budget ${kb(PAGE_BUDGETS.jsGzip)})`,
    );
    console.log(
      `  of which ${beforeInteraction.map((script) => `${script.split('/').pop()} ${kb(gzipSize(client, script))}`).join(', ')}`,
    );
    console.log(
      `  staff tools loaded for an anonymous visitor: ${staffLoaded.length > 0 ? staffLoaded.join(', ') : 'none'}`,
    );
    console.log(`  HTML: ${kb(html)} gzip (budget ${kb(PAGE_BUDGETS.htmlGzip)})`);
    console.log(
      `  cart change answered (request + render), ${ROUNDS} changes: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (budget ${PAGE_BUDGETS.cartChangeMs} ms)`,
    );
    // The lazy code exists and comes when asked for: the check above is not vacuous.
    await page
      .getByRole('button', { name: /photo|фото/i })
      .first()
      .click();
    await page.keyboard.press('Escape');
    await page.locator('#location').scrollIntoViewIfNeeded();
    await page.locator('[data-map-state="ready"], [data-map-state="failed"]').waitFor();
    const lazyLater = [...scripts].filter((script) => LAZY_CHUNK.test(script));
    console.log(
      `  loaded on interaction: ${lazyLater.map((script) => `${script.split('/').pop()} ${kb(gzipSize(client, script))}`).join(', ')}`,
    );
    if (lazyLater.length < 2)
      failures.push(
        `${path}: the gallery and map code did not load on interaction (${lazyLater.join(', ') || 'none'})`,
      );
    if (js > PAGE_BUDGETS.jsGzip) failures.push(`${path}: JavaScript ${kb(js)} > ${kb(PAGE_BUDGETS.jsGzip)}`);
    if (html > PAGE_BUDGETS.htmlGzip) failures.push(`${path}: HTML ${kb(html)} > ${kb(PAGE_BUDGETS.htmlGzip)}`);
    // The budget is the typical change (median); p95 is printed, and swings with the machine's load.
    if (median >= PAGE_BUDGETS.cartChangeMs)
      failures.push(`${path}: cart change median ${median.toFixed(1)} ms ≥ ${PAGE_BUDGETS.cartChangeMs} ms`);
    if (staffLoaded.length > 0)
      failures.push(`${path}: the staff tools loaded for an anonymous visitor: ${staffLoaded.join(', ')}`);
    if (lazyLoaded.length > 0)
      failures.push(`${path}: map or gallery code loaded before any interaction: ${lazyLoaded.join(', ')}`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
benchmark.measured();
if (failures.length > 0) {
  for (const failure of failures) console.error(`over budget: ${failure}`);
  process.exit(1);
}
console.log(`\nbench:pages: every budget holds (load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores)`);

// Issue 34, item 3: a school page executes at most 60 KB gzip of JavaScript before the visitor
// acts, and at most 100 KB once the cart is opened. Read from the build: the scripts inline in the
// page (gzipped together, as they travel in it), the page's module scripts and the islands that
// hydrate without interaction, each file with the files it imports statically
// (dynamic imports wait for a click). Which islands hydrate without interaction is asked of the page
// itself at 360×640 (a phone), in Chromium: an island hydrating at load or idle always does; a
// `client:visible` one when a child is in the first viewport; the cart (`client:cart`) when a child
// that is not fixed to the screen is (its fixed price bar does not wake it).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, expect, test, type Browser } from '@playwright/test';
import { loadConfig } from '#server/config/env.ts';
import { startServer, type RunningServer } from '#server/start-server.ts';
import { gzipSize } from '../../scripts/bench-pages/gzip-size.ts';
import { inlineScripts, moduleClosure, pageIslands, pageScripts } from './support/module-closure.ts';

const client = resolve('dist/client');
const BEFORE_INTERACTION = 60 * 1024;
const CART_OPEN = 100 * 1024;
// The demo school with the most courses and housings, and the one the other budgets read, in three scripts.
const SCHOOL_PAGES = [
  '/en/english/malta/st_julians/harbour_english_academy_st_julians/',
  '/ru/english/malta/st_julians/harbour_english_academy_st_julians/',
  '/zh/english/malta/st_julians/harbour_english_academy_st_julians/',
  '/en/chinese/china/beijing/hutong_bridge_chinese_academy/',
  '/ru/chinese/china/beijing/hutong_bridge_chinese_academy/',
];
const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipOf = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + gzipSize(client, file), 0);

test.describe('the JavaScript a school page runs before interaction', () => {
  test.describe.configure({ mode: 'serial' });
  let dir: string;
  let server: RunningServer;
  let browser: Browser;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dir = mkdtempSync(join(tmpdir(), 'linguatrips-js-budget-'));
    server = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: join(dir, 'pglite'),
      config: loadConfig({ ENVIRONMENT_NAME: 'test', OUTBOX_DIR: join(dir, 'outbox') }),
      mailWorker: false,
    });
    browser = await chromium.launch({
      ...(chromiumPath ? { executablePath: chromiumPath } : {}),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
  });
  test.afterAll(async () => {
    await browser?.close();
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  for (const path of SCHOOL_PAGES) {
    test(`${path}: ≤ 60 KB gzip before interaction on a phone, ≤ 100 KB with the cart open`, async () => {
      const html = readFileSync(join(client, path, 'index.html'), 'utf8');
      const islands = pageIslands(html);
      const page = await browser.newPage({ viewport: { width: 360, height: 640 } });
      await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
      // Per island (in the page's order), whether a child it watches is in the first viewport.
      const inView = await page.evaluate(() =>
        [...document.querySelectorAll('astro-island')].map((island) =>
          [...island.children].some((child) => {
            if (island.getAttribute('client') === 'cart' && getComputedStyle(child).position === 'fixed') return false;
            const box = child.getBoundingClientRect();
            return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
          }),
        ),
      );
      await page.close();
      expect(inView).toHaveLength(islands.length);
      const wakes = islands.filter(
        (island, index) => ['load', 'idle', 'only'].includes(island.client) || inView[index],
      );
      const before = moduleClosure(client, [...pageScripts(html), ...wakes.flatMap((island) => island.files)]);
      const cart = islands.find((island) => island.client === 'cart');
      expect(cart, 'the page has the cart island, waiting for the visitor').toBeDefined();
      expect(before.has(cart!.component), 'the cart is not hydrated before interaction').toBe(false);
      const opened = moduleClosure(client, [...before, ...cart!.files]);
      const inline = gzipSync(inlineScripts(html).join('\n'), { level: 9 }).length;
      const bytes = inline + gzipOf(before);
      const openedBytes = inline + gzipOf(opened);
      const list = (files: Set<string>) =>
        [`inline scripts ${kb(inline)}`, ...[...files].map((file) => `${file} ${kb(gzipSize(client, file))}`)].join(
          ', ',
        );
      expect(bytes, `before interaction ${kb(bytes)}: ${list(before)}`).toBeLessThanOrEqual(BEFORE_INTERACTION);
      expect(openedBytes, `cart open ${kb(openedBytes)}: ${list(opened)}`).toBeLessThanOrEqual(CART_OPEN);
    });
  }
});

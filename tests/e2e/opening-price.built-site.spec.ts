// Issue 34, item 3: the price a school page's cart shows before it hydrates (its static HTML, the
// build's opening cart) is the pricing API's answer for the same query: on every school page in
// every culture, the summary's total and deposit and the price bar's, against GET
// /api/school/calculate/ of the built site started here on the same catalogue, whose version the
// page records (a page built from another version is stale, not wrong: rebuild), asked at the
// instant the page records it was priced (a price depends on the day too: a run that crosses
// midnight would otherwise compare two days' deposits). The cart's data
// the island fetches as it starts is the page's own cart.json.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import type { ApiEnvelope } from '#domain/catalogue/api-types.ts';
import { CULTURES } from '#domain/culture.ts';
import { formatMoney } from '#domain/money/format-money.ts';
import type { CalculationData } from '#domain/pricing/calculation-data.ts';
import { schoolPath, schoolRoutes } from '#domain/routes/school-routes.ts';
import { loadConfig } from '#server/config/env.ts';
import { loadContent } from '#server/catalogue/content/load-content.ts';
import { startServer, type RunningServer } from '#server/start-server.ts';

const client = resolve('dist/client');
const catalogue = loadContent(resolve(process.env.CONTENT_DIR ?? 'content'));
const routes = schoolRoutes(catalogue.schools);
const unescape = (text: string) =>
  text
    .replace(/<!--.*?-->/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
const first = (html: string, pattern: RegExp) => {
  const match = pattern.exec(html);
  return match ? unescape(match[1]!).trim() : null;
};

test.describe('the static opening price of every school page', () => {
  test.describe.configure({ mode: 'serial' });
  let dir: string;
  let server: RunningServer;
  let version: number;
  // The API's clock: each page's pricing instant before it is asked.
  let now = new Date();

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dir = mkdtempSync(join(tmpdir(), 'linguatrips-opening-price-'));
    server = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: join(dir, 'pglite'),
      config: loadConfig({ ENVIRONMENT_NAME: 'test', OUTBOX_DIR: join(dir, 'outbox'), RATE_LIMITS: 'off' }),
      mailWorker: false,
      clock: () => now,
    });
    const health = (await (await fetch(`${server.url}/api/health/`)).json()) as ApiEnvelope<{
      catalogueVersion: number;
    }>;
    if (!health.success) throw new Error('no health answer');
    version = health.data.catalogueVersion;
  });
  test.afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  for (const culture of CULTURES) {
    test(`in ${culture}: the pricing API's total and deposit`, async () => {
      test.setTimeout(120_000);
      expect(routes.length).toBeGreaterThanOrEqual(40);
      const problems: string[] = [];
      let priced = 0;
      for (const route of routes) {
        const path = schoolPath(culture, route);
        const html = readFileSync(join(client, path, 'index.html'), 'utf8');
        const query = first(html, /<astro-island\b[^>]*\bclient="cart"[^>]*\bopts="([^"]*)"/);
        const opts = query ? (JSON.parse(query) as { value: string }) : null;
        const built = Number(first(html, /\bdata-catalogue-version="(\d+)"/));
        if (!opts) {
          problems.push(`${path}: no cart island with its opening query`);
          continue;
        }
        expect(built, `${path} was built from catalogue version ${built}, the API serves ${version}`).toBe(version);
        // What the island starts from besides the opening cart: the page's cart.json, written beside it.
        const island = /<astro-island\b[^>]*\bclient="cart"[^>]*>/.exec(html)?.[0] ?? '';
        const props = first(island, /\bprops="([^"]*)"/);
        const src = props ? (JSON.parse(props) as { src?: [number, string] }).src?.[1] : undefined;
        const data = src
          ? (JSON.parse(readFileSync(join(client, src), 'utf8')) as { path: string; school: { id: number } })
          : null;
        if (data?.path !== path || String(data.school.id) !== first(html, /\bdata-school-id="(\d+)"/))
          problems.push(`${path}: its cart data ${src ?? '(none)'} is not the page's`);
        const pricedAt = new Date(first(html, /\bdata-priced-at="([^"]+)"/) ?? Number.NaN);
        if (Number.isNaN(pricedAt.getTime())) {
          problems.push(`${path}: no instant its opening cart was priced at`);
          continue;
        }
        now = pricedAt;
        const response = await fetch(`${server.url}/api/school/calculate/?${opts.value}`);
        const body = (await response.json()) as ApiEnvelope<CalculationData>;
        if (!body.success) {
          problems.push(`${path}: the API refused ${opts.value}: ${body.error.message}`);
          continue;
        }
        const answer = body.data.price;
        const shown = first(html, /data-testid="cart-total">(.*?)<\/dd>/);
        if (!answer) {
          // An opening cart the API does not price shows no price either.
          if (shown !== null) problems.push(`${path}: shows ${shown} for a cart the API does not price`);
          continue;
        }
        priced += 1;
        const money = (minor: number) => formatMoney(minor, answer.currency.isoCode, culture);
        const deposit = first(html, /<div class="deposit"><dt>.*?<\/dt><dd>(.*?)<\/dd>/);
        const bar = [...html.matchAll(/<dl class="cart-pricebar-figures">.*?<\/dl>/g)][0]?.[0] ?? '';
        const barFigures = [...bar.matchAll(/<dd>(.*?)<\/dd>/g)].map((match) => unescape(match[1]!).trim());
        const expected = { total: money(answer.total), deposit: money(answer.deposit.value) };
        if (shown !== expected.total) problems.push(`${path}: total ${shown}, the API ${expected.total}`);
        if (deposit !== expected.deposit) problems.push(`${path}: deposit ${deposit}, the API ${expected.deposit}`);
        if (barFigures.join(' | ') !== `${expected.total} | ${expected.deposit}`)
          problems.push(
            `${path}: price bar ${barFigures.join(' | ')}, the API ${expected.total} | ${expected.deposit}`,
          );
      }
      expect(problems).toEqual([]);
      // Most opening carts are priced: the comparison is not vacuous.
      expect(priced).toBeGreaterThan(routes.length / 2);
    });
  }
});

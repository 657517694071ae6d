// `npm run screenshots`: the pictures of the site in README.md and docs/ (docs/screenshots/), taken from the built
// site in real Chromium at a desktop (1280×800) and a phone (360×740) size: the home page, a search
// page, a school page with its price in sight, and the booking form. Needs `npm run build`.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { loadConfig } from '../src/server/config/env.ts';
import { startServer } from '../src/server/start-server.ts';
import { translateWithDictionary } from '../src/i18n/translate-with-dictionary.ts';
import { getDictionary } from '../src/i18n/get-dictionary.ts';

const root = resolve(import.meta.dirname, '..');
const out = join(root, 'docs', 'screenshots');
const SCHOOL = '/en/english/malta/st_julians/harbour_english_academy_st_julians/';
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 740 } } as const;
const t = translateWithDictionary('en', getDictionary('en'));

if (!existsSync(join(root, 'dist', 'server', 'entry.mjs'))) {
  console.error('screenshots needs the built site: run `npm run build` first');
  process.exit(1);
}

async function priced(page: Page) {
  await page.locator('.cart-overlay').waitFor({ state: 'detached' });
  // The total is in the price bar and, on a desktop, in the cart too: one of them is enough.
  await page.getByTestId('cart-total').first().waitFor({ state: 'attached' });
  await page.locator('.cart-summary[aria-busy="true"]').waitFor({ state: 'detached' });
}

async function openBookingForm(page: Page, phone: boolean) {
  await page.goto(SCHOOL, { waitUntil: 'networkidle' });
  await priced(page);
  if (phone) await page.getByRole('button', { name: new RegExp(`^${t('cart.openPanelNoPrice')}`) }).click();
  const cart = phone
    ? page.getByRole('dialog', { name: t('cart.title') })
    : page.getByRole('region', { name: t('cart.title') });
  await cart.getByRole('button', { name: t('cart.book'), exact: true }).click();
  await page.getByRole('dialog', { name: t('bookingModal.title') }).waitFor();
}

const dir = mkdtempSync(join(tmpdir(), 'linguatrips-screenshots-'));
const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  dataDir: join(dir, 'pglite'),
  config: loadConfig({ OUTBOX_DIR: join(dir, 'outbox'), RATE_LIMITS: 'off' }),
});
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const browser = await chromium.launch({
  ...(chromiumPath ? { executablePath: chromiumPath } : {}),
  args: ['--no-sandbox', '--disable-gpu'],
});
mkdirSync(out, { recursive: true });
try {
  for (const [size, viewport] of Object.entries(SIZES)) {
    const phone = size === 'phone';
    const page = await browser.newPage({ viewport, baseURL: server.url, deviceScaleFactor: 1 });
    const shot = async (name: string, fullPage = false) => {
      // Fonts and lazy photos settle before the picture is taken.
      await page.evaluate(() => document.fonts.ready);
      const file = join(out, `${name}-${size}.png`);
      // A palette PNG: sharp text edges at a quarter of the bytes of a full-colour one.
      await sharp(await page.screenshot({ fullPage }))
        .png({ palette: true, quality: 85, compressionLevel: 9 })
        .toFile(file);
      console.log(`  ${file.slice(root.length + 1)}`);
    };
    await page.goto('/en/', { waitUntil: 'networkidle' });
    await shot('home');
    await page.goto('/en/english/', { waitUntil: 'networkidle' });
    await shot('search');
    await page.goto(SCHOOL, { waitUntil: 'networkidle' });
    await priced(page);
    await shot('school');
    await openBookingForm(page, phone);
    await shot('booking-form');
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}

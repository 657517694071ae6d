// The catalogue office from a change to the served pages (issue 31), on a site of its own that
// rebuilds the pages a publish touches (PUBLISH_REBUILD) in a build of its own: a content editor
// raises a course price in next year's price list, closes a housing for two weeks, uploads a photo
// with its alt texts and puts it first, adds the German text a field lacks, and publishes; within a
// minute the German school page shows the new text and photo, and its cart refuses the closed weeks
// and prices a next-year stay at the new price. Restoring the version before brings the old price
// back. On the desktop: each step is walked on both screens by its own journey; this one is about
// the whole way to the pages, and a rebuild a screen would double the wait for the same answer.
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import type { ApiEnvelope } from '#domain/catalogue/api-types.ts';
import { weekdayNumber } from '#domain/catalogue/weekday-number.ts';
import { addDays, nextWeekday, utcToday } from '#domain/dates/calendar.ts';
import type { CalculationData } from '#domain/pricing/calculation-data.ts';
import { getDictionary } from '#i18n/get-dictionary.ts';
import { translateWithDictionary } from '#i18n/translate-with-dictionary.ts';
import { expect, test } from './support/test.ts';
import { cartStarted } from './support/cart-started.ts';
import { expectAccessible } from './support/expect-accessible.ts';
import { addOfficeStaff, cookieOf, OFFICE_PASSWORD } from './support/office-staff.ts';
import { startSite, type TestSite } from './support/start-site.ts';

const SCHOOL = { id: 1, name: 'Harbour English Academy' };
const PAGE = '/de/english/malta/st_julians/harbour_english_academy_st_julians/';
const HOST_FAMILY = { name: 'Host family', room: 1 };
// General English's first option, priced 2027 by the 2027 list.
const NEXT_YEAR = 'c.w=101&c.weeks=2&c.s=2027-03-01';
const GERMAN = 'Eine Sprachschule am Hafen von St. Julian’s, zwei Minuten vom Meer.';
const GERMAN_ALT = 'Die Terrasse der Schule über der Spinola-Bucht';
const t = translateWithDictionary('de', getDictionary('de'));
const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const written = (date: string) => longDate.format(new Date(`${date}T00:00:00Z`));

test.describe('a catalogue change on its way to the pages', { tag: '@desktop-only' }, () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });
  let site: TestSite;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    site = await startSite({ env: { PUBLISH_REBUILD: 'on' }, ownBuild: true });
    await addOfficeStaff(site, 'cara@linguatrips.test', 'content-editor', 'Cara Catalogue');
  });
  test.afterAll(async () => {
    await site?.close();
  });

  /** What the pricing API answers for a stay at the school. */
  const priced = async (query: string) =>
    (await (
      await fetch(`${site.url}/api/school/calculate/?s.id=${SCHOOL.id}&culture=de&${query}`)
    ).json()) as ApiEnvelope<CalculationData>;
  const totalOf = async (query: string) => {
    const answer = await priced(query);
    if (!answer.success || !answer.data.price) throw new Error(`no price for ${query}: ${JSON.stringify(answer)}`);
    return answer.data.price.total;
  };
  const served = async () => (await fetch(`${site.url}${PAGE}`)).text();
  const signIn = async (page: Page, next: string) => {
    await page.goto(`${site.url}${next}`);
    await page.getByLabel('E-mail address').fill('cara@linguatrips.test');
    await page.getByLabel('Password').fill(OFFICE_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${site.url}${next}`);
  };

  test('from the office to the German page in a minute, and back by restoring', async ({ page }) => {
    // The German short description is missing to begin with: published so, then the site restarted, so
    // that its rebuilds start from there and the journey's publishes are the only ones they build.
    const signedIn = await fetch(`${site.url}/office/sign-in/`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.url },
      body: new URLSearchParams({ email: 'cara@linguatrips.test', password: OFFICE_PASSWORD, next: '/office/' }),
    });
    const api = `${site.url}/api/office/catalogue/schools/${SCHOOL.id}`;
    const headers = { cookie: cookieOf(signedIn), origin: site.url, 'content-type': 'application/json' };
    const dropped = await fetch(`${api}/draft`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ shortDescription: { de: null } }),
    });
    expect(dropped.status).toBe(200);
    expect((await fetch(`${api}/publish`, { method: 'POST', headers })).status).toBe(200);
    await site.restart();
    const oldTotal = await totalOf(NEXT_YEAR);
    // A two-week stay with the host family some weeks from now, as the pricing API fills it in.
    const start = nextWeekday(addDays(utcToday(new Date()), 7 * 14), weekdayNumber('monday'));
    const familyStay = await priced(`c.w=101&c.weeks=2&c.s=${start}&a.r=${HOST_FAMILY.room}`);
    if (!familyStay.success || !familyStay.data.price) throw new Error('no price for the family stay');
    const housing = familyStay.data.cart.accommodation as { start: string; end: string };
    const closed = { start: housing.start, end: addDays(housing.start, 13) };

    // Two weeks closed on the host family's calendar: published at once (its pages rebuilt meanwhile).
    await signIn(page, `/office/catalogue/${SCHOOL.id}/availability/`);
    const family = page.getByRole('region', { name: HOST_FAMILY.name, exact: true });
    await family.getByRole('link', { name: `Close from ${written(closed.start)}`, exact: true }).click();
    await family.getByRole('link', { name: `Close until ${written(closed.end)}`, exact: true }).click();
    await family.getByRole('button', { name: 'Close these dates' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'The dates are closed. Prices and the school page’s cart refuse them now.',
    );

    // Next year's course price, 20 a week more.
    await page.goto(`${site.url}/office/catalogue/${SCHOOL.id}/edit/courses/`);
    const nextYearPrices = page.getByRole('region', { name: /^Course prices in price list 2027 / });
    const price = nextYearPrices.getByLabel('Price per week').first();
    await price.fill(String(Number(await price.inputValue()) + 20));
    await page.getByRole('button', { name: 'Save draft' }).first().click();
    await expect(page.getByRole('status')).toHaveText(
      'The draft is saved. It is not live until you publish it on the school page.',
    );

    // A photo with its alt texts, moved to the front of the gallery.
    await page.goto(`${site.url}/office/catalogue/${SCHOOL.id}/photos/`);
    const gallery = page.getByRole('region', { name: /^Gallery/ });
    const upload = gallery.getByRole('group', { name: 'Add a photo to the gallery' });
    const photo = await sharp({ create: { width: 2400, height: 900, channels: 3, background: '#c96f3b' } })
      .jpeg()
      .toBuffer();
    await upload.getByLabel('Photo', { exact: true }).setInputFiles({
      name: 'terrace.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    await upload.getByLabel('Alt text (English, required)').fill('The school’s terrace above Spinola Bay');
    await upload.getByLabel('Alt text (German)').fill(GERMAN_ALT);
    await upload.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'The photo is uploaded into the draft. It is not live until the school is published.',
    );
    const photos = await gallery.getByRole('listitem').count();
    for (let position = photos; position > 1; position -= 1) {
      await page.getByRole('button', { name: `Move up gallery photo ${position}` }).click();
      await expect(page.getByRole('status')).toHaveText('The photo is moved in the draft.');
    }
    await expect(gallery.getByRole('listitem').first().getByRole('img')).toHaveAccessibleName(
      'The school’s terrace above Spinola Bay',
    );

    // The German text the field lacks.
    await page.goto(`${site.url}/office/catalogue/${SCHOOL.id}/translations/?culture=de`);
    const field = page.getByRole('region', { name: 'shortDescription Missing' });
    await field.getByLabel('German text of shortDescription').fill(GERMAN);
    await field.getByRole('button', { name: 'Save to draft' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'The text is saved in the draft. It is not live until the draft is published.',
    );

    // Published: prices at once, the pages within a minute.
    await page.goto(`${site.url}/office/catalogue/${SCHOOL.id}/`);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Published. Prices use it now; its pages follow when the site is rebuilt (within a minute where a publish rebuilds them).',
    );
    const published = Date.now();
    expect(await totalOf(NEXT_YEAR)).toBe(oldTotal + 4_000);
    await expect.poll(served, { timeout: 60_000, intervals: [1_000] }).toContain(GERMAN);
    expect(Date.now() - published).toBeLessThan(60_000);

    await page.goto(`${site.url}${PAGE}`);
    await expect(page.getByText(GERMAN)).toBeVisible();
    await expect(page.getByRole('img', { name: GERMAN_ALT }).first()).toBeVisible();
    await expectAccessible(page);

    // The cart: next year's stay at the new price, the closed weeks refused.
    const cart = page.getByRole('region', { name: t('cart.title') });
    await page.goto(`${site.url}${PAGE}?s.id=${SCHOOL.id}&culture=de&${NEXT_YEAR}`);
    await cartStarted(page);
    const euros = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2 }).format((oldTotal + 4_000) / 100);
    await expect(cart.getByTestId('cart-total')).toContainText(euros);
    await page.goto(`${site.url}${PAGE}?${familyStay.data.query}`);
    await cartStarted(page);
    await expect(cart.getByRole('alert')).toContainText(t('validationErrors.housingFullyBooked'));
    await expectAccessible(page);

    // The version before the publish, restored: the old price is back.
    await page.goto(`${site.url}/office/catalogue/${SCHOOL.id}/`);
    await page
      .getByRole('button', { name: /^Restore version \d+$/ })
      .first()
      .click();
    await expect(page.getByRole('status')).toHaveText(
      'Restored as a new version. Prices use it now; its pages follow when the site is rebuilt (within a minute where a publish rebuilds them).',
    );
    expect(await totalOf(NEXT_YEAR)).toBe(oldTotal);
    await expect.poll(served, { timeout: 60_000, intervals: [1_000] }).not.toContain(GERMAN);
  });
});

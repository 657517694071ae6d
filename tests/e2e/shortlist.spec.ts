// Issue 35: shortlist and compare, without an account, in Chromium on a desktop and at 360 px, in
// English and in Russian. Three schools saved with their hearts (two from a search page, one from
// a school page) survive a reload and show in the header's count and on the shortlist page; the
// comparison at 4 weeks with a single room in a residence has, for each school, the total the
// pricing API gives for the same stay; and its share link shows the same table in a new browser
// context, which has saved nothing. Every state is checked with axe.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectAccessible } from './support/expect-accessible.ts';
import { expectNoSideways } from './support/expect-no-sideways.ts';
import { mailTo } from './support/mail-to.ts';
import { openSearchPage } from './support/search-page.ts';
import { getDictionary } from '#i18n/get-dictionary.ts';

const SCHOOLS = {
  oxford: 'Bramblegate College of English',
  london: 'Marlowe House School of English',
  malta: 'Harbour English Academy',
};
const WORDS = {
  en: {
    save: (school: string) => `Save ${school} to the shortlist`,
    saved: 'Saved on this device',
    shortlist: 'Shortlist',
    shortlistTitle: 'Your shortlist',
    compare: 'Compare these schools',
    housing: 'Accommodation',
    residence: 'Residence',
    room: 'Room',
    single: 'Single',
    total: 'Total for the stay',
    accreditation: 'Accreditation',
    table: 'Schools side by side',
    differencesOnly: 'Differences only',
    lessons: 'Lessons a week',
    share: 'Share this comparison',
    email: 'Your e-mail',
    send: 'Send',
    confirm: 'Yes, send it',
  },
  ru: {
    save: (school: string) => `Сохранить ${school} в избранное`,
    saved: 'Сохранено на этом устройстве',
    shortlist: 'Избранное',
    shortlistTitle: 'Избранные школы',
    compare: 'Сравнить эти школы',
    housing: 'Проживание',
    residence: 'Резиденция',
    room: 'Комната',
    single: 'Одноместная',
    total: 'Итого за поездку',
    accreditation: 'Аккредитация',
    table: 'Школы рядом',
    differencesOnly: 'Только различия',
    lessons: 'Уроков в неделю',
    share: 'Поделиться сравнением',
    email: 'Ваш e-mail',
    send: 'Отправить',
    confirm: 'Да, отправить',
  },
} as const;

/** The comparison table's rows as a visitor reads them: header cell, then one cell per school. */
const tableText = (page: Page, name: string) =>
  page
    .getByRole('table', { name })
    .getByRole('row')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent?.trim() ?? '')));

for (const culture of ['en', 'ru'] as const) {
  const words = WORDS[culture];
  test(`${culture}: three schools saved, kept after a reload, compared at the visitor's choices and shared`, async ({
    page,
    browser,
    baseURL,
    site,
  }) => {
    // Three pages, a comparison priced twice and axe at each state: minutes on a loaded machine.
    test.slow();
    const heart = (school: string) => page.getByRole('button', { name: words.save(school) });
    const headerLink = page.getByRole('banner').getByRole('link', { name: new RegExp(`^${words.shortlist}`) });

    // Two schools from a search page: the heart is a toggle button, pressed once saved.
    await openSearchPage(page, `/${culture}/english/united_kingdom/`);
    for (const school of [SCHOOLS.oxford, SCHOOLS.london]) {
      await expect(heart(school)).toHaveAttribute('aria-pressed', 'false');
      await heart(school).click();
      await expect(heart(school)).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(page.getByText(words.saved).first()).toBeVisible();
    await expect(headerLink).toHaveText(new RegExp(`${words.shortlist}\\s*2\\s*$`));
    await expectAccessible(page);

    // One from its school page; removing is one click, and saving again puts it back.
    await page.goto(`/${culture}/english/malta/st_julians/harbour_english_academy_st_julians/`);
    await heart(SCHOOLS.malta).click();
    await expect(heart(SCHOOLS.malta)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(words.saved)).toBeVisible();
    await heart(SCHOOLS.malta).click();
    await expect(heart(SCHOOLS.malta)).toHaveAttribute('aria-pressed', 'false');
    await expect(headerLink).toHaveText(new RegExp(`${words.shortlist}\\s*2\\s*$`));
    await heart(SCHOOLS.malta).click();
    await expect(headerLink).toHaveText(new RegExp(`${words.shortlist}\\s*3\\s*$`));
    await expectAccessible(page);

    // A reload keeps all three.
    await page.reload();
    await expect(heart(SCHOOLS.malta)).toHaveAttribute('aria-pressed', 'true');
    await expect(headerLink).toHaveText(new RegExp(`${words.shortlist}\\s*3\\s*$`));

    // The shortlist page lists them with their cards.
    await headerLink.click();
    await expect(page.getByRole('heading', { level: 1, name: words.shortlistTitle })).toBeVisible();
    for (const school of Object.values(SCHOOLS))
      await expect(page.getByRole('heading', { level: 2, name: school })).toBeVisible();
    await expectAccessible(page);
    await expectNoSideways(page);

    // The comparison at 4 weeks (the default) with a single room in a residence.
    await page.getByRole('link', { name: words.compare }).click();
    await expect(page.getByRole('table', { name: words.table })).toBeVisible();
    await page.getByLabel(words.housing).selectOption({ label: words.residence });
    await page.getByLabel(words.room).selectOption({ label: words.single });
    await expect(page).toHaveURL(/housing=residence/);
    await expect(page.locator('table[aria-busy="false"]')).toHaveCount(1);
    const table = page.getByRole('table', { name: words.table });
    const columns = table.getByRole('columnheader');
    await expect(columns).toHaveCount(3);

    // Each total is the pricing API's for the same stay: the school link carries that stay.
    const totals = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: words.total }) });
    const cells = totals.getByRole('cell');
    for (let index = 0; index < 3; index += 1) {
      const href = await columns.nth(index).getByRole('link').getAttribute('href');
      const query = new URL(href!, baseURL).search.slice(1);
      expect(query).toContain('a.r=');
      const response = await page.request.get(`/api/school/calculate/?${query}`);
      const priced = (await response.json()) as { data: { price: { total: number } | null } };
      expect(priced.data.price, href!).not.toBeNull();
      const shown = (await cells.nth(index).textContent())!.split('≈')[0]!.replace(/\D/g, '');
      expect(Number(shown), href!).toBe(priced.data.price!.total);
    }
    // Who vouches for each school, by the bodies' short names, as the school's file lists them.
    const names = await columns.getByRole('link').allTextContents();
    const accreditations = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: words.accreditation, exact: true }) })
      .getByRole('cell');
    await expect(accreditations.nth(names.indexOf(SCHOOLS.malta))).toHaveText(
      'ELT Council Malta, FELTOM, IALC, Eaquals',
    );
    await expectAccessible(page);
    await expectNoSideways(page);

    // "Differences only" hides the rows every school shares, and shows them again.
    const allRows = await table.getByRole('row').count();
    await page.getByLabel(words.differencesOnly).check();
    await expect(table.getByRole('rowheader', { name: words.total })).toBeVisible();
    expect(await table.getByRole('row').count()).toBeLessThan(allRows);
    await page.getByLabel(words.differencesOnly).uncheck();
    await expect(table.getByRole('row')).toHaveCount(allRows);
    const seen = await tableText(page, words.table);

    // The share link rebuilds the same comparison for anyone: a new context has saved nothing.
    const shared = new URL(
      (await page.getByRole('region', { name: words.share }).getByRole('link').getAttribute('href'))!,
      baseURL,
    ).href;
    expect(shared).toBe(page.url());
    const other = await browser.newContext({ baseURL, viewport: page.viewportSize() });
    try {
      const fresh = await other.newPage();
      await fresh.goto(shared);
      await expect(fresh.locator('table[aria-busy="false"]')).toHaveCount(1);
      await expect(fresh.getByRole('table', { name: words.table }).getByRole('columnheader')).toHaveCount(3);
      expect(await tableText(fresh, words.table)).toEqual(seen);
      await expect(fresh.getByRole('banner').getByRole('link', { name: new RegExp(`^${words.shortlist}`) })).toHaveText(
        new RegExp(`${words.shortlist}\\s*0\\s*$`),
      );
      await expectAccessible(fresh);
    } finally {
      await other.close();
    }

    // "E-mail me this comparison": a first mail asks to confirm; the comparison comes only then,
    // linking back to the same comparison.
    const dictionary = getDictionary(culture);
    const address = `shortlist-${culture}-${test.info().project.name}@example.com`;
    await page.getByLabel(words.email).fill(address);
    await page.getByRole('button', { name: words.send, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: dictionary['shortlistMail.checkInbox']! })).toBeVisible();
    const confirmation = await mailTo(site.inbox, address, new RegExp(dictionary['mail.shortlist.confirmSubject']!));
    const confirmPath = new URL(/https?:\/\/\S+\/shortlist\/confirm\/[\w-]+\//.exec(confirmation.text)![0]).pathname;
    expect(site.inbox.mails.filter((mail) => mail.to.includes(address))).toHaveLength(1);
    await page.goto(confirmPath);
    await expectAccessible(page);
    await page.getByRole('button', { name: words.confirm }).click();
    await expect(page.getByText(dictionary['shortlistPage.confirmed']!)).toBeVisible();
    const comparison = await mailTo(site.inbox, address, new RegExp(dictionary['mail.shortlist.subject']!));
    const sharedUrl = new URL(shared);
    expect(comparison.text).toContain(`${sharedUrl.pathname}${sharedUrl.search}`);
  });
}

test('without JavaScript there is no heart and no shortlist link', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/en/english/malta/st_julians/harbour_english_academy_st_julians/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SCHOOLS.malta);
    await expect(page.getByRole('button', { name: WORDS.en.save(SCHOOLS.malta) })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: /^Shortlist/ })).toHaveCount(0);
    await page.goto('/en/english/united_kingdom/');
    await expect(page.getByRole('button', { name: WORDS.en.save(SCHOOLS.oxford) })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

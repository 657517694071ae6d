// Issue 30, item 4: a company a visitor can check. Every page's header has the logo, the
// navigation (destinations, how booking works, about us, contacts), the support phone and its
// hours, usable at 360 px and on a desktop without a script; the About page names the company,
// its registration and address, its years in business counted from the founding year, the team
// with their roles and languages, and how the agency is paid; the footer's legal line is in the
// page's language. In en and ru, on both screens (the projects), with axe.
import { readFileSync } from 'node:fs';
import { expect, test } from './support/test.ts';
import { expectAccessible } from './support/expect-accessible.ts';
import { expectNoSideways } from './support/expect-no-sideways.ts';
import type { Culture } from '#domain/culture.ts';
import { companySchema } from '#domain/company/company-schema.ts';
import { yearsInBusiness } from '#domain/company/years-in-business.ts';
import { utcToday } from '#domain/dates/calendar.ts';
import { translateWithDictionary } from '#i18n/translate-with-dictionary.ts';
import { getDictionary } from '#i18n/get-dictionary.ts';
import { loadConfig } from '#server/config/env.ts';

const company = companySchema.parse(JSON.parse(readFileSync('content/company.json', 'utf8')));
const legal = loadConfig().company;
const phone = loadConfig().supportPhone;

for (const culture of ['en', 'ru'] as const satisfies readonly Culture[]) {
  const t = translateWithDictionary(culture, getDictionary(culture));

  test(`every page's header leads to the company's pages, the phone and its hours (${culture})`, async ({ page }) => {
    await page.goto(`/${culture}/english/malta/`);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: t('site.name') })).toHaveAttribute('href', `/${culture}/`);
    await expect(header.getByRole('link', { name: new RegExp(phone.replace(/[+ ]/g, '.')) })).toHaveAttribute(
      'href',
      `tel:${phone.replace(/\s+/g, '')}`,
    );
    await expect(header).toContainText(/\d{1,2}:\d{2}/);
    const nav = page.getByRole('navigation', { name: t('header.nav') });
    for (const name of [t('header.destinations'), t('home.how.title'), t('header.about'), t('header.contacts')])
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await expectNoSideways(page);

    // Contacts: the footer's support section, on every page.
    await nav.getByRole('link', { name: t('header.contacts'), exact: true }).click();
    await expect(page.getByRole('heading', { name: t('footer.support') })).toBeInViewport();
    await expect(page.getByRole('contentinfo')).toContainText(
      t('footer.legalLine', {
        year: utcToday(new Date()).slice(0, 4),
        company: legal.name,
        address: legal.address,
        registration: legal.registration,
      }),
    );

    await nav.getByRole('link', { name: t('home.how.title'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${culture}/how-booking-works/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('home.how.title'));
    await expect(
      page.getByText(t('bookingModal.moneyFacts', { count: company.confirmationWorkingDays })),
    ).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: t('header.nav') }).getByRole('link', { name: t('home.how.title') }),
    ).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);
    await expectNoSideways(page);

    await page
      .getByRole('navigation', { name: t('header.nav') })
      .getByRole('link', { name: t('header.about') })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${culture}/about/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('about.title'));
    const facts = page.getByRole('region', { name: t('about.company.title') });
    await expect(facts).toContainText(legal.name);
    await expect(facts).toContainText(legal.registration);
    await expect(facts).toContainText(legal.address);
    // Counted from the founding year on the day the page was built (today, for this run's build).
    const years = yearsInBusiness(company.founded, utcToday(new Date()));
    await expect(facts).toContainText(t('about.years', { count: years, founded: company.founded }));
    const team = page.getByRole('region', { name: t('about.team.title') });
    await expect(team.getByRole('heading', { level: 3 })).toHaveText(company.team.map((member) => member.name));
    await expect(team).toContainText(t('about.role.bookingManager'));
    await expect(page.getByRole('region', { name: t('about.paid.title') })).toContainText(t('about.paid.text'));
    await expectAccessible(page);
    await expectNoSideways(page);

    await page
      .getByRole('navigation', { name: t('header.nav') })
      .getByRole('link', { name: t('header.destinations') })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${culture}/#languages-title$`));
    await expect(page.getByRole('heading', { name: t('home.languages') })).toBeInViewport();
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header navigation is plain links that work', async ({ page }) => {
    await page.goto('/ru/');
    const nav = page.getByRole('navigation', { name: 'Разделы сайта' });
    await nav.getByRole('link', { name: 'О нас' }).click();
    await expect(page).toHaveURL(/\/ru\/about\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('О нас');
    await expect(page.getByRole('contentinfo')).toContainText('Юридический адрес');
  });
});

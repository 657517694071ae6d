// Availability in the catalogue office, in Chromium on a desktop and at 360 px (issue 31): a content
// editor closes a housing for two weeks by picking their first and last day on the calendar; the
// built school page's cart, with nothing rebuilt, then refuses a stay in them in the visitor's
// words, and takes it again once the period is removed.
import { desc, eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import type { ApiEnvelope } from '#domain/catalogue/api-types.ts';
import { schoolLink } from '#domain/catalogue/school-paths.ts';
import { weekdayNumber } from '#domain/catalogue/weekday-number.ts';
import { addDays, nextWeekday, utcToday } from '#domain/dates/calendar.ts';
import { formatDate } from '#domain/dates/format-date.ts';
import type { CalculationData } from '#domain/pricing/calculation-data.ts';
import { getDictionary } from '#i18n/get-dictionary.ts';
import { translateWithDictionary } from '#i18n/translate-with-dictionary.ts';
import { schools } from '#server/db/schema.ts';
import { expect, test } from './support/test.ts';
import { cartStarted } from './support/cart-started.ts';
import { expectAccessible } from './support/expect-accessible.ts';
import { expectNoSideways } from './support/expect-no-sideways.ts';
import { addOfficeStaff, OFFICE_PASSWORD } from './support/office-staff.ts';
import type { TestSite } from './support/start-site.ts';

const t = translateWithDictionary('en', getDictionary('en'));
const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const written = (date: string) => longDate.format(new Date(`${date}T00:00:00Z`));

interface SchoolRow {
  id: number;
  name: string;
  slug: string;
  languages: string[];
  country: string;
  city: string;
}

test.describe('availability in the catalogue office', () => {
  test.describe.configure({ mode: 'serial', timeout: 150_000 });
  let site: TestSite;
  let school: SchoolRow;
  let housing: { name: string; room: number };
  let course: { option: number; startDay: number };

  test.beforeAll(async ({ site: shared }) => {
    site = shared;
    await addOfficeStaff(site, 'ava@linguatrips.test', 'content-editor', 'Ava Editor');
    // The second school from the end: the catalogue journey edits the last one, the booking journeys the first ones.
    const [row] = await site.server.db
      .select({
        id: schools.id,
        name: schools.name,
        slug: schools.slug,
        languages: schools.languages,
        country: schools.country,
        city: schools.city,
      })
      .from(schools)
      .orderBy(desc(schools.id))
      .offset(1)
      .limit(1);
    school = row!;
    const [{ doc }] = (await site.server.db
      .select({ doc: schools.doc })
      .from(schools)
      .where(eq(schools.id, school.id))) as [{ doc: (typeof schools.$inferSelect)['doc'] }];
    const firstHousing = doc.accommodations[0]!;
    housing = { name: firstHousing.name.en!, room: firstHousing.rooms[0]!.id };
    const firstCourse = doc.courses.find((item) => !item.availableOnSpecificDatesOnly)!;
    course = { option: firstCourse.courseWeeks[0]!.options[0]!.id, startDay: weekdayNumber(firstCourse.startDay) };
  });

  /** A two-week stay with the housing, some weeks from now (each screen its own), as the pricing API fills it in. */
  const stay = async (page: Page, weeksAhead: number) => {
    const start = nextWeekday(addDays(utcToday(new Date()), 7 * weeksAhead), course.startDay);
    const query = `s.id=${school.id}&culture=en&c.w=${course.option}&c.weeks=2&c.s=${start}&a.r=${housing.room}`;
    const answer = (await (
      await page.request.get(`${site.url}/api/school/calculate/?${query}`)
    ).json()) as ApiEnvelope<CalculationData>;
    if (!answer.success || !answer.data.price) throw new Error(`no price for ${query}: ${JSON.stringify(answer)}`);
    return { query: answer.data.query, housing: answer.data.cart.accommodation as { start: string; end: string } };
  };

  /** The school page with a cart in its address, its cart shown (on a phone, the price bar opens it). */
  const openCart = async (page: Page, query: string) => {
    await page.goto(`${site.url}/en/${schoolLink(school)}?${query}`);
    const small = (page.viewportSize()?.width ?? 1440) < 768;
    if (small) await page.getByRole('button', { name: new RegExp(`^${t('cart.openPanelNoPrice')}`) }).click();
    await cartStarted(page);
    return small
      ? page.getByRole('dialog', { name: t('cart.title') })
      : page.getByRole('region', { name: t('cart.title') });
  };

  test('a content editor closes a housing for two weeks, and the school page’s cart refuses them', async ({
    page,
  }, info) => {
    const { query, housing: dates } = await stay(page, info.project.name === 'phone' ? 16 : 12);
    const closed = { start: dates.start, end: addDays(dates.start, 13) };
    let cart = await openCart(page, query);
    await expect(cart.getByTestId('cart-total')).toBeVisible();

    await page.goto(`${site.url}/office/catalogue/${school.id}/availability/`);
    await page.getByLabel('E-mail address').fill('ava@linguatrips.test');
    await page.getByLabel('Password').fill(OFFICE_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Availability: ${school.name}` })).toBeVisible();
    await expectAccessible(page);
    await expectNoSideways(page);

    // On the calendar: the first closed day, then the last; the form is filled in with them.
    const section = page.getByRole('region', { name: housing.name, exact: true });
    await section.getByRole('link', { name: `Close from ${written(closed.start)}`, exact: true }).click();
    await expect(
      section.getByText(`Closing from ${written(closed.start)}: now pick the last closed day.`),
    ).toBeVisible();
    await section.getByRole('link', { name: `Close until ${written(closed.end)}`, exact: true }).click();
    const form = section.getByRole('form', { name: `Close dates of ${housing.name}` });
    await expect(form.getByLabel('First closed day')).toHaveValue(closed.start);
    await expect(form.getByLabel('Last closed day')).toHaveValue(closed.end);
    await expectAccessible(page);

    // A slip first: the end before the start is refused, naming the field, and nothing is closed.
    await form.getByLabel('Last closed day').fill(addDays(closed.start, -1));
    await form.getByRole('button', { name: 'Close these dates' }).click();
    await expect(section.getByRole('alert')).toHaveText(`End must be on or after the start (${closed.start}).`);
    await expect(form.getByLabel('Last closed day')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    await form.getByLabel('Last closed day').fill(closed.end);
    await form.getByRole('button', { name: 'Close these dates' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'The dates are closed. Prices and the school page’s cart refuse them now.',
    );
    const period = `Remove the period ${written(closed.start)} to ${written(closed.end)}`;
    await expect(section.getByRole('button', { name: period })).toBeVisible();
    await expect(
      section.getByRole('link', { name: `${written(closed.start)}, closed: go to its period`, exact: true }),
    ).toBeVisible();
    // Each month is a table named by its caption, which counts the closed days.
    const month = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${closed.start}T00:00:00Z`),
    );
    await expect(section.getByRole('table', { name: new RegExp(`^${month}: \\d+ days? closed$`) })).toBeVisible();
    await expectAccessible(page);
    await expectNoSideways(page);

    // The built page, not rebuilt: its cart asks the prices, learns of the closed weeks and refuses them.
    cart = await openCart(page, query);
    await expect(cart.getByRole('alert')).toContainText(t('validationErrors.housingFullyBooked'));
    // The housing's own notice lists the closed weeks: the page's data did not have them, the answer did.
    await expect(cart.getByText(t('cart.fullyBooked'))).toContainText(
      `${formatDate(closed.start, 'en')} – ${formatDate(closed.end, 'en')}`,
    );
    await expect(cart.getByTestId('cart-total')).toHaveCount(0);
    await expectAccessible(page);

    // Reopened: the same stay is priced again.
    await page.goto(`${site.url}/office/catalogue/${school.id}/availability/`);
    await page.getByRole('button', { name: period }).click();
    await expect(page.getByRole('status')).toHaveText('The period is removed: the dates can be booked again.');
    cart = await openCart(page, query);
    await expect(cart.getByTestId('cart-total')).toBeVisible();
  });
});

// Review moderation and the school's office page in Chromium, on a desktop and at 360 px: a
// manager approves a waiting review and it shows on the public school page at once (the static
// page was built before; the reviews island reads the live API), rejects another with a reason,
// opens the school's office page, and the spec's /ru/schoolprofile/{id}/general/ leads there.
import { asc } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { schoolLink } from '#domain/catalogue/school-paths.ts';
import { isoDay } from '#server/clock.ts';
import { schools } from '#server/db/schema.ts';
import { insertPendingReview } from '../api/support/insert-pending-review.ts';
import { expect, test } from './support/test.ts';
import { expectAccessible } from './support/expect-accessible.ts';
import { expectNoSideways } from './support/expect-no-sideways.ts';
import { addOfficeStaff, OFFICE_PASSWORD } from './support/office-staff.ts';
import type { TestSite } from './support/start-site.ts';

test.describe('review moderation and the school office page', () => {
  // axe takes seconds a page on a loaded 2-core machine, and this journey runs it five times.
  test.describe.configure({ mode: 'serial', timeout: 150_000 });
  let site: TestSite;
  let school: { id: number; name: string; path: string; slug: string };

  test.beforeAll(async ({ site: shared }) => {
    site = shared;
    await addOfficeStaff(site, 'max@linguatrips.test', 'manager', 'Max Mustermann');
    const [first] = await site.server.db
      .select({ id: schools.id, name: schools.name, slug: schools.slug, doc: schools.doc })
      .from(schools)
      .orderBy(asc(schools.id))
      .limit(1);
    school = { id: first!.id, name: first!.name, slug: first!.slug, path: `/en/${schoolLink(first!.doc)}` };
  });

  const signIn = async (page: Page, next: string) => {
    await page.goto(`${site.url}${next}`);
    await page.getByLabel('E-mail address').fill('max@linguatrips.test');
    await page.getByLabel('Password').fill(OFFICE_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${site.url}${next}`);
  };

  test('a manager approves one waiting review, which shows on the school page at once, and rejects another with a reason', async ({
    page,
  }, info) => {
    const tag = info.project.name;
    const today = isoDay(new Date());
    await insertPendingReview(site.server.db, {
      schoolId: school.id,
      authorName: `Approved Reviewer ${tag}`,
      creationDate: today,
      text: `The best four weeks of my year: small classes, kind teachers (${tag}).`,
    });
    await insertPendingReview(site.server.db, {
      schoolId: school.id,
      authorName: `Rejected Reviewer ${tag}`,
      creationDate: today,
      text: `Buy cheap watches at watches.example, the best prices online (${tag}).`,
    });

    // The school page as built: neither review is there.
    await page.goto(`${site.url}${school.path}`);
    await expect(page.getByRole('heading', { level: 1, name: school.name })).toBeVisible();

    await signIn(page, '/office/reviews/');
    await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Office' }).getByRole('link', { name: 'Schools' })).toBeVisible();
    const approved = page.getByRole('article', { name: `Review by Approved Reviewer ${tag} pending` });
    const rejected = page.getByRole('article', { name: `Review by Rejected Reviewer ${tag} pending` });
    await expect(approved).toBeVisible();
    await expect(approved.getByRole('link', { name: school.name })).toHaveAttribute(
      'href',
      `/office/schools/${school.id}/`,
    );
    await expect(approved.getByText('Stars: accommodation')).toBeVisible();
    await expect(approved.getByText('not applicable')).toBeVisible();
    await expectAccessible(page);
    await expectNoSideways(page);

    await approved.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('status')).toHaveText('The review is approved and shows on the school page now.');
    await expect(page.getByRole('article', { name: new RegExp(`Approved Reviewer ${tag}`) })).toHaveCount(0);

    // Rejecting needs a reason: the browser asks for it before anything is sent.
    await rejected.getByRole('button', { name: 'Reject' }).click();
    expect(
      await rejected
        .getByLabel('Reason for rejecting')
        .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);
    await expect(rejected).toBeVisible();
    await rejected.getByLabel('Reason for rejecting').fill('Advertising, not a stay at the school.');
    await rejected.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByRole('status')).toHaveText('The review is rejected; it will not be shown.');

    await page.getByLabel('Status').selectOption('rejected');
    await page.getByRole('button', { name: 'Show' }).click();
    const gone = page.getByRole('article', { name: `Review by Rejected Reviewer ${tag} rejected` });
    await expect(gone.getByText('Advertising, not a stay at the school.')).toBeVisible();
    await expect(gone.getByText(/UTC by Max Mustermann/)).toBeVisible();
    await expectAccessible(page);
    await expectNoSideways(page);

    // The public school page, not rebuilt: the island reads the live reviews.
    await page.goto(`${site.url}${school.path}`);
    await page.locator('#reviews').scrollIntoViewIfNeeded();
    await expect(
      page.locator('#reviews').getByRole('heading', { level: 3, name: new RegExp(`^Approved Reviewer ${tag}`) }),
    ).toBeVisible();
    await expect(page.locator('#reviews').getByText(/kind teachers/)).toBeVisible();
    await expect(
      page.locator('#reviews').getByRole('heading', { level: 3, name: new RegExp(`^Rejected Reviewer ${tag}`) }),
    ).toHaveCount(0);
  });

  test("the school's office page shows its data, bookings and reviews, and the spec's profile address leads there", async ({
    page,
    browser,
  }) => {
    await signIn(page, '/office/schools/');
    await expect(page.getByRole('heading', { level: 1, name: 'Schools' })).toBeVisible();
    await page.getByLabel('Search by name, city, country or id').fill(school.name);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('status')).toContainText('1 school');
    await expectAccessible(page);
    await expectNoSideways(page);
    await page.getByRole('link', { name: school.name }).click();

    await expect(page).toHaveURL(`${site.url}/office/schools/${school.id}/`);
    await expect(page.getByRole('heading', { level: 1, name: school.name })).toBeVisible();
    await expect(page.getByText(`content/schools/${school.slug}.json`)).toBeVisible();
    await expect(page.getByRole('link', { name: school.path })).toHaveAttribute('href', school.path);
    await expect(page.getByRole('heading', { level: 2, name: 'Courses' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Upcoming bookings' })).toBeVisible();
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(reviews.getByRole('row', { name: /Approved Reviewer/ }).first()).toContainText('approved');
    await expect(reviews.getByRole('row', { name: /Rejected Reviewer/ }).first()).toContainText('rejected');
    await expect(page.getByRole('link', { name: "Moderate this school's reviews" })).toHaveAttribute(
      'href',
      `/office/reviews/?status=all&school=${school.id}`,
    );
    await expectAccessible(page);
    await expectNoSideways(page);

    // The spec's back-office address, from any culture, whatever its query.
    await page.goto(`${site.url}/ru/schoolprofile/${school.id}/general/?validate=False`);
    await expect(page).toHaveURL(`${site.url}/office/schools/${school.id}/`);
    await expect(page.getByRole('heading', { level: 1, name: school.name })).toBeVisible();
    const unknown = await page.goto(`${site.url}/en/schoolprofile/999999/general/`);
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'No such school' })).toBeVisible();
    await expectAccessible(page);

    // Anonymous visitors meet the office's sign-in on the way.
    const anonymous = await browser.newContext();
    const visitor = await anonymous.newPage();
    await visitor.goto(`${site.url}/ru/schoolprofile/${school.id}/general/?validate=False`);
    await expect(visitor).toHaveURL(
      `${site.url}/office/sign-in/?next=${encodeURIComponent(`/office/schools/${school.id}/`)}`,
    );
    await anonymous.close();
  });
});

// Issue 30, item 1: once a booked course has ended, the server's schedule mails the visitor an
// invitation through the queue (a real SMTP server here); the review written from its link is
// verified with the booked stay, the link works once, and a review sent without one is not verified.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ReviewsPageData } from '#domain/catalogue/api-types.ts';
import { REVIEW_FORM_FIELDS as F } from '#domain/reviews/review-form-fields.ts';
import { bookings, reviewInvitations, reviews } from '#server/db/schema.ts';
import { createLogger } from '#server/observability/create-logger.ts';
import { scheduleReviewInvitations } from '#server/reviews/schedule-review-invitations.ts';
import { sendReviewInvitation, sweepReviewInvitations } from '#server/reviews/review-invitations.ts';
import type { SchoolData } from '#domain/catalogue/api-types.ts';
import type { ReceivedMail } from '../support/read-mail.ts';
import {
  MAIL_TEST_CONFIG,
  SCHOOL_ID,
  startBookingMailTest,
  type BookingMailTest,
} from './support/start-booking-mail-test.ts';
import { TEST_NOW } from './support/start-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

// The fixture stay: General English, 2 weeks from Monday 2027-03-01, its last day Friday the 12th.
const LAST_COURSE_DAY = new Date('2027-03-12T18:00:00.000Z');
const DAY_AFTER = new Date('2027-03-13T06:00:00.000Z');

function reviewForm(overrides: Record<string, string> = {}): FormData {
  const form = new FormData();
  const fields: Record<string, string> = {
    [F.name]: 'Ana Lima',
    [F.country]: 'BR',
    [F.city]: 'Recife',
    [F.start]: '2026-07-06',
    [F.end]: '2026-07-17',
    [F.schoolStars]: '5',
    [F.courseStars]: '4',
    [F.accommodationStars]: '3',
    [F.spareTimeStars]: '4',
    [F.text]: 'Two weeks of General English in Malta with a patient teacher and a kind host family.',
    [F.accommodationOption]: '0',
    [F.schoolId]: String(SCHOOL_ID),
    [F.culture]: 'pt',
    [F.honeypot]: '',
    ...overrides,
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

describe.each(testDatabases)('verified reviews on $kind', (database) => {
  let site: BookingMailTest;
  let now = TEST_NOW;
  beforeAll(async () => {
    site = await startBookingMailTest(database, { clock: () => now });
  }, 60_000);
  afterAll(() => site?.close());
  beforeEach(() => {
    now = TEST_NOW;
  });

  const deps = () => ({ db: site.api.db, clock: () => now, config: MAIL_TEST_CONFIG, mails: site.queue });
  const send = (form: FormData) =>
    site.api.app.request('/api/school/reviews', {
      method: 'POST',
      body: form,
      headers: { accept: 'application/json' },
    });
  const approveAll = () =>
    site.api.db
      .update(reviews)
      .set({ status: 'approved', approveDate: '2027-03-20' })
      .where(eq(reviews.schoolId, SCHOOL_ID));
  const reviewsPage = async (culture: string) => {
    const response = await site.api.app.request(
      `/api/school/reviews?culture=${culture}&schoolid=${SCHOOL_ID}&count=50`,
    );
    return ((await response.json()) as { data: ReviewsPageData }).data;
  };
  const waitForMail = async (wanted: (mail: ReceivedMail) => boolean) => {
    const until = Date.now() + 15_000;
    for (;;) {
      const found = site.inbox.mails.find(wanted);
      if (found) return found;
      if (Date.now() > until) throw new Error('the invitation did not arrive');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  it('mails the invitation after the course ends, once; the review from its link is verified and the link works once', async () => {
    const ana = await site.book('ana@example.com');
    const cancelled = await site.book('carl@example.com');
    await site.api.db
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: TEST_NOW, cancellationReason: 'staff' })
      .where(eq(bookings.id, cancelled.row.id));
    const german = await site.book('dora@example.com');
    await site.api.db.update(bookings).set({ culture: 'de' }).where(eq(bookings.id, german.row.id));

    // On the course's last day nothing is due.
    now = LAST_COURSE_DAY;
    expect(await sweepReviewInvitations(deps())).toBe(0);

    // The day after, the server's schedule finds both bookings that were not cancelled.
    now = DAY_AFTER;
    const schedule = scheduleReviewInvitations(deps(), { everyMs: 100, logger: createLogger({ level: 'silent' }) });
    try {
      const toAna = await waitForMail((mail) => mail.to.includes('ana@example.com'));
      const toDora = await waitForMail((mail) => mail.to.includes('dora@example.com'));
      expect(toAna.subject).toBe('How was Harbour View English School? Write your review');
      expect(toAna.text).toContain('it works for one review, for 90 days');
      expect(toDora.subject).toBe('Wie war es bei Harbour View English School? Schreiben Sie Ihre Bewertung');
      // Later ticks send nothing more.
      await new Promise((resolve) => setTimeout(resolve, 400));
    } finally {
      await schedule.stop();
    }
    expect(site.inbox.mails.filter((mail) => mail.to.includes('ana@example.com'))).toHaveLength(1);
    expect(site.inbox.mails.some((mail) => mail.to.includes('carl@example.com'))).toBe(false);
    expect(await sweepReviewInvitations(deps())).toBe(0);

    const toAna = site.inbox.mails.find((mail) => mail.to.includes('ana@example.com'))!;
    const link = new URL(/https:\/\/linguatrips\.test\/\S+/.exec(toAna.text)![0]);
    expect(link.pathname).toBe(`/en/${ana.row.summary.school.link.replace(/^\/|\/$/g, '')}/`);
    expect(link.hash).toBe('#reviews');
    const token = link.searchParams.get('invitation')!;
    expect(token).toMatch(/^[\w-]{43}$/);
    // Only the token's hash is stored, and the invitation lasts 90 days.
    const [stored] = await site.api.db
      .select()
      .from(reviewInvitations)
      .where(eq(reviewInvitations.bookingId, ana.row.id));
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(90 * 86_400_000);

    // Written from the link: stored pending like every review, with the booked stay whatever the form said.
    const written = await send(reviewForm({ [F.invitation]: token }));
    expect(await written.json()).toEqual({ success: true, data: { status: 'ok' } });
    const [review] = await site.api.db.select().from(reviews).where(eq(reviews.bookingId, ana.row.id));
    expect(review).toMatchObject({
      status: 'pending',
      start: '2027-03-01',
      end: '2027-03-12',
      verifiedWeeks: 2,
      verifiedStart: '2027-03-01',
    });

    // The same link again is refused, saying why, and nothing more is stored.
    const again = await send(reviewForm({ [F.invitation]: token, [F.name]: 'Someone Else' }));
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      success: false,
      error: {
        field: F.invitation,
        message: 'a review has already been written with this link: each booking has one review',
      },
    });
    // A made-up link is refused too.
    const unknown = await send(reviewForm({ [F.invitation]: 'x'.repeat(43) }));
    expect(unknown.status).toBe(404);

    // Without a link: possible, moderated the same way, not verified.
    const plain = await send(reviewForm({ [F.name]: 'Bruno Costa', [F.culture]: 'en' }));
    expect(plain.status).toBe(200);
    expect(
      await site.api.db
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.schoolId, SCHOOL_ID), eq(reviews.source, 'visitor'))),
    ).toHaveLength(2);
    await approveAll();

    const page = await reviewsPage('en');
    const verified = page.items.find((item) => item.authorName === 'Ana Lima')!;
    const unverified = page.items.find((item) => item.authorName === 'Bruno Costa')!;
    expect(verified.verified).toEqual({ start: '2027-03-01', weeks: 2, course: 'General English' });
    expect(verified.culture).toBe('pt');
    expect(unverified.verified).toBeNull();
  });

  it("lets staff send the invitation again (the new link replaces the old one), publish a reply under the review, and counts it in the school's summary", async () => {
    const eve = await site.book('eve@example.com');
    const staff = { id: 'staff-1', email: 'max@linguatrips.test', name: 'max', role: 'manager' as const };
    const linkIn = async (count: number) => {
      const mails = await site.mailsTo('eve@example.com', count);
      expect(mails).toHaveLength(count);
      return new URL(/https:\/\/linguatrips\.test\/\S+/.exec(mails[count - 1]!.text)![0]).searchParams.get(
        'invitation',
      )!;
    };
    site.inbox.mails.length = 0;
    expect(await sendReviewInvitation(deps(), eve.row, staff.id)).toEqual({ kind: 'sent' });
    const first = await linkIn(1);
    expect(await sendReviewInvitation(deps(), eve.row, staff.id)).toEqual({ kind: 'sent' });
    const second = await linkIn(2);
    expect(second).not.toBe(first);
    // The sweep leaves a booking staff invited alone.
    now = DAY_AFTER;
    expect(await sweepReviewInvitations(deps())).toBe(0);

    const old = await send(reviewForm({ [F.invitation]: first, [F.name]: 'Eve Adams', [F.culture]: 'en' }));
    expect(old.status).toBe(404);
    const written = await send(
      reviewForm({
        [F.invitation]: second,
        [F.name]: 'Eve Adams',
        [F.culture]: 'en',
        [F.schoolStars]: '1',
        [F.courseStars]: '1',
        [F.accommodationStars]: '1',
        [F.spareTimeStars]: '1',
      }),
    );
    expect(written.status).toBe(200);
    // Once the review is written, there is nothing left to invite.
    expect(await sendReviewInvitation(deps(), eve.row, staff.id)).toEqual({ kind: 'used' });
    await approveAll();

    const [stored] = await site.api.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(eq(reviews.bookingId, eve.row.id));
    const replied = await site.api.office.reviews.reply(
      stored!.id,
      'We are sorry, Eve: your teacher was ill that week. Please write to us.',
      { member: staff, ip: null },
    );
    expect(replied.kind).toBe('done');
    const eveReview = (await reviewsPage('en')).items.find((item) => item.authorName === 'Eve Adams')!;
    expect(eveReview.reply).toEqual({
      text: 'We are sorry, Eve: your teacher was ill that week. Please write to us.',
      date: '2026-11-22',
    });
    expect(eveReview.verified).toMatchObject({ weeks: 2 });

    // The school page's summary counts every approved review, the low one included.
    const response = await site.api.app.request(`/api/school/data?culture=en&name=${eve.row.summary.school.slug}`);
    const school = ((await response.json()) as { data: SchoolData }).data;
    const all = await site.api.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.schoolId, SCHOOL_ID), eq(reviews.status, 'approved')));
    expect(school.ratingBreakdown.count).toBe(all.length);
    expect(school.reviewsCount).toBe(all.length);
    expect(school.ratingBreakdown.distribution[1]).toBeGreaterThanOrEqual(1);
    expect(Object.values(school.ratingBreakdown.distribution).reduce((sum, n) => sum + n, 0)).toBe(all.length);
    expect(school.ratingBreakdown.ratings.accommodation).toBe(
      all.filter((row) => row.accommodationStars !== null).length,
    );
  });
});

import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope, ReviewsPageData, SchoolData } from '#domain/catalogue/api-types.ts';
import { bookings, reviews, staffAuditLog } from '#server/db/schema.ts';
import { REVIEWS_CACHE_CONTROL } from '#server/catalogue/routes/school.ts';
import { insertPendingReview } from './support/insert-pending-review.ts';
import { startStaffTestApi, type StaffTestApi } from './support/start-staff-test-api.ts';
import { TEST_NOW } from './support/start-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

type Failure = { success: false; error: { field?: string; message: string } };
interface ReviewJson {
  id: number;
  schoolId: number;
  schoolName: string;
  authorName: string;
  authorCountry: string;
  authorCity: string;
  culture: string;
  start: string;
  end: string;
  stars: { school: number; course: number; accommodation: number | null; spareTime: number | null };
  text: string;
  originalText: string | null;
  status: string;
  source: string;
  creationDate: string;
  approveDate: string | null;
  moderatedBy: string | null;
  moderatedByName: string | null;
  moderatedAt: string | null;
  rejectionReason: string | null;
}
type QueueJson = { items: ReviewJson[]; total: number; page: number; pageSize: number };

/** The Madrid school of the fixture catalogue has no reviews: anything approved there is the only one. */
const MADRID = 103;
const LONDON = 102;

describe.each(testDatabases)('review moderation in the office on $kind', (database) => {
  let api: StaffTestApi;
  let managerId: string;
  let manager: string;
  let administrator: string;
  beforeAll(async () => {
    api = await startStaffTestApi(database);
    managerId = await api.addStaff('max@linguatrips.test', 'manager');
    await api.addStaff('ada@linguatrips.test', 'administrator');
    manager = await api.signIn('max@linguatrips.test');
    administrator = await api.signIn('ada@linguatrips.test');
  });
  afterAll(() => api?.close());

  const get = async <T>(path: string, cookie = manager) => {
    const response = await fetch(`${api.baseUrl}${path}`, { headers: { cookie } });
    return { status: response.status, headers: response.headers, body: (await response.json()) as ApiEnvelope<T> };
  };
  const data = async <T>(path: string, cookie = manager) => {
    const { status, body } = await get<T>(path, cookie);
    expect(status, path).toBe(200);
    if (!body.success) throw new Error(body.error.message);
    return body.data;
  };
  const queue = (query = '') => data<QueueJson>(`/api/office/reviews${query}`);
  const pending = (fields: Partial<Parameters<typeof insertPendingReview>[1]> = {}) =>
    insertPendingReview(api.api.db, { schoolId: MADRID, ...fields });
  const auditOf = async (reviewId: number) =>
    (
      await api.api.db
        .select()
        .from(staffAuditLog)
        .where(inArray(staffAuditLog.action, ['review-approved', 'review-rejected', 'review-edited']))
        .orderBy(desc(staffAuditLog.id))
    ).filter((row) => row.detail?.['review'] === String(reviewId));

  it('lists the pending reviews oldest first, with everything a moderator needs, and filters by status and school', async () => {
    const older = await pending({ creationDate: '2026-11-01', authorName: 'Older Reviewer', accommodationStars: 4 });
    const newer = await pending({
      creationDate: '2026-11-15',
      authorName: 'Newer Reviewer',
      schoolId: LONDON,
      culture: 'de',
      text: 'Vier Wochen Englisch in London, gute Lehrer und eine freundliche Gastfamilie.',
    });
    const first = await queue();
    expect(first).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(first.items.map((review) => review.id)).toEqual([older, newer]);
    expect(first.items[0]).toEqual({
      id: older,
      schoolId: MADRID,
      schoolName: 'Escuela Sol de Madrid',
      schoolSlug: 'sol_de_madrid',
      culture: 'en',
      authorName: 'Older Reviewer',
      authorCountry: 'DE',
      authorCity: 'Hamburg',
      start: '2026-07-06',
      end: '2026-07-31',
      stars: { school: 5, course: 4, accommodation: 4, spareTime: 3 },
      text: 'Four weeks of General English with patient teachers and a lively class of twelve.',
      originalText: null,
      status: 'pending',
      source: 'visitor',
      creationDate: '2026-11-01',
      approveDate: null,
      moderatedBy: null,
      moderatedByName: null,
      moderatedAt: null,
      rejectionReason: null,
      bookingId: null,
      replyText: null,
      replyDate: null,
      authorPhotoStoragePath: null,
      photos: [],
    });
    expect((await queue(`?school=${LONDON}`)).items.map((review) => review.id)).toEqual([newer]);
    // Content reviews are approved already: they show with 'approved' and 'all', newest first.
    const approved = await queue('?status=approved&school=101');
    expect(approved.items.map((review) => [review.id, review.source])).toEqual([
      [3, 'content'],
      [2, 'content'],
      [1, 'content'],
    ]);
    expect((await queue('?status=all')).total).toBe(6);
    expect((await queue('?status=rejected')).total).toBe(0);
    const bad = await get<never>('/api/office/reviews?status=deleted');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      success: false,
      error: { field: 'status', message: 'status must be one of all, pending, approved, rejected' },
    });
    await api.api.db.delete(reviews).where(inArray(reviews.id, [older, newer]));
  });

  it('pages the queue twenty at a time without overlap', async () => {
    const ids: number[] = [];
    for (let day = 1; day <= 23; day++)
      ids.push(await pending({ creationDate: `2026-10-${String(day).padStart(2, '0')}` }));
    const one = await queue();
    const two = await queue('?page=2');
    expect(one.total).toBe(23);
    expect([...one.items, ...two.items].map((review) => review.id)).toEqual(ids);
    expect((await queue('?page=3')).items).toEqual([]);
    await api.api.db.delete(reviews).where(inArray(reviews.id, ids));
  });

  it('approves a pending review: the public reviews API and the school rating count it at once, and the audit log says who', async () => {
    const reviewsApi = `${api.baseUrl}/api/school/reviews/?culture=en&schoolid=${MADRID}`;
    const before = await fetch(reviewsApi);
    expect(before.headers.get('cache-control')).toBe(REVIEWS_CACHE_CONTROL);
    expect(((await before.json()) as { data: ReviewsPageData }).data).toEqual({ items: [], total: 0, rating: 0 });

    const id = await pending({ schoolStars: 5, courseStars: 4, accommodationStars: null, spareTimeStars: 3 });
    const response = await api.post(`/api/office/reviews/${id}/approve`, undefined, { cookie: manager });
    expect(response.status).toBe(200);
    const { data: approved } = (await response.json()) as { data: ReviewJson };
    expect(approved).toMatchObject({
      id,
      status: 'approved',
      approveDate: '2026-11-22',
      moderatedBy: managerId,
      moderatedByName: 'max',
      moderatedAt: TEST_NOW.toISOString(),
    });

    const after = await fetch(reviewsApi);
    expect(after.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30');
    const page = ((await after.json()) as { data: ReviewsPageData }).data;
    expect(page.total).toBe(1);
    expect(page.rating).toBe(4);
    expect(page.items.map((review) => [review.id, review.authorName, review.meanRating, review.approveDate])).toEqual([
      [id, 'Lena Fischer', 4, '2026-11-22'],
    ]);
    const school = (
      (await (
        await fetch(`${api.baseUrl}/api/school/data/?culture=en&name=sol_de_madrid`)
      ).json()) as ApiEnvelope<SchoolData> & { success: true }
    ).data;
    expect(school).toMatchObject({
      reviewsCount: 1,
      schoolRating: { overall: 4, school: 5, course: 4, accommodation: 0, spareTime: 3 },
      review: { id },
    });

    expect(await auditOf(id)).toMatchObject([
      {
        action: 'review-approved',
        actorId: managerId,
        at: TEST_NOW,
        detail: { review: String(id), school: String(MADRID) },
      },
    ]);
    await api.api.db.delete(reviews).where(eq(reviews.id, id));
  });

  it('rejects a pending review only with a reason, which is kept; rejected reviews never show', async () => {
    const id = await pending();
    for (const body of [undefined, {}, { reason: '   ' }]) {
      const refused = await api.post(`/api/office/reviews/${id}/reject`, body, { cookie: manager });
      expect(refused.status).toBe(400);
    }
    const refused = await api.post(`/api/office/reviews/${id}/reject`, { reason: ' ' }, { cookie: manager });
    expect(await refused.json()).toEqual({ success: false, error: { field: 'reason', message: 'reason is required' } });
    expect((await queue()).items.map((review) => review.id)).toEqual([id]);

    const response = await api.post(
      `/api/office/reviews/${id}/reject`,
      { reason: ' Advertises another school. ' },
      { cookie: administrator },
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: ReviewJson }).data).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Advertises another school.',
      approveDate: null,
      moderatedByName: 'ada',
    });
    expect((await queue()).total).toBe(0);
    expect((await queue('?status=rejected')).items.map((review) => review.id)).toEqual([id]);
    expect(
      (
        (await (await fetch(`${api.baseUrl}/api/school/reviews/?culture=en&schoolid=${MADRID}`)).json()) as {
          data: ReviewsPageData;
        }
      ).data.total,
    ).toBe(0);
    expect(await auditOf(id)).toMatchObject([
      {
        action: 'review-rejected',
        detail: { review: String(id), school: String(MADRID), reason: 'Advertises another school.' },
      },
    ]);
  });

  it('answers 409 to deciding a review that is not pending any more, and 404 to one that does not exist', async () => {
    const id = await pending();
    expect((await api.post(`/api/office/reviews/${id}/approve`, undefined, { cookie: manager })).status).toBe(200);
    for (const [action, body] of [
      ['approve', undefined],
      ['reject', { reason: 'Changed my mind.' }],
    ] as const) {
      const again = await api.post(`/api/office/reviews/${id}/${action}`, body, { cookie: manager });
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({
        success: false,
        error: { message: 'only a pending review can be approved or rejected; this one is approved already' },
      });
    }
    // A content review is approved already, too.
    expect((await api.post('/api/office/reviews/1/reject', { reason: 'Too old.' }, { cookie: manager })).status).toBe(
      409,
    );
    expect(await auditOf(id)).toHaveLength(1);
    for (const path of [
      '/api/office/reviews/999999/approve',
      '/api/office/reviews/abc/approve',
      '/api/office/reviews/0/approve',
    ]) {
      expect((await api.post(path, undefined, { cookie: manager })).status, path).toBe(404);
    }
    expect((await get<never>('/api/office/reviews/999999')).status).toBe(404);
    await api.api.db.delete(reviews).where(eq(reviews.id, id));
  });

  it('decides a review once when two moderators press at the same moment', async () => {
    const id = await pending();
    const answers = await Promise.all([
      api.post(`/api/office/reviews/${id}/approve`, undefined, { cookie: manager }),
      api.post(`/api/office/reviews/${id}/reject`, { reason: 'Spam.' }, { cookie: administrator }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await auditOf(id)).toHaveLength(1);
    await api.api.db.delete(reviews).where(eq(reviews.id, id));
  });

  it("edits a visitor review's text, keeping the visitor's words from before the first edit", async () => {
    const id = await pending({ text: 'Grate school, the teachers was very good and my english is better now.' });
    const first = await api.post(
      `/api/office/reviews/${id}/edit`,
      { text: '  Great school, the teachers were very good and my English is better now.  ' },
      { cookie: manager },
    );
    expect(first.status).toBe(200);
    expect(((await first.json()) as { data: ReviewJson }).data).toMatchObject({
      status: 'pending',
      text: 'Great school, the teachers were very good and my English is better now.',
      originalText: 'Grate school, the teachers was very good and my english is better now.',
      moderatedBy: managerId,
    });
    const second = await api.post(
      `/api/office/reviews/${id}/edit`,
      { text: 'Great school: the teachers were very good, and my English is better now.' },
      { cookie: manager },
    );
    expect(((await second.json()) as { data: ReviewJson }).data).toMatchObject({
      text: 'Great school: the teachers were very good, and my English is better now.',
      originalText: 'Grate school, the teachers was very good and my english is better now.',
    });
    expect((await auditOf(id)).map((row) => row.action)).toEqual(['review-edited', 'review-edited']);

    const short = await api.post(`/api/office/reviews/${id}/edit`, { text: 'Too short.' }, { cookie: manager });
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({
      success: false,
      error: { field: 'text', message: 'text must be at least 40 characters' },
    });
    const long = await api.post(`/api/office/reviews/${id}/edit`, { text: 'x'.repeat(5001) }, { cookie: manager });
    expect(((await long.json()) as Failure).error).toEqual({
      field: 'text',
      message: 'text must be at most 5000 characters',
    });
    expect((await api.post(`/api/office/reviews/${id}/edit`, {}, { cookie: manager })).status).toBe(400);
    await api.api.db.delete(reviews).where(eq(reviews.id, id));
  });

  it('does not edit a content review (409), whose words live in the content files', async () => {
    const response = await api.post(
      '/api/office/reviews/2/edit',
      { text: 'A new text for a review that came from the content files.' },
      { cookie: manager },
    );
    expect(response.status).toBe(409);
    expect(((await response.json()) as Failure).error.message).toBe(
      'this review comes from the content files and cannot be edited in the office; change it in content/reviews/ instead',
    );
    const [row] = await api.api.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.id, 2), eq(reviews.source, 'content')));
    expect(row).toMatchObject({ originalText: null, moderatedBy: null });
    expect(row!.text).toMatch(/^Two good weeks of General English/);
  });

  it("publishes the school's reply under a review, dated, takes it down when emptied, and refuses it under a rejected review", async () => {
    const replied = await api.post(
      '/api/office/reviews/2/reply',
      { text: '  Thank you, Marco: the evening programme is new this year.  ' },
      { cookie: manager },
    );
    expect(replied.status).toBe(200);
    expect(
      ((await replied.json()) as { data: ReviewJson & { replyText: string; replyDate: string } }).data,
    ).toMatchObject({
      replyText: 'Thank you, Marco: the evening programme is new this year.',
      replyDate: '2026-11-22',
    });
    const shown = await fetch(`${api.baseUrl}/api/school/reviews?culture=en&schoolid=101&count=50`);
    const item = ((await shown.json()) as { data: ReviewsPageData }).data.items.find((review) => review.id === 2)!;
    expect(item.reply).toEqual({
      text: 'Thank you, Marco: the evening programme is new this year.',
      date: '2026-11-22',
    });
    const taken = await api.post('/api/office/reviews/2/reply', { text: ' ' }, { cookie: manager });
    expect(((await taken.json()) as { data: { replyText: string | null } }).data.replyText).toBeNull();

    const id = await insertPendingReview(api.api.db, { schoolId: MADRID });
    expect((await api.post(`/api/office/reviews/${id}/reject`, { reason: 'Spam.' }, { cookie: manager })).status).toBe(
      200,
    );
    const refused = await api.post(`/api/office/reviews/${id}/reply`, { text: 'Hello.' }, { cookie: manager });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as Failure).error.message).toBe(
      'a rejected review is never shown, so it takes no reply',
    );
  });
});

describe.each(testDatabases)("the office's schools on $kind", (database) => {
  let api: StaffTestApi;
  let manager: string;
  beforeAll(async () => {
    api = await startStaffTestApi(database);
    await api.addStaff('max@linguatrips.test', 'manager');
    manager = await api.signIn('max@linguatrips.test');
  });
  afterAll(() => api?.close());

  const data = async <T>(path: string) => {
    const response = await fetch(`${api.baseUrl}${path}`, { headers: { cookie: manager } });
    expect(response.status, path).toBe(200);
    return ((await response.json()) as { data: T }).data;
  };
  type Directory = { id: number; slug: string; name: string; city: string; country: string }[];

  it('lists the schools by name and finds one by name, city, country or id', async () => {
    expect((await data<Directory>('/api/office/schools')).map((school) => school.name)).toEqual([
      'Escuela Sol de Madrid',
      'Harbour View English School',
      'Thames Bridge Academy',
    ]);
    expect(await data<Directory>('/api/office/schools?q=thames')).toEqual([
      {
        id: 102,
        slug: 'thames_bridge_academy',
        name: 'Thames Bridge Academy',
        city: 'london',
        country: 'united_kingdom',
      },
    ]);
    expect((await data<Directory>('/api/office/schools?q=MALTA')).map((school) => school.id)).toEqual([101]);
    expect((await data<Directory>('/api/office/schools?q=103')).map((school) => school.id)).toEqual([103]);
    expect(await data<Directory>('/api/office/schools?q=100%25')).toEqual([]);
  });

  it("shows a school's data, content file, upcoming bookings and reviews; 404 for an unknown id", async () => {
    const id = await insertPendingReview(api.api.db, { schoolId: 101, authorName: 'Pending Person' });
    const REFERENCES: Record<string, string> = {
      Later: 'LT-LATE-R234',
      Today: 'LT-TDAY-5678',
      Past: 'LT-PAST-9ABC',
      Cancelled: 'LT-CANC-DEFG',
    };
    const referenceOf = (name: string) => REFERENCES[name]!;
    const booked = async (name: string, courseStart: string, fields: Partial<typeof bookings.$inferInsert> = {}) => {
      const [row] = await api.api.db
        .insert(bookings)
        .values({
          publicId: `public-${name}`,
          reference: referenceOf(name),
          token: `token-${name}`,
          schoolId: 101,
          culture: 'en',
          name,
          email: `${name.toLowerCase()}@example.com`,
          phone: '+49 40 1234567',
          marketingAgreed: false,
          calcParams: { 'CalcParams.Course.Weeks': '3', 'CalcParams.Course.Start': courseStart },
          cartQuery: '',
          quote: {} as never,
          summary: {} as never,
          currency: 'EUR',
          total: 123456,
          deposit: 20000,
          balance: 103456,
          courseStart,
          ...fields,
        })
        .returning({ id: bookings.id });
      return row!.id;
    };
    const later = await booked('Later', '2027-01-04');
    const today = await booked('Today', '2026-11-22', { status: 'confirmed' });
    await booked('Past', '2026-11-16');
    await booked('Cancelled', '2026-12-07', {
      status: 'cancelled',
      cancelledAt: TEST_NOW,
      cancellationReason: 'staff',
    });
    const view = await data<{
      school: { id: number; name: string; currency: string; doc: { courses: unknown[] } };
      contentFile: string;
      upcomingBookings: unknown[];
      reviews: { id: number; status: string }[];
      reviewCounts: Record<string, number>;
    }>('/api/office/schools/101');
    expect(view.school).toMatchObject({ id: 101, name: 'Harbour View English School', currency: 'EUR' });
    expect(view.school.doc.courses.length).toBeGreaterThan(0);
    expect(view.contentFile).toBe('content/schools/harbour_view_english.json');
    expect(view.upcomingBookings).toEqual([
      {
        id: today,
        reference: referenceOf('Today'),
        name: 'Today',
        courseStart: '2026-11-22',
        weeks: 3,
        status: 'confirmed',
        total: 123456,
        currency: 'EUR',
      },
      {
        id: later,
        reference: referenceOf('Later'),
        name: 'Later',
        courseStart: '2027-01-04',
        weeks: 3,
        status: 'new',
        total: 123456,
        currency: 'EUR',
      },
    ]);
    expect(view.reviewCounts).toEqual({ pending: 1, approved: 3, rejected: 0 });
    expect(view.reviews.map((review) => [review.id, review.status])).toEqual([
      [id, 'pending'],
      [3, 'approved'],
      [2, 'approved'],
      [1, 'approved'],
    ]);
    const missing = await fetch(`${api.baseUrl}/api/office/schools/999`, { headers: { cookie: manager } });
    expect(missing.status).toBe(404);
    expect((await fetch(`${api.baseUrl}/api/office/schools/x`, { headers: { cookie: manager } })).status).toBe(404);
  });
});

// The office's bookings over HTTP on both databases: the list with its search, filters, order and
// paging; one booking with its history and mails; the workflow with its mails; internal notes.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { numberedBookingReference } from '#domain/booking/booking-reference.ts';
import { bookingEvents, bookings, mails } from '#server/db/schema.ts';
import { insertBookingChange } from '#server/bookings/queries/booking-change-rows.ts';
import { findSchoolById } from '#server/catalogue/queries/find-school-by-id.ts';
import { priceBookingChange } from '#server/bookings/changes/price-booking-change.ts';
import { createBookingService } from '#server/bookings/booking-service.ts';
import { bookingForm, MAIL_TEST_CONFIG, SCHOOL_ID } from './support/start-booking-mail-test.ts';
import { startStaffTestApi, type StaffTestApi } from './support/start-staff-test-api.ts';
import { TEST_NOW } from './support/start-test-api.ts';
import { testDatabases } from './support/test-databases.ts';
import { formulaCells, spreadsheetCells } from '../../src/domain/office/__tests__/spreadsheet-cells.ts';

type ListJson = {
  total: number;
  page: number;
  size: number;
  items: {
    id: number;
    reference: string;
    name: string;
    email: string;
    status: string;
    schoolName: string;
    weeks: number;
    total: number;
  }[];
};
type DetailJson = {
  id: number;
  reference: string;
  status: string;
  email: string;
  cancellationNote: string | null;
  mailQueued?: boolean;
  history: {
    kind: string;
    staffName: string | null;
    fromStatus: string | null;
    toStatus: string | null;
    text: string | null;
  }[];
  mails: { id: number; kind: string; status: string; recipient: string }[];
};

describe.each(testDatabases)('the office bookings API on $kind', (database) => {
  let api: StaffTestApi;
  let manager: string;
  const ids = { ana: 0, jonas: 0, olga: 0 };
  const references = { ana: '', jonas: '', olga: '' };

  const get = async <T>(path: string) => {
    const response = await fetch(`${api.baseUrl}${path}`, { headers: { cookie: manager } });
    return {
      status: response.status,
      body: (await response.json()) as { success: boolean; data: T; error?: { field?: string; message: string } },
      headers: response.headers,
    };
  };
  const list = async (query = '') => (await get<ListJson>(`/api/office/bookings${query}`)).body.data;

  beforeAll(async () => {
    api = await startStaffTestApi(database);
    await api.addStaff('mia@linguatrips.test', 'manager');
    manager = await api.signIn('mia@linguatrips.test');
    const service = createBookingService({
      db: api.api.db,
      clock: () => TEST_NOW,
      config: MAIL_TEST_CONFIG,
      mails: api.mailQueue,
    });
    const people = [
      ['ana', 'Ana Lima', 'ana.lima@example.com', 'pt'],
      ['jonas', 'Jonas Weber', 'jonas@example.de', 'de'],
      ['olga', 'Ольга Смирнова', 'olga_s@example.ru', 'ru'],
    ] as const;
    for (const [key, name, email, culture] of people) {
      const outcome = await service.place({ culture, schoolId: SCHOOL_ID, form: bookingForm({ name, email }) });
      if (outcome.kind !== 'booked') throw new Error(`could not book for ${name}: ${outcome.kind}`);
      const [row] = await api.api.db.select().from(bookings).where(eq(bookings.publicId, outcome.publicId));
      ids[key] = row!.id;
      references[key] = outcome.reference;
    }
  });
  afterAll(() => api?.close());

  it('lists bookings newest first, never cached, with what the list shows', async () => {
    const { body, headers } = await get<ListJson>('/api/office/bookings');
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body.data.total).toBe(3);
    expect(body.data.items.map((item) => item.name)).toEqual(['Ольга Смирнова', 'Jonas Weber', 'Ana Lima']);
    expect(body.data.items[0]).toMatchObject({
      reference: references.olga,
      status: 'new',
      schoolName: 'Harbour View English School',
      weeks: 2,
    });
  });

  it('finds a booking by its reference, in any of the ways staff type it, by part of a name and by the start of an address', async () => {
    const jonas = references.jonas;
    for (const q of [
      jonas,
      jonas.toLowerCase(),
      jonas.slice(3).replace('-', ''),
      ` ${jonas.slice(3).replace('-', ' ')} `,
    ])
      expect((await list(`?q=${encodeURIComponent(q)}`)).items.map((item) => item.name)).toEqual(['Jonas Weber']);
    expect((await list('?q=lima')).items.map((item) => item.name)).toEqual(['Ana Lima']);
    expect((await list('?q=смирн')).items.map((item) => item.name)).toEqual(['Ольга Смирнова']);
    expect((await list('?q=OLGA_S@')).items.map((item) => item.name)).toEqual(['Ольга Смирнова']);
    // LIKE's wildcards are searched for as themselves: '_' matches only an underscore.
    expect((await list('?q=olga%5Fs')).total).toBe(1);
    expect((await list('?q=ana_lima')).total).toBe(0);
  });

  it('still finds a booking made before references were random by its numbered reference', async () => {
    // What migration 0014 gave every earlier booking: 'LT-' and its number.
    const numbered = numberedBookingReference(ids.ana);
    await api.api.db.update(bookings).set({ reference: numbered }).where(eq(bookings.id, ids.ana));
    try {
      for (const q of [numbered, `lt${ids.ana}`, `LT ${ids.ana}`, String(ids.ana)])
        expect((await list(`?q=${encodeURIComponent(q)}`)).items.map((item) => item.reference)).toEqual([numbered]);
    } finally {
      await api.api.db.update(bookings).set({ reference: references.ana }).where(eq(bookings.id, ids.ana));
    }
  });

  it('filters by state, school and date ranges, sorts, and pages', async () => {
    // The database stamps the booking time: the booking day is read back rather than assumed.
    const [row] = await api.api.db
      .select({ createdAt: bookings.createdAt })
      .from(bookings)
      .where(eq(bookings.id, ids.ana));
    const day = row!.createdAt.toISOString().slice(0, 10);
    const dayBefore = new Date(row!.createdAt.getTime() - 86_400_000).toISOString().slice(0, 10);
    expect(
      (await list(`?school=${SCHOOL_ID}&startFrom=2027-03-01&startTo=2027-03-01&bookedFrom=${day}&bookedTo=${day}`))
        .total,
    ).toBe(3);
    expect((await list('?startFrom=2027-03-02')).total).toBe(0);
    expect((await list(`?bookedTo=${dayBefore}`)).total).toBe(0);
    expect((await list(`?status=new&status=confirmed`)).total).toBe(3);
    expect((await list(`?status=cancelled`)).total).toBe(0);
    expect((await list('?school=999')).total).toBe(0);
    expect((await list('?sort=name&dir=asc')).items.map((item) => item.name)).toEqual([
      'Ana Lima',
      'Jonas Weber',
      'Ольга Смирнова',
    ]);
    const first = await list('?sort=name&size=50&page=1');
    expect(first.items).toHaveLength(3);
    expect((await list('?page=2')).items).toEqual([]);
  });

  it('refuses a bad filter with 400 naming it', async () => {
    for (const [query, field] of [
      ['?status=lost', 'status'],
      ['?startFrom=2027-02-30', 'startFrom'],
      ['?startFrom=2027-04-01&startTo=2027-03-01', 'startFrom'],
      ['?size=7', 'size'],
      ['?page=0', 'page'],
      ['?sort=price', 'sort'],
      ['?school=abc', 'school'],
    ] as const) {
      const { status, body } = await get<ListJson>(`/api/office/bookings${query}`);
      expect(status, query).toBe(400);
      expect(body.error?.field, query).toBe(field);
    }
  });

  it('shows one booking with its mails, and answers 404 for a number that is no booking', async () => {
    const { status, body } = await get<DetailJson>(`/api/office/bookings/${ids.ana}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: ids.ana, email: 'ana.lima@example.com', status: 'new', history: [] });
    expect(body.data.mails.map((mail) => mail.kind)).toEqual(['booking-visitor', 'booking-agency']);
    expect((await get(`/api/office/bookings/999999`)).status).toBe(404);
    expect((await get(`/api/office/bookings/abc`)).status).toBe(404);
  });

  it('confirms a booking, records who and when, and queues the visitor a mail in their language', async () => {
    const response = await api.post(
      `/api/office/bookings/${ids.jonas}/status`,
      { to: 'confirmed', notify: true },
      { cookie: manager },
    );
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: DetailJson };
    expect(data).toMatchObject({ status: 'confirmed', mailQueued: true });
    expect(data.history).toEqual([
      expect.objectContaining({ kind: 'status', staffName: 'mia', fromStatus: 'new', toStatus: 'confirmed' }),
    ]);
    const [mail] = await api.api.db.select().from(mails).where(eq(mails.kind, 'booking-confirmed'));
    expect(mail).toMatchObject({ bookingId: ids.jonas, recipient: 'jonas@example.de', status: 'queued' });
    expect(mail!.subject).toBe(`Buchung ${references.jonas} bestätigt: Harbour View English School`);
    expect(mail!.textBody).toContain('Ihre Buchung');
    const [row] = await api.api.db.select().from(bookings).where(eq(bookings.id, ids.jonas));
    expect(row!.statusChangedAt?.toISOString()).toBe(TEST_NOW.toISOString());
  });

  it('follows the workflow only forward, and a second press of the same button changes nothing', async () => {
    const skip = await api.post(`/api/office/bookings/${ids.ana}/status`, { to: 'completed' }, { cookie: manager });
    expect(skip.status).toBe(409);
    expect(await skip.json()).toEqual({
      success: false,
      error: { field: 'to', message: 'a booking that is new cannot become completed' },
    });
    const again = await api.post(
      `/api/office/bookings/${ids.jonas}/status`,
      { to: 'confirmed', notify: true },
      { cookie: manager },
    );
    expect(again.status).toBe(409);
    expect(await api.api.db.select().from(mails).where(eq(mails.kind, 'booking-confirmed'))).toHaveLength(1);
    for (const to of ['deposit-paid', 'completed'])
      expect((await api.post(`/api/office/bookings/${ids.jonas}/status`, { to }, { cookie: manager })).status, to).toBe(
        200,
      );
    const cancelDone = await api.post(
      `/api/office/bookings/${ids.jonas}/status`,
      { to: 'cancelled', reason: 'too late' },
      { cookie: manager },
    );
    expect(cancelDone.status).toBe(409);
    // Only confirming and cancelling have a mail to send.
    const badNotify = await api.post(
      `/api/office/bookings/${ids.ana}/status`,
      { to: 'confirmed', notify: 'yes' },
      { cookie: manager },
    );
    expect(badNotify.status).toBe(400);
  });

  it('cancels only with a reason, which the visitor reads in their mail', async () => {
    const without = await api.post(
      `/api/office/bookings/${ids.olga}/status`,
      { to: 'cancelled', notify: true },
      { cookie: manager },
    );
    expect(without.status).toBe(400);
    expect(await without.json()).toEqual({
      success: false,
      error: { field: 'reason', message: 'reason is required to cancel a booking' },
    });
    const response = await api.post(
      `/api/office/bookings/${ids.olga}/status`,
      { to: 'cancelled', reason: 'The school has no place left in March.', notify: true },
      { cookie: manager },
    );
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: DetailJson };
    expect(data).toMatchObject({ status: 'cancelled', cancellationNote: 'The school has no place left in March.' });
    const [row] = await api.api.db.select().from(bookings).where(eq(bookings.id, ids.olga));
    expect(row).toMatchObject({ cancellationReason: 'staff' });
    const [mail] = await api.api.db.select().from(mails).where(eq(mails.kind, 'booking-cancelled'));
    expect(mail).toMatchObject({ recipient: 'olga_s@example.ru' });
    expect(mail!.subject.startsWith(`Бронирование ${references.olga} отменено`)).toBe(true);
    expect(mail!.textBody).toContain('Причина: The school has no place left in March.');
  });

  it('keeps internal notes in the history, signed, and refuses an empty one', async () => {
    const response = await api.post(
      `/api/office/bookings/${ids.ana}/notes`,
      { text: '  Called Ana: she wants a later start if March is full.  ' },
      { cookie: manager },
    );
    expect(response.status).toBe(201);
    const empty = await api.post(`/api/office/bookings/${ids.ana}/notes`, { text: '   ' }, { cookie: manager });
    expect(empty.status).toBe(400);
    const { body } = await get<DetailJson>(`/api/office/bookings/${ids.ana}`);
    expect(body.data.history).toEqual([
      expect.objectContaining({
        kind: 'note',
        staffName: 'mia',
        text: 'Called Ana: she wants a later start if March is full.',
      }),
    ]);
    expect((await api.post(`/api/office/bookings/999999/notes`, { text: 'lost' }, { cookie: manager })).status).toBe(
      404,
    );
    expect(await api.api.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, 999999))).toEqual([]);
  });

  it("resends one of the booking's mails as a new mail signed by the staff member, and records it", async () => {
    const { body } = await get<DetailJson>(`/api/office/bookings/${ids.ana}`);
    const visitorMail = body.data.mails.find((mail) => mail.kind === 'booking-visitor')!;
    const response = await api.post(
      `/api/office/bookings/${ids.ana}/resend-mail`,
      { mailId: visitorMail.id },
      { cookie: manager },
    );
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { mailId: number } };
    const [copy] = await api.api.db.select().from(mails).where(eq(mails.id, data.mailId));
    const [original] = await api.api.db.select().from(mails).where(eq(mails.id, visitorMail.id));
    expect(copy).toMatchObject({
      bookingId: ids.ana,
      kind: 'booking-visitor',
      recipient: 'ana.lima@example.com',
      subject: original!.subject,
      textBody: original!.textBody,
      status: 'queued',
    });
    expect(copy!.messageId).not.toBe(original!.messageId);
    expect(copy!.sentByStaffId).not.toBeNull();
    const after = await get<DetailJson>(`/api/office/bookings/${ids.ana}`);
    expect(after.body.data.history.at(-1)).toMatchObject({ kind: 'mail-resent', staffName: 'mia' });
    // Another booking's mail cannot be resent from this booking.
    expect(
      (await api.post(`/api/office/bookings/${ids.jonas}/resend-mail`, { mailId: visitorMail.id }, { cookie: manager }))
        .status,
    ).toBe(404);
    expect(
      (await api.post(`/api/office/bookings/${ids.ana}/resend-mail`, { mailId: 'x' }, { cookie: manager })).status,
    ).toBe(400);
  });

  it('exports the filtered list as CSV for a spreadsheet', async () => {
    const response = await fetch(`${api.baseUrl}/api/office/bookings/export.csv?sort=name&dir=asc`, {
      headers: { cookie: manager },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith('\uFEFFReference,Booked (UTC),Status,Name,')).toBe(true);
    const lines = text.trimEnd().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(
      new RegExp(`^${references.ana},\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2},New,Ana Lima,ana.lima@example.com,`),
    );
    expect(lines[1]).toContain(',Harbour View English School,');
    expect(lines[3]).toContain(',Cancelled,Ольга Смирнова,');
    const onlyCancelled = await fetch(`${api.baseUrl}/api/office/bookings/export.csv?status=cancelled`, {
      headers: { cookie: manager },
    });
    expect((await onlyCancelled.text()).trimEnd().split('\r\n')).toHaveLength(2);
  });
  it('exports a CSV that gives a spreadsheet no formula, whether it splits the lines on , or on ;', async () => {
    const [row] = await api.api.db
      .select({ name: bookings.name, phone: bookings.phone })
      .from(bookings)
      .where(eq(bookings.id, ids.olga));
    // What a visitor could type as a name and a phone, aimed at a spreadsheet in a ';' locale.
    await api.api.db
      .update(bookings)
      .set({ name: 'Olga;=HYPERLINK("http://evil.example","x")', phone: '1;"+2+3' })
      .where(eq(bookings.id, ids.olga));
    try {
      const response = await fetch(`${api.baseUrl}/api/office/bookings/export.csv`, { headers: { cookie: manager } });
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
      expect(text).toContain('HYPERLINK');
      for (const separator of [',', ';']) expect(formulaCells(spreadsheetCells(text, separator))).toEqual([]);
      // Read with its own separator, the name is the one typed but for the apostrophe that disarms it.
      expect(spreadsheetCells(text, ',').flat()).toContain('Olga;\'=HYPERLINK("http://evil.example","x")');
      // One separator, said in the file's type (RFC 4180: a header row) and beside the office's download link.
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
    } finally {
      await api.api.db.update(bookings).set(row!).where(eq(bookings.id, ids.olga));
    }
  });

  it("accepts a visitor's change request over the API, which applies it, and refuses a decision that is not waiting or has no word for the visitor", async () => {
    const [row] = await api.api.db.select().from(bookings).where(eq(bookings.id, ids.ana));
    const school = await findSchoolById(api.api.db, SCHOOL_ID);
    const cart = new URLSearchParams(row!.cartQuery);
    cart.set('c.weeks', '3');
    cart.delete('a.s');
    cart.delete('a.e');
    const priced = priceBookingChange(school!, row!, cart, TEST_NOW);
    if (priced.kind !== 'priced') throw new Error(`the change does not price: ${priced.kind}`);
    // As the change page stores it once the visitor's code is right.
    const change = (await insertBookingChange(api.api.db, {
      bookingId: ids.ana,
      createdAt: TEST_NOW,
      ...priced.offer,
      preview: priced.preview,
    }))!;
    const { body: before } = await get<DetailJson & { change: { id: number; status: string } }>(
      `/api/office/bookings/${ids.ana}`,
    );
    expect(before.data.change).toMatchObject({ id: change.id, status: 'pending' });
    const waiting = (await list()).items.find((item) => item.id === ids.ana);
    expect(waiting).toMatchObject({ changeRequested: true });
    // The list's filter keeps to the bookings whose change waits.
    expect((await list('?change=pending')).items.map((item) => item.id)).toEqual([ids.ana]);
    expect((await get(`/api/office/bookings?change=maybe`)).status).toBe(400);

    const noWord = await api.post(
      `/api/office/bookings/${ids.ana}/change`,
      { changeId: change.id, decision: 'refuse' },
      { cookie: manager },
    );
    expect(noWord.status).toBe(400);
    expect(((await noWord.json()) as { error: { field: string } }).error.field).toBe('note');
    const other = await api.post(
      `/api/office/bookings/${ids.ana}/change`,
      { changeId: change.id + 1000, decision: 'accept' },
      { cookie: manager },
    );
    expect(other.status).toBe(409);
    const accepted = await api.post(
      `/api/office/bookings/${ids.ana}/change`,
      { changeId: change.id, decision: 'accept' },
      { cookie: manager },
    );
    expect(accepted.status).toBe(200);
    const { data } = (await accepted.json()) as { data: DetailJson & { total: number; change: { status: string } } };
    expect(data).toMatchObject({ change: { status: 'accepted' } });
    expect(data.history.at(-1)).toMatchObject({ kind: 'change', staffName: 'mia' });
    const [applied] = await api.api.db.select().from(bookings).where(eq(bookings.id, ids.ana));
    expect(applied).toMatchObject({ total: priced.preview.total, cartQuery: priced.offer.cartQuery });
    const [mail] = await api.api.db.select().from(mails).where(eq(mails.kind, 'booking-change-accepted'));
    expect(mail).toMatchObject({ recipient: 'ana.lima@example.com' });
    expect(
      (
        await api.post(
          `/api/office/bookings/${ids.ana}/change`,
          { changeId: change.id, decision: 'accept' },
          { cookie: manager },
        )
      ).status,
    ).toBe(409);
    expect((await list()).items.find((item) => item.id === ids.ana)).toMatchObject({ changeRequested: false });
    expect((await list('?change=pending')).items).toEqual([]);
  });
});

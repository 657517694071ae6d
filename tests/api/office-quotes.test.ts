// The staff tools of the school page through the real API, on each database: the calculation
// table (its current row is the cart's price to the cent) and the calculation sent to a client,
// which arrives at a real SMTP server, priced by the server, with a link that restores the cart.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope } from '#domain/catalogue/api-types.ts';
import { parseCartQuery } from '#domain/cart/parse-cart-query.ts';
import { formatMoney } from '#domain/money/format-money.ts';
import type { CalculationData } from '#domain/pricing/calculation-data.ts';
import type { CalculationRow } from '#domain/pricing/calculation-table.ts';
import { mails, staffAuditLog } from '#server/db/schema.ts';
import { createMailer } from '#server/mail/create-mailer.ts';
import type { Mailer } from '#server/mail/mail-message.ts';
import type { CalculationTableData } from '#domain/quotes/calculation-table-data.ts';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.ts';
import { startStaffTestApi, type StaffTestApi } from './support/start-staff-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

type Failure = {
  success: false;
  error: { field: string; message: string; fields?: { field: string; message: string }[] };
};

// Fixture school 101 (Harbour View, Malta, EUR) on TEST_NOW (2026-11-22, its 20 % winter offer
// running): General English, 30 lessons, 2 weeks from Monday 2027-03-01, host family, transfer.
const CART = 'c.w=102&c.weeks=2&c.s=2027-03-01&a.r=11&a.f=1&t.id=1';
const SCHOOL_PAGE = 'http://localhost:4321/en/english/malta/st_julians/harbour_view_english/';

describe.each(testDatabases)('the staff price tools on $kind', (database) => {
  let api: StaffTestApi;
  let inbox: SmtpInbox;
  let mailer: Mailer;
  let managerId: string;
  let manager: string;
  beforeAll(async () => {
    api = await startStaffTestApi(database);
    inbox = await startSmtpInbox();
    mailer = createMailer({
      smtpUrl: inbox.url,
      from: 'LinguaTrips <bookings@linguatrips.example>',
      outboxDir: 'unused',
    });
    await api.mailQueue.work(mailer);
    managerId = await api.addStaff('mia@linguatrips.test', 'manager');
    manager = await api.signIn('mia@linguatrips.test');
  });
  afterAll(async () => {
    await api?.close();
    mailer?.close();
    await inbox?.close();
  });

  const calculate = async (query: string) => {
    const response = await fetch(`${api.baseUrl}/api/school/calculate/?${query}`);
    const body = (await response.json()) as ApiEnvelope<CalculationData>;
    if (!body.success) throw new Error(JSON.stringify(body));
    return body.data;
  };
  const table = (query: string, cookie = manager) =>
    fetch(`${api.baseUrl}/api/office/quotes/table?${query}`, { headers: { cookie } });
  const send = (body: Record<string, unknown>, cookie: string | null = manager) =>
    api.post(
      '/api/office/quotes',
      { schoolId: 101, culture: 'en', query: CART, text: '', ...body },
      cookie ? { cookie } : {},
    );

  it('tells a signed-in staff member what their role allows in /api/me, and nobody else anything', async () => {
    const me = await fetch(`${api.baseUrl}/api/me`, { headers: { cookie: manager } });
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect(await me.json()).toEqual({
      success: true,
      data: {
        id: managerId,
        email: 'mia@linguatrips.test',
        name: 'mia',
        role: 'manager',
        permissions: [
          'office.enter',
          'bookings.manage',
          'reviews.moderate',
          'quotes.send',
          'mail.manage',
          'newsletter.manage',
          'chat.answer',
        ],
      },
    });
    expect(await (await fetch(`${api.baseUrl}/api/me`)).json()).toEqual({ success: true, data: null });
  });

  it('answers 401 to both tools without a session', async () => {
    expect((await table(`s.id=101&culture=en&${CART}`, '')).status).toBe(401);
    expect((await send({ email: 'ana@example.com', name: 'Ana' }, null)).status).toBe(401);
  });

  it('prices the cart for every week count of the course; the cart’s own row is the cart’s price to the cent', async () => {
    const response = await table(`s.id=101&culture=en&${CART}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { data } = (await response.json()) as { data: CalculationTableData };
    const cart = await calculate(`s.id=101&culture=en&${CART}`);
    expect(data.query).toBe(cart.query);
    expect(data.weeks).toBe(2);
    expect(data.currency.isoCode).toBe('EUR');
    const current = data.rows.filter((row: CalculationRow) => row.current);
    expect(current.map((row) => row.weeks)).toEqual([2]);
    const price = cart.price!;
    expect(current[0]!.price).toEqual({
      course: price.course.amount.price + price.course.supplement,
      housing: price.accommodation.amount.originalTotal,
      transfer: price.transfer.price,
      fees: price.schoolFee,
      discount: price.moneyOff,
      total: price.total,
      deposit: price.deposit.value,
    });
    // Every other row is what the cart costs once its weeks are changed in the selector.
    const four = data.rows.find((row) => row.weeks === 4)!;
    const fourWeeks = await calculate(`s.id=101&culture=en&${CART.replace('c.weeks=2', 'c.weeks=4')}`);
    expect(four.price?.total).toBe(fourWeeks.price!.total);
  });

  it('refuses a table for a cart it cannot read, naming the key', async () => {
    const response = await table('s.id=101&culture=en&c.w=999999');
    expect(response.status).toBe(400);
    expect(((await response.json()) as Failure).error.field).toBe('c.w');
    expect((await table('s.id=424242&culture=en')).status).toBe(404);
  });

  it('mails the client the priced cart with a link that restores it, recorded as sent by the manager', async () => {
    const before = inbox.mails.length;
    const response = await send({
      email: ' ana.lima@example.com ',
      name: 'Ana Lima',
      text: 'As we discussed on the phone:\nthe host family is 20 minutes from the school.',
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: true; data: { message: string; mailId: number } };
    expect(body.data.message).toContain('email was sent');

    const [mail] = (await inbox.waitFor(before + 1, 15_000)).slice(before);
    const cart = await calculate(`s.id=101&culture=en&${CART}`);
    const price = cart.price!;
    const euros = (minor: number) => formatMoney(minor, 'EUR', 'en');
    expect(mail!.to).toEqual(['ana.lima@example.com']);
    expect(mail!.subject).toBe('Your price for Harbour View English School');
    expect(mail!.replyTo).toContain('bookings@linguatrips.example');
    expect(mail!.text).toContain('Dear Ana Lima,');
    expect(mail!.text).toContain('A note from mia:');
    expect(mail!.text).toContain('the host family is 20 minutes from the school.');
    expect(mail!.text).toContain(`Total: ${euros(price.total)}`);
    expect(mail!.text).toContain(`Course: ${euros(price.course.amount.price)}`);
    expect(mail!.text).toContain(`Discount: ${euros(-price.moneyOff)}`);
    expect(mail!.text).toContain(`School fees: ${euros(price.schoolFee)}`);
    expect(mail!.text).toContain(`Accommodation: ${euros(price.accommodation.amount.originalTotal)}`);
    expect(mail!.text).toContain(`Airport transfer: ${euros(price.transfer.price)}`);
    expect(mail!.text).toContain(`Deposit, paid after confirmation: ${euros(price.deposit.value)}`);
    expect(mail!.text).toMatch(
      new RegExp(`Balance, due by [\\d/]+: ${euros(price.balance).replace(/[.$€]/g, '\\$&')}`),
    );
    expect(mail!.html).toContain(euros(price.total));

    // The link opens the school page with the cart's query: the same cart, the same price.
    const link = /See this calculation on our site and book: (\S+)/.exec(mail!.text)?.[1];
    expect(link?.startsWith(`${SCHOOL_PAGE}?`)).toBe(true);
    const restored = new URL(link!).searchParams;
    expect(parseCartQuery(restored)).toEqual(parseCartQuery(new URLSearchParams(cart.query)));
    expect((await calculate(restored.toString())).price!.total).toBe(price.total);

    const [row] = await api.api.db.select().from(mails).where(eq(mails.id, body.data.mailId));
    expect(row).toMatchObject({
      kind: 'calculation-staff',
      recipient: 'ana.lima@example.com',
      sentByStaffId: managerId,
      bookingId: null,
    });
    const [audit] = await api.api.db.select().from(staffAuditLog).orderBy(desc(staffAuditLog.id)).limit(1);
    expect(audit).toMatchObject({
      action: 'calculation-sent',
      actorId: managerId,
      email: 'ana.lima@example.com',
      detail: {
        schoolId: '101',
        culture: 'en',
        mailId: String(body.data.mailId),
        total: String(price.total),
        currency: 'EUR',
      },
    });
  });

  it('writes the mail in the page’s culture', async () => {
    const before = inbox.mails.length;
    expect((await send({ culture: 'ru', email: 'olga@example.com', name: 'Ольга' })).status).toBe(200);
    const [mail] = (await inbox.waitFor(before + 1, 15_000)).slice(before);
    expect(mail!.subject).toBe('Расчёт стоимости: Harbour View English School');
    expect(mail!.text).toContain('Здравствуйте, Ольга!');
    expect(mail!.text).toContain(`${SCHOOL_PAGE.replace('/en/', '/ru/')}?s.id=101&culture=ru&`);
    expect(mail!.text).not.toContain('Комментарий от');
  });

  it('names every wrong field with 422 and sends nothing', async () => {
    const rows = async () => (await api.api.db.select().from(mails)).length;
    const count = await rows();
    const empty = await send({ email: '', name: ' ' });
    expect(empty.status).toBe(422);
    expect(await empty.json()).toEqual({
      success: false,
      error: {
        field: 'email',
        message: 'Enter the client’s e-mail address.',
        fields: [
          { field: 'email', message: 'Enter the client’s e-mail address.' },
          { field: 'name', message: 'Enter the client’s name.' },
        ],
      },
    });
    const badAddress = await send({ email: 'ana@', name: 'Ana' });
    expect(((await badAddress.json()) as Failure).error).toMatchObject({
      field: 'email',
      message: 'Enter an e-mail address such as name@example.com.',
    });
    const badCart = await send({ email: 'ana@example.com', name: 'Ana', query: 'c.w=999999' });
    expect(badCart.status).toBe(422);
    expect(((await badCart.json()) as Failure).error.field).toBe('query');
    const unbookable = await send({ email: 'ana@example.com', name: 'Ana', query: 'c.w=102&c.weeks=2&c.s=2027-03-02' });
    expect(unbookable.status).toBe(422);
    expect(((await unbookable.json()) as Failure).error.field).toBe('query');
    const noSchool = await send({ email: 'ana@example.com', name: 'Ana', schoolId: 424242 });
    expect(noSchool.status).toBe(404);
    expect(((await noSchool.json()) as Failure).error.field).toBe('schoolId');
    expect(await rows()).toBe(count);
  });
});

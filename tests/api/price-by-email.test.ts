// The visitor's price by e-mail through the real API, on each database: the priced cart arrives
// at a real SMTP server with every line, the deposit, the balance and its date, and a link that
// restores the same cart at the same total; the request is stored as a lead with its mails, and
// the agency hears of it. The staff's "send calculation to client" stores a lead the same way.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope } from '#domain/catalogue/api-types.ts';
import { parseCartQuery } from '#domain/cart/parse-cart-query.ts';
import { formatDate } from '#domain/dates/format-date.ts';
import { formatMoney } from '#domain/money/format-money.ts';
import type { CalculationData } from '#domain/pricing/calculation-data.ts';
import { leads, mails } from '#server/db/schema.ts';
import { createMailer } from '#server/mail/create-mailer.ts';
import type { Mailer } from '#server/mail/mail-message.ts';
import type { ReceivedMail } from '../support/read-mail.ts';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.ts';
import { startStaffTestApi, type StaffTestApi } from './support/start-staff-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

type Failure = {
  success: false;
  error: { field: string; message: string; fields: { field: string; message: string }[] };
};

// Fixture school 101 (Harbour View, Malta, EUR) on TEST_NOW (2026-11-22): General English,
// 30 lessons, 2 weeks from Monday 2027-03-01, host family, transfer.
const CART = 'c.w=102&c.weeks=2&c.s=2027-03-01&a.r=11&a.f=1&t.id=1';
const SCHOOL_PAGE = 'http://localhost:4321/en/english/malta/st_julians/harbour_view_english/';
const AGENCY = 'bookings@linguatrips.example';

describe.each(testDatabases)('the price by e-mail on $kind', (database) => {
  let api: StaffTestApi;
  let inbox: SmtpInbox;
  let mailer: Mailer;
  beforeAll(async () => {
    api = await startStaffTestApi(database);
    inbox = await startSmtpInbox();
    mailer = createMailer({ smtpUrl: inbox.url, from: `LinguaTrips <${AGENCY}>`, outboxDir: 'unused' });
    await api.mailQueue.work(mailer);
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
  /** The form as a browser posts it, from this site. */
  const send = (
    fields: Record<string, string>,
    query = `s.id=101&culture=en&${CART}`,
    origin: string | null = api.baseUrl,
  ) =>
    fetch(`${api.baseUrl}/api/school/SendSchoolFastCalculationEmail/?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin ? { origin } : {}) },
      body: new URLSearchParams(fields).toString(),
    });
  const counts = async () => ({
    leads: (await api.api.db.select().from(leads)).length,
    mails: (await api.api.db.select().from(mails)).length,
  });

  it('mails the visitor the priced cart with a link restoring it, tells the agency, and stores the lead', async () => {
    const before = inbox.mails.length;
    const response = await send({
      Email: ' ana.lima@example.com ',
      Name: 'Ana Lima',
      Text: 'Is the host family quiet?',
      Website: '',
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('email was sent');
    expect(JSON.parse(text)).toMatchObject({
      success: true,
      data: { message: 'The email was sent to ana.lima@example.com.', currency: 'EUR' },
    });

    const delivered = (await inbox.waitFor(before + 2, 15_000)).slice(before);
    const mail = delivered.find((m) => m.to.includes('ana.lima@example.com'))!;
    const agency = delivered.find((m) => m.to.includes(AGENCY))!;
    const cart = await calculate(`s.id=101&culture=en&${CART}`);
    const price = cart.price!;
    const euros = (minor: number) => formatMoney(minor, 'EUR', 'en');

    expect(mail.subject).toBe('Your price for Harbour View English School');
    expect(mail.replyTo).toContain(AGENCY);
    expect(mail.text).toContain('Dear Ana Lima,');
    expect(mail.text).toContain(`Course: ${euros(price.course.amount.price)}`);
    expect(mail.text).toContain(`Discount: ${euros(-price.moneyOff)}`);
    expect(mail.text).toContain(`School fees: ${euros(price.schoolFee)}`);
    expect(mail.text).toContain(`Accommodation: ${euros(price.accommodation.amount.originalTotal)}`);
    expect(mail.text).toContain(`Airport transfer: ${euros(price.transfer.price)}`);
    expect(mail.text).toContain(`Total: ${euros(price.total)}`);
    expect(mail.text).toContain(`Deposit, paid after confirmation: ${euros(price.deposit.value)}`);
    expect(price.balance).toBeGreaterThan(0);
    expect(mail.text).toContain(`Balance, due by ${formatDate(price.balanceDate!, 'en')}: ${euros(price.balance)}`);
    expect(mail.text).toContain('You asked for this price on localhost:4321 with this e-mail address.');
    // The visitor's own message is theirs: it is not repeated back as the agency's note.
    expect(mail.text).not.toContain('A note from');

    // The link opens the school page with the cart's query: the same cart, the same total.
    const link = /See this calculation on our site and book: (\S+)/.exec(mail.text)?.[1];
    expect(link?.startsWith(`${SCHOOL_PAGE}?`)).toBe(true);
    const restored = new URL(link!).searchParams;
    expect(parseCartQuery(restored)).toEqual(parseCartQuery(new URLSearchParams(cart.query)));
    expect((await calculate(restored.toString())).price!.total).toBe(price.total);

    // The agency's notice, in English: the contact, the message, the cart link and the price.
    expect(agency.subject).toBe('New lead: Harbour View English School, Ana Lima');
    expect(agency.replyTo).toContain('ana.lima@example.com');
    expect(agency.text).toContain('ana.lima@example.com');
    expect(agency.text).toContain('Ana Lima');
    expect(agency.text).toContain('Is the host family quiet?');
    expect(agency.text).toContain(link!);
    expect(agency.text).toContain(`Total: ${euros(price.total)}`);

    const [lead] = await api.api.db.select().from(leads).orderBy(desc(leads.id)).limit(1);
    expect(lead).toMatchObject({
      source: 'visitor',
      staffId: null,
      schoolId: 101,
      culture: 'en',
      email: 'ana.lima@example.com',
      name: 'Ana Lima',
      message: 'Is the host family quiet?',
      currency: 'EUR',
      total: price.total,
    });
    expect(parseCartQuery(new URLSearchParams(lead!.cartQuery))).toEqual(parseCartQuery(restored));
    expect(lead!.quote.total).toBe(price.total);
    const leadMails = await api.api.db.select().from(mails).where(eq(mails.leadId, lead!.id));
    expect(leadMails.map((row) => [row.kind, row.recipient]).sort()).toEqual([
      ['calculation-visitor', 'ana.lima@example.com'],
      ['lead-agency', AGENCY],
    ]);
  });

  it('writes the visitor’s mail in their culture, and takes JSON as well as a form', async () => {
    const before = inbox.mails.length;
    const response = await fetch(
      `${api.baseUrl}/api/school/SendSchoolFastCalculationEmail/?s.id=101&culture=ru&${CART}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: api.baseUrl },
        body: JSON.stringify({ email: 'olga@example.com', name: 'Ольга' }),
      },
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('email was sent');
    const mail = (await inbox.waitFor(before + 2, 15_000))
      .slice(before)
      .find((m) => m.to.includes('olga@example.com'))!;
    expect(mail.subject).toBe('Расчёт стоимости: Harbour View English School');
    expect(mail.text).toContain('Здравствуйте, Ольга!');
    expect(mail.text).toContain(`${SCHOOL_PAGE.replace('/en/', '/ru/')}?s.id=101&culture=ru&`);
  });

  it('answers a filled-in honeypot as a success, and stores and sends nothing', async () => {
    const before = await counts();
    const response = await send({ Email: 'bot@example.com', Name: 'Bot', Text: 'buy', Website: 'http://spam.example' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('email was sent');
    expect(await counts()).toEqual(before);
  });

  it('names every wrong field with 4xx and stores nothing', async () => {
    const before = await counts();
    const empty = await send({ Email: '', Name: ' ' });
    expect(empty.status).toBe(422);
    expect(((await empty.json()) as Failure).error).toEqual({
      field: 'Email',
      message: 'Enter your e-mail address.',
      fields: [
        { field: 'Email', message: 'Enter your e-mail address.' },
        { field: 'Name', message: 'Enter your name.' },
      ],
    });
    const badAddress = await send({ Email: 'ana@', Name: 'Ana' });
    expect(((await badAddress.json()) as Failure).error).toMatchObject({
      field: 'Email',
      message: 'Enter an e-mail address such as name@example.com.',
    });
    const longText = await send({ Email: 'ana@example.com', Name: 'Ana', Text: 'x'.repeat(2001) });
    expect(longText.status).toBe(422);
    expect(((await longText.json()) as Failure).error.field).toBe('Text');
    const noSchool = await send({ Email: 'ana@example.com', Name: 'Ana' }, `culture=en&${CART}`);
    expect(noSchool.status).toBe(400);
    expect(((await noSchool.json()) as Failure).error.field).toBe('s.id');
    const unknownSchool = await send({ Email: 'ana@example.com', Name: 'Ana' }, `s.id=424242&culture=en&${CART}`);
    expect(unknownSchool.status).toBe(404);
    expect(((await unknownSchool.json()) as Failure).error.field).toBe('s.id');
    const badKey = await send({ Email: 'ana@example.com', Name: 'Ana' }, 's.id=101&culture=en&c.w=abc');
    expect(badKey.status).toBe(400);
    expect(((await badKey.json()) as Failure).error.field).toBe('c.w');
    const unbookable = await send(
      { Email: 'ana@example.com', Name: 'Ana' },
      's.id=101&culture=en&c.w=102&c.weeks=2&c.s=2027-03-02',
    );
    expect(unbookable.status).toBe(422);
    expect(((await unbookable.json()) as Failure).error.field).toBe('query');
    expect(await counts()).toEqual(before);
  });

  it('refuses a post from another site', async () => {
    const before = await counts();
    const response = await send({ Email: 'ana@example.com', Name: 'Ana' }, undefined, 'https://evil.example');
    expect(response.status).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('answers the form as HTML: the priced cart and the fields posting it with the cart’s query', async () => {
    const response = await fetch(`${api.baseUrl}/api/school/LoadClientFastCalculation/?s.id=101&culture=en&${CART}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    const price = (await calculate(`s.id=101&culture=en&${CART}`)).price!;
    expect(html).toContain(formatMoney(price.total, 'EUR', 'en'));
    expect(html).toMatch(
      /<form method="post" action="\/api\/school\/SendSchoolFastCalculationEmail\/\?s\.id=101&amp;culture=en&amp;c\.w=102/,
    );
    for (const name of ['Email', 'Name', 'Text']) expect(html).toContain(`name="${name}"`);
    const russian = await (
      await fetch(`${api.baseUrl}/api/school/LoadClientFastCalculation/?s.id=101&culture=ru&${CART}`)
    ).text();
    expect(russian).toContain('Расчёт стоимости на e-mail');
    expect(
      (await fetch(`${api.baseUrl}/api/school/LoadClientFastCalculation/?s.id=424242&culture=en&${CART}`)).status,
    ).toBe(404);
  });

  it('stores the staff’s "send calculation to client" as a lead of that staff member, mailing only the client', async () => {
    const managerId = await api.addStaff('mia@linguatrips.test', 'manager');
    const manager = await api.signIn('mia@linguatrips.test');
    const response = await api.post(
      '/api/office/quotes',
      { schoolId: 101, culture: 'en', query: CART, email: 'joao@example.com', name: 'João', text: 'As discussed.' },
      { cookie: manager },
    );
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { mailId: number; message: string } };
    expect(data.message).toContain('email was sent');
    const [lead] = await api.api.db.select().from(leads).orderBy(desc(leads.id)).limit(1);
    expect(lead).toMatchObject({
      source: 'staff',
      staffId: managerId,
      email: 'joao@example.com',
      name: 'João',
      message: 'As discussed.',
      schoolId: 101,
    });
    const leadMails = await api.api.db.select().from(mails).where(eq(mails.leadId, lead!.id));
    expect(leadMails.map((row) => ({ id: row.id, kind: row.kind, sentByStaffId: row.sentByStaffId }))).toEqual([
      { id: data.mailId, kind: 'calculation-staff', sentByStaffId: managerId },
    ]);
  });

  it('lists the leads for staff at /api/office/leads, newest first, searched by address, with their mails', async () => {
    const manager = await api.signIn('mia@linguatrips.test');
    expect((await fetch(`${api.baseUrl}/api/office/leads`)).status).toBe(401);
    const response = await fetch(`${api.baseUrl}/api/office/leads`, { headers: { cookie: manager } });
    expect(response.status).toBe(200);
    type Listed = {
      id: number;
      source: string;
      staffName: string | null;
      email: string;
      schoolName: string;
      cartUrl: string;
      total: number;
      currency: string;
      mails: { kind: string; status: string }[];
    };
    const { data } = (await response.json()) as { data: { total: number; leads: Listed[] } };
    expect(data.total).toBe(3);
    expect(data.leads.map((lead) => [lead.email, lead.source, lead.staffName])).toEqual([
      ['joao@example.com', 'staff', 'mia'],
      ['olga@example.com', 'visitor', null],
      ['ana.lima@example.com', 'visitor', null],
    ]);
    const ana = data.leads[2]!;
    expect(ana.schoolName).toBe('Harbour View English School');
    expect(ana.cartUrl.startsWith(`${SCHOOL_PAGE}?s.id=101&culture=en&`)).toBe(true);
    expect(ana.mails.map((mail) => mail.kind).sort()).toEqual(['calculation-visitor', 'lead-agency']);
    const searched = (await (
      await fetch(`${api.baseUrl}/api/office/leads?q=OLGA`, { headers: { cookie: manager } })
    ).json()) as { data: { total: number; leads: Listed[] } };
    expect(searched.data.leads.map((lead) => lead.email)).toEqual(['olga@example.com']);
  });

  it('mails the recipient nothing an outsider wrote but their name, shortened; the message goes to the agency alone', async () => {
    const before = inbox.mails.length;
    const pitch = 'Cheap watches, best prices, reply now to claim your prize';
    const longName = `Ana ${'Maria '.repeat(40)}Lima`.slice(0, 200);
    const response = await send({ Email: 'victim@example.com', Name: longName, Text: pitch });
    expect(response.status).toBe(200);
    const ours = (m: ReceivedMail) => inbox.mails.indexOf(m) >= before;
    const mail = await inbox.waitForMail(
      (m) => ours(m) && m.to.includes('victim@example.com') && m.text.includes('Dear Ana Maria'),
      15_000,
    );
    const agency = await inbox.waitForMail((m) => ours(m) && m.to.includes(AGENCY) && m.text.includes(pitch), 15_000);
    expect(mail.text).not.toContain('Cheap watches');
    expect(mail.html).not.toContain('Cheap watches');
    // The greeting carries a short form of the name, never all 200 characters.
    const greeting = /^Dear (.*),$/m.exec(mail.text)?.[1] ?? '';
    expect(greeting.startsWith('Ana Maria')).toBe(true);
    expect(greeting.length).toBeLessThanOrEqual(41);
    expect(mail.text).not.toContain(longName);
    expect(agency.text).toContain(pitch);
    expect(agency.text).toContain(longName);
  });

  it('refuses a name holding a link or an address, naming the field in the visitor’s language, and sends nothing', async () => {
    const before = await counts();
    for (const name of ['Win at http://spam.example', 'Visit cheap-pills.com', 'www.spam.example']) {
      const response = await send({ Email: 'victim@example.com', Name: name }, `s.id=101&culture=ru&${CART}`);
      expect(response.status).toBe(422);
      expect(((await response.json()) as Failure).error).toMatchObject({
        field: 'Name',
        message: 'Укажите имя без ссылок и адресов сайтов.',
      });
    }
    const english = await send({ Email: 'victim@example.com', Name: 'Visit cheap-pills.com' });
    expect(((await english.json()) as Failure).error).toMatchObject({
      field: 'Name',
      message: 'Enter a name without links or web addresses.',
    });
    expect(await counts()).toEqual(before);
  });
});

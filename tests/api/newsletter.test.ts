// Issue 10, point 5: newsletter consent done right. The API, its queue and a real SMTP server on
// each database: double opt-in through the durable queue, one answer whatever the address's past,
// the consent's time and culture, and the one-click unsubscribe of every newsletter-type mail.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiEnvelope } from '#domain/catalogue/api-types.ts';
import { getDictionary } from '#i18n/get-dictionary.ts';
import { loadConfig } from '#server/config/env.ts';
import { mails, newsletterSubscriptions } from '#server/db/schema.ts';
import { createLogger } from '#server/observability/create-logger.ts';
import { createMailQueue, type MailQueue } from '#server/mail/create-mail-queue.ts';
import { createMailer } from '#server/mail/create-mailer.ts';
import type { Mailer } from '#server/mail/mail-message.ts';
import { createNewsletterService, type NewsletterService } from '#server/newsletter/newsletter-service.ts';
import type { NewsletterAnswer } from '#server/newsletter/subscribe-to-newsletter.ts';
import { startApi, type StartedApi } from '#server/start-server.ts';
import type { ReceivedMail } from '../support/read-mail.ts';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.ts';
import { FIXTURE_CONTENT_DIR } from './support/fixture-content.ts';
import { serveApp, type ServedApp } from './support/serve-app.ts';
import { TEST_NOW } from './support/start-test-api.ts';
import { testDatabases, type TestDatabaseHandle } from './support/test-databases.ts';

type Failure = { success: false; error: { field?: string; message: string } };

const CONFIG = loadConfig({ ENVIRONMENT_NAME: 'test', BASE_ADDRESS: 'https://linguatrips.test' });
const QUICK = { pollSeconds: 0.5, retryDelaySeconds: 1, maxRetryDelaySeconds: 2, superviseSeconds: 2 };
const CHECK_INBOX = (culture: 'ru' | 'en' | 'de' | 'fr') => ({
  success: true,
  data: { status: 'ok', message: getDictionary(culture)['newsletter.checkInbox'] },
});
// The links a confirmation mail carries, by what they do.
const linkIn = (mail: ReceivedMail, kind: 'confirm' | 'unsubscribe') =>
  new RegExp(`https://linguatrips\\.test/([a-z]{2})/newsletter/${kind}/([A-Za-z0-9_-]{43})/`).exec(mail.text);

describe.each(testDatabases)('the newsletter on $kind', (database) => {
  let handle: TestDatabaseHandle;
  let api: StartedApi;
  let served: ServedApp;
  let inbox: SmtpInbox;
  let mailer: Mailer;
  let queue: MailQueue;
  let links: NewsletterService;

  beforeAll(async () => {
    handle = await database.create();
    inbox = await startSmtpInbox();
    mailer = createMailer({ smtpUrl: inbox.url, from: CONFIG.mailFrom, outboxDir: 'unused' });
    api = await startApi({
      databaseUrl: handle.databaseUrl,
      dataDir: handle.dataDir,
      contentDir: FIXTURE_CONTENT_DIR,
      config: CONFIG,
      clock: () => TEST_NOW,
    });
    queue = await createMailQueue({
      db: api.db,
      kind: api.kind,
      queueDb: api.queueDb,
      from: CONFIG.mailFrom,
      retryLimit: 2,
      clock: () => TEST_NOW,
      logger: createLogger({ level: 'silent' }),
      timings: QUICK,
    });
    await queue.work(mailer);
    // As the server does once its queue runs.
    api.mails.current = queue;
    served = await serveApp(api.app);
    links = createNewsletterService({ db: api.db, clock: () => TEST_NOW });
  });
  afterAll(async () => {
    await served?.close();
    await queue?.stop();
    mailer?.close();
    await api?.close();
    await inbox?.close();
    await handle?.drop();
  });
  beforeEach(() => {
    inbox.mails.length = 0;
  });

  const subscribe = async <T = ApiEnvelope<NewsletterAnswer>>(query: string) => {
    const response = await fetch(`${served.baseUrl}/api/services/subscribetonewsletter/?${query}`, { method: 'POST' });
    return { status: response.status, body: (await response.json()) as T };
  };
  const row = async (email: string) =>
    (await api.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0];
  const mailsTo = (email: string) => api.db.select().from(mails).where(eq(mails.recipient, email));
  // Waits for the mails to `email` and gives the newest.
  const confirmationTo = async (email: string, count = 1) => {
    const until = Date.now() + 15_000;
    while (inbox.mails.filter((mail) => mail.to.includes(email)).length < count) {
      if (Date.now() > until) throw new Error(`no confirmation mail to ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return inbox.mails.filter((mail) => mail.to.includes(email)).at(-1)!;
  };
  // Nothing more will be mailed once the queue is empty and idle.
  const quiet = () => queue.idle();

  it('stores a pending request that does not count, and mails a confirmation link through the queue', async () => {
    const { status, body } = await subscribe('email=%20Anna%40Example.com&culture=ru');
    expect(status).toBe(200);
    expect(body).toEqual(CHECK_INBOX('ru'));
    expect(body).toEqual({
      success: true,
      data: {
        status: 'ok',
        message: 'Почти готово: мы отправили вам письмо. Откройте ссылку в нём, чтобы подтвердить подписку.',
      },
    });
    expect(await row('anna@example.com')).toMatchObject({
      email: 'anna@example.com',
      culture: 'ru',
      status: 'pending',
      consentedAt: null,
      consentCulture: null,
    });

    const mail = await confirmationTo('anna@example.com');
    expect(mail.subject).toBe('Подтвердите подписку на рассылку LinguaTrips');
    // Who asked, when and where, in the reader's language.
    expect(mail.text).toContain(
      'Адрес anna@example.com был указан в форме подписки на рассылку на сайте linguatrips.test (22 ноября 2026 г. в 10:00 UTC).',
    );
    const confirm = linkIn(mail, 'confirm');
    const unsubscribe = linkIn(mail, 'unsubscribe');
    expect(confirm?.[1]).toBe('ru');
    expect(confirm?.[2]).toBe((await row('anna@example.com'))!.confirmToken);
    expect(unsubscribe?.[2]).toBe((await row('anna@example.com'))!.unsubscribeToken);
    expect(confirm![2]).not.toBe(unsubscribe![2]);
    const [queued] = await mailsTo('anna@example.com');
    expect(queued).toMatchObject({ kind: 'newsletter-confirmation', bookingId: null });
    expect(queued!.messageId).toBe(mail.messageId);
  });

  it('puts an unsubscribe link and the one-click List-Unsubscribe headers in the confirmation mail', async () => {
    await subscribe('email=ben%40example.com&culture=en');
    const mail = await confirmationTo('ben@example.com');
    const unsubscribe = linkIn(mail, 'unsubscribe')![0];
    expect(mail.text).toContain(`Unsubscribe: ${unsubscribe}`);
    expect(mail.html).toContain(`<a href="${unsubscribe}">Unsubscribe</a>`);
    expect(mail.headers['list-unsubscribe']).toBe(`<${unsubscribe}>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('records the consent, with its time and the culture of the page, only when the link is followed', async () => {
    await subscribe('email=clara%40example.com&culture=fr');
    const token = linkIn(await confirmationTo('clara@example.com'), 'confirm')![2]!;
    expect(await links.find('confirm', token)).toEqual({ email: 'c***@example.com', status: 'pending' });
    // Reading the link's page (find) changed nothing; the button does.
    expect((await row('clara@example.com'))!.status).toBe('pending');
    expect(await links.confirm(token, 'fr')).toBe(true);
    expect(await row('clara@example.com')).toMatchObject({
      status: 'confirmed',
      consentedAt: TEST_NOW,
      consentCulture: 'fr',
      culture: 'fr',
    });
    // A second click keeps the first consent.
    expect(await links.confirm(token, 'de')).toBe(true);
    expect(await row('clara@example.com')).toMatchObject({
      status: 'confirmed',
      consentedAt: TEST_NOW,
      consentCulture: 'fr',
    });
    expect(await links.confirm('x'.repeat(43), 'fr')).toBe(false);
    expect(await links.confirm('../../etc', 'fr')).toBe(false);
  });

  it('answers the same whether the address is new, pending, confirmed or unsubscribed', async () => {
    const first = await subscribe('email=dora%40example.com&culture=de');
    const confirm = linkIn(await confirmationTo('dora@example.com'), 'confirm')![2]!;
    const pending = await subscribe('email=DORA%40example.com&culture=de');
    // Still pending: the confirmation comes again, with the same link.
    expect(linkIn(await confirmationTo('dora@example.com', 2), 'confirm')![2]).toBe(confirm);
    await links.confirm(confirm, 'de');
    const confirmed = await subscribe('email=dora%40example.com&culture=de');
    for (const answer of [first, pending, confirmed]) expect(answer).toEqual({ status: 200, body: CHECK_INBOX('de') });
    // A confirmed subscriber is not mailed again, nor changed.
    await quiet();
    expect(inbox.mails.filter((mail) => mail.to.includes('dora@example.com'))).toHaveLength(2);
    expect(await row('dora@example.com')).toMatchObject({ status: 'confirmed', consentedAt: TEST_NOW });
  });

  it('unsubscribes in one click, withdraws the confirmation link, and asks for a new consent to come back', async () => {
    await subscribe('email=eve%40example.com&culture=en');
    const mail = await confirmationTo('eve@example.com');
    const confirm = linkIn(mail, 'confirm')![2]!;
    const unsubscribe = linkIn(mail, 'unsubscribe')![2]!;
    await links.confirm(confirm, 'en');
    expect(await links.unsubscribe(unsubscribe)).toBe(true);
    expect(await row('eve@example.com')).toMatchObject({
      status: 'unsubscribed',
      unsubscribedAt: TEST_NOW,
      confirmToken: null,
    });
    expect(await links.unsubscribe(unsubscribe)).toBe(true);
    // The old confirmation mail cannot subscribe the address again.
    expect(await links.confirm(confirm, 'en')).toBe(false);
    expect((await row('eve@example.com'))!.status).toBe('unsubscribed');

    expect(await subscribe('email=eve%40example.com&culture=en')).toEqual({ status: 200, body: CHECK_INBOX('en') });
    const again = await confirmationTo('eve@example.com', 2);
    expect(await row('eve@example.com')).toMatchObject({ status: 'pending' });
    const newConfirm = linkIn(again, 'confirm')![2]!;
    expect(newConfirm).not.toBe(confirm);
    // The unsubscribe link stays the same, so older mails keep working.
    expect(linkIn(again, 'unsubscribe')![2]).toBe(unsubscribe);
    expect(await links.confirm(newConfirm, 'en')).toBe(true);
  });

  it('lets the owner of the address refuse before confirming: the pending request is dropped', async () => {
    await subscribe('email=fred%40example.com&culture=en');
    const mail = await confirmationTo('fred@example.com');
    expect(await links.unsubscribe(linkIn(mail, 'unsubscribe')![2]!)).toBe(true);
    expect(await links.confirm(linkIn(mail, 'confirm')![2]!, 'en')).toBe(false);
    expect(await row('fred@example.com')).toMatchObject({ status: 'unsubscribed', consentedAt: null });
  });

  it('stores one row when the same address subscribes many times at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => subscribe('email=gina%40example.com&culture=fr')),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(
      await api.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, 'gina@example.com')),
    ).toHaveLength(1);
    // Each request mailed the one link.
    const queued = await mailsTo('gina@example.com');
    expect(new Set(queued.map((mail) => linkIn({ text: mail.textBody } as ReceivedMail, 'confirm')![2])).size).toBe(1);
  });

  it('answers 400 naming a bad e-mail address or culture, and stores nothing', async () => {
    expect(await subscribe<Failure>('email=not-an-address&culture=en')).toEqual({
      status: 400,
      body: { success: false, error: { field: 'email', message: 'email must be an e-mail address' } },
    });
    expect((await subscribe<Failure>('culture=en')).body.error).toEqual({
      field: 'email',
      message: 'email is required',
    });
    expect((await subscribe<Failure>('email=hana%40example.com')).body.error).toEqual({
      field: 'culture',
      message: 'culture is required',
    });
    expect((await subscribe<Failure>(`email=${'h'.repeat(250)}%40example.com&culture=en`)).body.error.field).toBe(
      'email',
    );
    expect(await row('hana@example.com')).toBeUndefined();
  });

  it('does not subscribe on GET', async () => {
    const { status } = await served.get('/api/services/subscribetonewsletter/?email=ivan%40example.com&culture=en');
    expect(status).toBe(404);
    expect(await row('ivan@example.com')).toBeUndefined();
  });

  it('answers 503 and stores nothing when this server cannot queue mail', async () => {
    api.mails.current = undefined;
    try {
      const response = await fetch(
        `${served.baseUrl}/api/services/subscribetonewsletter/?email=jan%40example.com&culture=en`,
        { method: 'POST' },
      );
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await row('jan@example.com')).toBeUndefined();
    } finally {
      api.mails.current = queue;
    }
  });

  it('refuses to queue a newsletter-type mail without its unsubscribe headers', async () => {
    const bare = {
      bookingId: null,
      kind: 'newsletter-letter',
      name: 'letter',
      to: 'kim@example.com',
      subject: 'News',
      text: 'x',
      html: '<p>x</p>',
    };
    await expect(api.db.transaction((tx) => queue.enqueue(tx, [bare]))).rejects.toThrow(/List-Unsubscribe/);
    expect(await mailsTo('kim@example.com')).toEqual([]);
  });
});

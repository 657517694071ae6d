// Issue 35, point 4: "E-mail me my shortlist". The API, its queue and a real SMTP server on each
// database: a double opt-in as the newsletter's, the comparison mailed only after the owner
// confirms, once, linking back to the same comparison; nothing a visitor types but the address
// reaches the recipient; limited per mailbox like the other mail forms.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiEnvelope } from '#domain/catalogue/api-types.ts';
import type { CalculationData } from '#domain/pricing/calculation-data.ts';
import { formatMoney } from '#domain/money/format-money.ts';
import { getDictionary } from '#i18n/get-dictionary.ts';
import { createApp } from '#server/app.ts';
import { loadConfig } from '#server/config/env.ts';
import { createHttpHandler } from '#server/create-http-handler.ts';
import { mails, shortlistMails } from '#server/db/schema.ts';
import { createStaticFiles } from '#server/http/static-files.ts';
import { createLogger } from '#server/observability/create-logger.ts';
import { createMailQueue, type MailQueue } from '#server/mail/create-mail-queue.ts';
import { createMailer } from '#server/mail/create-mailer.ts';
import type { Mailer } from '#server/mail/mail-message.ts';
import { createRateLimits } from '#server/rate-limit/create-rate-limits.ts';
import { createShortlistMailService, type ShortlistMailService } from '#server/shortlist/shortlist-mail-service.ts';
import { startApi, type StartedApi } from '#server/start-server.ts';
import type { ReceivedMail } from '../support/read-mail.ts';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.ts';
import { FIXTURE_CONTENT_DIR } from './support/fixture-content.ts';
import { serveApp, serveListener, type ServedApp } from './support/serve-app.ts';
import { TEST_NOW } from './support/start-test-api.ts';
import { testDatabases, type TestDatabaseHandle } from './support/test-databases.ts';

type Failure = { success: false; error: { field?: string; message: string } };

const CONFIG = loadConfig({ ENVIRONMENT_NAME: 'test', BASE_ADDRESS: 'https://linguatrips.test' });
const QUICK = { pollSeconds: 0.5, retryDelaySeconds: 1, maxRetryDelaySeconds: 2, superviseSeconds: 2 };
// As the server writes a comparison's query: the default 4 weeks left out.
const COMPARISON = 's=101,103&month=2027-03&housing=residence';
const confirmLink = (mail: ReceivedMail) =>
  /https:\/\/linguatrips\.test\/([a-z]{2})\/shortlist\/confirm\/([A-Za-z0-9_-]{43})\//.exec(mail.text);

describe.each(testDatabases)('the shortlist mail on $kind', (database) => {
  let handle: TestDatabaseHandle;
  let api: StartedApi;
  let served: ServedApp;
  let inbox: SmtpInbox;
  let mailer: Mailer;
  let queue: MailQueue;
  let links: ShortlistMailService;

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
    api.mails.current = queue;
    served = await serveApp(api.app);
    links = createShortlistMailService({
      db: api.db,
      clock: () => TEST_NOW,
      pricing: api.pricing,
      config: CONFIG,
      mails: api.mails,
    });
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

  const ask = async <T = ApiEnvelope<{ status: string; message: string }>>(query: string) => {
    const response = await fetch(`${served.baseUrl}/api/shortlist/mail/?${query}`, { method: 'POST' });
    return { status: response.status, body: (await response.json()) as T };
  };
  const mailsTo = async (email: string, count: number) => {
    const until = Date.now() + 15_000;
    while (inbox.mails.filter((mail) => mail.to.includes(email)).length < count) {
      if (Date.now() > until) throw new Error(`no mail to ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return inbox.mails.filter((mail) => mail.to.includes(email));
  };

  it('mails the comparison only after the opt-in, once, with the totals and the link back to it', async () => {
    const { status, body } = await ask(`email=%20Vera%40Example.com&culture=ru&${COMPARISON}`);
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      data: { status: 'ok', message: getDictionary('ru')['shortlistMail.checkInbox'] },
    });
    const [confirmation] = await mailsTo('vera@example.com', 1);
    expect(confirmation!.subject).toBe(getDictionary('ru')['mail.shortlist.confirmSubject']);
    const link = confirmLink(confirmation!);
    expect(link?.[1]).toBe('ru');
    // Before the owner confirms, nothing but the confirmation: the comparison is not even queued.
    await queue.idle();
    expect(inbox.mails.filter((mail) => mail.to.includes('vera@example.com'))).toHaveLength(1);
    const queued = await api.db.select().from(mails).where(eq(mails.recipient, 'vera@example.com'));
    expect(queued.map((mail) => mail.kind)).toEqual(['shortlist-confirmation']);

    // Opening the link changes nothing; its button confirms.
    expect(await links.find(link![2]!)).toEqual({ email: 'v***@example.com', status: 'pending' });
    expect(await links.confirm(link![2]!, 'ru')).toBe(true);
    const [, comparison] = await mailsTo('vera@example.com', 2);
    expect(comparison!.subject).toBe(getDictionary('ru')['mail.shortlist.subject']);
    expect(comparison!.text).toContain(`https://linguatrips.test/ru/compare/?${COMPARISON}`);
    // Each school with its total, the one the pricing API gives for the same stay, and its page with that stay.
    const answer = await fetch(`${served.baseUrl}/api/compare/?culture=ru&${COMPARISON}`).then(
      (response) =>
        response.json() as Promise<{ data: { columns: { name: string; href: string; query: string | null }[] } }>,
    );
    const madrid = answer.data.columns.find((column) => column.query?.includes('s.id=103'))!;
    const priced = (await fetch(`${served.baseUrl}/api/school/calculate/?${madrid.query}`).then((r) =>
      r.json(),
    )) as ApiEnvelope<CalculationData>;
    if (!priced.success) throw new Error('no price');
    expect(comparison!.text).toContain(formatMoney(priced.data.price!.total, 'EUR', 'ru'));
    expect(comparison!.text).toContain(`https://linguatrips.test/ru/${madrid.href}`);
    // Harbour View has no residence: said so, never priced with another housing.
    expect(comparison!.text).toContain(getDictionary('ru')['compare.problem.noHousing']);

    // A second click sends nothing more.
    expect(await links.confirm(link![2]!, 'ru')).toBe(true);
    await queue.idle();
    expect(inbox.mails.filter((mail) => mail.to.includes('vera@example.com'))).toHaveLength(2);
    const [row] = await api.db.select().from(shortlistMails).where(eq(shortlistMails.email, 'vera@example.com'));
    expect(row).toMatchObject({ status: 'sent', compareQuery: COMPARISON, culture: 'ru' });
  });

  it('stores and mails nothing but the address and the comparison the server reads', async () => {
    // Unknown keys and text in the comparison's keys go nowhere: the query is rewritten from what was read.
    const { status } = await ask(
      `email=max%40example.com&culture=en&s=101&weeks=4&note=${encodeURIComponent('Visit evil.example')}&name=Evil`,
    );
    expect(status).toBe(200);
    const [confirmation] = await mailsTo('max@example.com', 1);
    expect(confirmation!.text).not.toContain('evil');
    expect(confirmation!.text).not.toContain('Evil');
    const [row] = await api.db.select().from(shortlistMails).where(eq(shortlistMails.email, 'max@example.com'));
    expect(row!.compareQuery).toBe('s=101');
  });

  it('refuses a bad address, a wrong school and more than four, naming the field, and queues nothing', async () => {
    for (const [query, field] of [
      [`email=not-an-address&culture=en&s=101`, 'email'],
      [`email=a%40example.com&culture=en&s=101,999`, 's'],
      [`email=a%40example.com&culture=en&s=1,2,3,4,5`, 's'],
      [`email=a%40example.com&culture=en&s=101&housing=tent`, 'housing'],
      [`email=a%40example.com&culture=xx&s=101`, 'culture'],
    ] as const) {
      const { status, body } = await ask<Failure>(query);
      expect(status, query).toBe(400);
      expect(body.error.field, query).toBe(field);
    }
    expect(await api.db.select().from(shortlistMails).where(eq(shortlistMails.email, 'a@example.com'))).toEqual([]);
  });

  it('takes an unknown or malformed link as nothing to confirm', async () => {
    expect(await links.find('A'.repeat(43))).toBeNull();
    expect(await links.confirm('A'.repeat(43), 'en')).toBe(false);
    expect(await links.confirm('../../etc', 'en')).toBe(false);
  });

  it('is limited per mailbox and per IP like the other mail forms', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'shortlist-limits-'));
    const config = loadConfig({
      ENVIRONMENT_NAME: 'test',
      BASE_ADDRESS: 'https://linguatrips.test',
      RATE_LIMIT_NEWSLETTER_PER_EMAIL: '2/1h',
      RATE_LIMIT_NEWSLETTER_PER_IP: '10/15m',
      TRUST_PROXY: '1',
    });
    const limits = await createRateLimits({ settings: config.rateLimits });
    const app = createApp({
      db: api.db,
      config,
      pricing: api.pricing,
      clock: () => TEST_NOW,
      limits,
      mails: api.mails,
    });
    const limited = await serveListener(createHttpHandler({ api: app, staticFiles: createStaticFiles(folder) }));
    try {
      const post = (email: string) =>
        fetch(`${limited.baseUrl}/api/shortlist/mail/?email=${encodeURIComponent(email)}&culture=en&s=101`, {
          method: 'POST',
          headers: { origin: limited.baseUrl, 'x-forwarded-for': '198.51.100.9' },
        });
      expect((await post('lena@gmail.com')).status).toBe(200);
      expect((await post('Lena+trip@gmail.com')).status).toBe(200);
      // The same mailbox however it is spelt (mailboxKey): over its limit.
      const third = await post('l.e.n.a@googlemail.com');
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

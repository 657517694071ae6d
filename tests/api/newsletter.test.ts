import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope } from '../../src/domain/catalogue/api-types.ts';
import { newsletterSubscriptions } from '../../src/server/db/schema.ts';
import type { NewsletterAnswer } from '../../src/server/services/subscribe-to-newsletter.ts';
import { startTestApi, type TestApi } from './support/start-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

type Failure = { success: false; error: { field?: string; message: string } };

describe.each(testDatabases)('newsletter API on $kind', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(database);
  });
  afterAll(() => api?.close());

  const subscribe = async <T = ApiEnvelope<NewsletterAnswer>>(query: string) => {
    const response = await fetch(`${api.baseUrl}/api/services/subscribetonewsletter/?${query}`, { method: 'POST' });
    return { status: response.status, body: (await response.json()) as T };
  };
  const rows = (email: string) => api.api.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));

  it('stores a subscription and answers ok with a message in the culture', async () => {
    const { status, body } = await subscribe('email=anna%40example.com&culture=ru');
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: { status: 'ok', message: 'Спасибо! Вы подписались на рассылку.', alreadySubscribed: false } });
    const stored = await rows('anna@example.com');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ email: 'anna@example.com', culture: 'ru' });
  });

  it('keeps one subscription per address: subscribing again, in any case, is no error and adds nothing', async () => {
    await subscribe('email=ben%40example.com&culture=en');
    const again = await subscribe('email=%20Ben%40Example.COM%20&culture=de');
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ success: true, data: { status: 'ok', message: 'Diese Adresse ist bereits angemeldet. Danke!', alreadySubscribed: true } });
    const stored = await rows('ben@example.com');
    expect(stored).toHaveLength(1);
    expect(stored[0]!.culture).toBe('en');
  });

  it('stores one row when the same address subscribes many times at once', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => subscribe('email=clara%40example.com&culture=fr')));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.filter((answer) => answer.body.success && !answer.body.data.alreadySubscribed)).toHaveLength(1);
    expect(await rows('clara@example.com')).toHaveLength(1);
  });

  it('answers 400 naming a bad e-mail address or culture, and stores nothing', async () => {
    expect(await subscribe<Failure>('email=not-an-address&culture=en')).toEqual({
      status: 400,
      body: { success: false, error: { field: 'email', message: 'email must be an e-mail address' } },
    });
    expect((await subscribe<Failure>('culture=en')).body.error).toEqual({ field: 'email', message: 'email is required' });
    expect((await subscribe<Failure>('email=dora%40example.com')).body.error).toEqual({ field: 'culture', message: 'culture is required' });
    expect((await subscribe<Failure>(`email=${'d'.repeat(250)}%40example.com&culture=en`)).body.error.field).toBe('email');
    expect(await rows('dora@example.com')).toEqual([]);
  });

  it('does not subscribe on GET', async () => {
    const { status } = await api.get('/api/services/subscribetonewsletter/?email=eve%40example.com&culture=en');
    expect(status).toBe(404);
    expect(await rows('eve@example.com')).toEqual([]);
  });
});

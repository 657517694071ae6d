// Issue 32, item 8: every page passes the W3C Nu HTML Checker (vnu) with no errors — every page of
// the build, read from dist/client, and every kind of page the server renders on demand (deposit
// page, booking page, its change page, the shortlist mail's confirmation, the office sign-in, the
// error pages), fetched from the built site served here. Needs Java 17 or later (README, Tests); one JVM per test.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { startSite, type TestSite } from './support/start-site.ts';
import { describeHtmlErrors, validateHtml } from './support/validate-html.ts';
import { addOfficeStaff, cookieOf, OFFICE_PASSWORD } from './support/office-staff.ts';

const client = resolve('dist/client');

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? htmlFiles(join(dir, entry.name))
      : entry.name.endsWith('.html')
        ? [join(dir, entry.name)]
        : [],
  );

test('every page of the build passes the HTML checker with no errors', async () => {
  // A few hundred pages in one JVM: well under a minute on an idle machine, longer beside the build.
  test.setTimeout(300_000);
  expect(htmlFiles(client).length).toBeGreaterThan(100);
  const errors = await validateHtml([client]);
  expect(errors, describeHtmlErrors(errors, client)).toEqual([]);
});

// content/schools: Harbour English Academy (1) refunds the prepayment on a visa refusal, which the
// ru pages say; its course 112 is bookable for any number of weeks.
const HARBOUR = 1;

/** A Monday about half a year away: always a bookable course start. */
function farMonday(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 180);
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

const hiddenFields = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value(?:="([^"]*)")?/g)].map((m) => [m[1]!, m[2] ?? '']),
  );

test.describe('the pages rendered on demand', () => {
  let site: TestSite;
  let dir: string;
  test.beforeAll(async () => {
    site = await startSite();
    dir = mkdtempSync(join(tmpdir(), 'linguatrips-valid-html-'));
  });
  test.afterAll(async () => {
    await site?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('every kind of page the server renders passes the HTML checker with no errors', async () => {
    test.setTimeout(120_000);
    const pages = new Map<string, string>();
    /** Fetches a page, checks its status and keeps its HTML under `name` for the checker. */
    const keep = async (name: string, path: string, status: number, init: RequestInit = {}) => {
      const response = await fetch(`${site.url}${path}`, { redirect: 'manual', ...init });
      expect(response.status, `${init.method ?? 'GET'} ${path}`).toBe(status);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      const html = await response.text();
      pages.set(name, html);
      return html;
    };
    const post = (fields: Record<string, string>): RequestInit => ({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site.url },
      body: new URLSearchParams(fields),
    });

    const query = `c.w=112&c.weeks=6&c.s=${farMonday()}`;
    const deposit = `/ru/buy/deposit/${HARBOUR}/`;
    const form = await keep('deposit-ru', `${deposit}?${query}`, 200);
    await keep('deposit-en', `/en/buy/deposit/${HARBOUR}/?${query}`, 200);
    // The form again with its field errors.
    await keep(
      'deposit-errors',
      deposit,
      422,
      post({ ...hiddenFields(form), name: '', email: 'not an address', phonePrefix: '+7', phone: '1' }),
    );

    const booked = await fetch(`${site.url}${deposit}`, {
      ...post({
        ...hiddenFields(form),
        name: 'Анна Лима',
        email: 'anna.valid@example.com',
        phonePrefix: '+7',
        phone: '912 345 67 89',
        PrivacyAgreed: 'true',
      }),
      redirect: 'manual',
    });
    expect(booked.status).toBe(303);
    const booking = new URL(booked.headers.get('location')!, site.url).pathname;
    await keep('booking', booking, 200);
    await keep('booking-change', `${booking}change/`, 200);
    await keep(
      'booking-change-preview',
      `${booking}change/?c.w=112&c.weeks=8&c.s=${farMonday()}`,
      200,
      post({ action: 'preview' }),
    );

    // The shortlist mail's confirmation link (issue 35), before and after its button.
    const asked = await fetch(
      `${site.url}/api/shortlist/mail/?email=vera.valid%40example.com&culture=ru&s=${HARBOUR}&housing=residence`,
      { method: 'POST', headers: { origin: site.url } },
    );
    expect(asked.status).toBe(200);
    await expect
      .poll(() => site.inbox.mails.some((mail) => mail.to.includes('vera.valid@example.com')), { timeout: 20_000 })
      .toBe(true);
    const confirmation = site.inbox.mails.find((mail) => mail.to.includes('vera.valid@example.com'))!;
    const confirm = new URL(/https?:\/\/\S+\/shortlist\/confirm\/[\w-]+\//.exec(confirmation.text)![0]).pathname;
    await keep('shortlist-confirm', confirm, 200);
    await keep('shortlist-confirmed', confirm, 200, post({}));

    await keep('office-sign-in', '/office/sign-in/', 200);

    // The chat (issue 36): the page a mailed link opens, the office's inbox and a conversation.
    const opened = await fetch(`${site.url}/api/chat/conversations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.url },
      body: JSON.stringify({
        culture: 'ru',
        name: 'Анна',
        email: 'anna.chat.valid@example.com',
        privacyAgreed: true,
        text: 'Можно начать во вторник? <b>www.example.com</b>',
      }),
    });
    const { token, conversationId } = ((await opened.json()) as { data: { token: string; conversationId: number } })
      .data;
    await keep('chat-page', `/ru/chat/${token}/`, 200);
    await keep('chat-not-found', `/ru/chat/${conversationId}.${'A'.repeat(43)}/`, 404);
    await addOfficeStaff(site, 'valid.chat@linguatrips.test', 'manager');
    const signedIn = await fetch(`${site.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.url },
      body: JSON.stringify({ email: 'valid.chat@linguatrips.test', password: OFFICE_PASSWORD }),
    });
    const cookie = cookieOf(signedIn);
    await keep('office-chat', '/office/chat/', 200, { headers: { cookie } });
    await keep('office-chat-conversation', `/office/chat/${conversationId}/`, 200, { headers: { cookie } });
    // The catalogue office (issue 31): the list, a school, and a school file with wrong fields.
    await addOfficeStaff(site, 'valid.catalogue@linguatrips.test', 'content-editor');
    const editorCookie = cookieOf(
      await fetch(`${site.url}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: site.url },
        body: JSON.stringify({ email: 'valid.catalogue@linguatrips.test', password: OFFICE_PASSWORD }),
      }),
    );
    const asEditor = { headers: { cookie: editorCookie } };
    await keep('office-catalogue', '/office/catalogue/', 200, asEditor);
    await keep('office-catalogue-school', `/office/catalogue/${HARBOUR}/`, 200, asEditor);
    const wrongFile = post({ action: 'save', file: '{ "id": 1 }' });
    await keep('office-catalogue-invalid', `/office/catalogue/${HARBOUR}/`, 422, {
      ...wrongFile,
      headers: { ...(wrongFile.headers as Record<string, string>), cookie: editorCookie },
    });
    // The school's forms (issue 31): a part, the price lists with their copy form, and a part with wrong fields.
    await keep('office-catalogue-form', `/office/catalogue/${HARBOUR}/edit/courses/`, 200, asEditor);
    await keep('office-catalogue-form-price-lists', `/office/catalogue/${HARBOUR}/edit/price-lists/`, 200, asEditor);
    const wrongForm = post({ 'courses.length': '1', 'courses.0.minWeeks': '-2', 'courses.0.name.en': 'Only' });
    await keep('office-catalogue-form-invalid', `/office/catalogue/${HARBOUR}/edit/courses/`, 422, {
      ...wrongForm,
      headers: { ...(wrongForm.headers as Record<string, string>), cookie: editorCookie },
    });
    // Its translations: the catalogue's counts, a school's texts in one culture, and a wrong field.
    await keep('office-catalogue-translations', '/office/catalogue/translations/', 200, asEditor);
    await keep(
      'office-catalogue-school-translations',
      `/office/catalogue/${HARBOUR}/translations/?culture=de&show=all`,
      200,
      asEditor,
    );
    const wrongText = post({
      action: 'save',
      field: '/courses/0/name',
      culture: 'de',
      show: 'all',
      text: 'x'.repeat(100_001),
    });
    await keep('office-catalogue-translation-invalid', `/office/catalogue/${HARBOUR}/translations/`, 422, {
      ...wrongText,
      headers: { ...(wrongText.headers as Record<string, string>), cookie: editorCookie },
    });
    await keep(
      'office-catalogue-seo-translations',
      '/office/catalogue/seo/translations/?culture=fr&show=all',
      200,
      asEditor,
    );
    const partialPage = post({
      action: 'save',
      page: '/overrides/english~1malta',
      culture: 'fr',
      show: 'all',
      title: '',
    });
    await keep('office-catalogue-seo-translation-invalid', '/office/catalogue/seo/translations/', 422, {
      ...partialPage,
      headers: { ...(partialPage.headers as Record<string, string>), cookie: editorCookie },
    });
    // The school's photos page (issue 31), and a wrong upload named beside its field.
    await keep('office-catalogue-photos', `/office/catalogue/${HARBOUR}/photos/`, 200, asEditor);
    const wrongPhoto = new FormData();
    for (const [key, value] of Object.entries({ action: 'upload', list: 'gallery', 'alt.en': 'Not a photo' }))
      wrongPhoto.set(key, value);
    wrongPhoto.set('photo', new Blob(['just text'], { type: 'image/jpeg' }), 'text.jpg');
    await keep('office-catalogue-photos-invalid', `/office/catalogue/${HARBOUR}/photos/`, 400, {
      method: 'POST',
      headers: { origin: site.url, cookie: editorCookie },
      body: wrongPhoto,
    });
    // Availability (issue 31): the calendars with a first day picked, and a period refused.
    await keep(
      'office-catalogue-availability',
      `/office/catalogue/${HARBOUR}/availability/?housing=1&start=${farMonday()}`,
      200,
      asEditor,
    );
    const wrongPeriod = post({ action: 'add', housing: '1', start: '2027-03-20', end: '2027-03-07' });
    await keep('office-catalogue-availability-invalid', `/office/catalogue/${HARBOUR}/availability/`, 422, {
      ...wrongPeriod,
      headers: { ...(wrongPeriod.headers as Record<string, string>), cookie: editorCookie },
    });
    await keep('not-found', '/en/no-such-page/', 404);
    await keep('not-found-bare', '/404', 404);
    await keep('booking-not-found', '/en/booking/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/', 404);
    await keep('internal-error', '/500', 500);

    const files = [...pages].map(([name, html]) => {
      const file = join(dir, `${name}.html`);
      writeFileSync(file, html);
      return file;
    });
    const errors = await validateHtml(files);
    expect(errors, describeHtmlErrors(errors, `${dir}/`)).toEqual([]);
  });
});

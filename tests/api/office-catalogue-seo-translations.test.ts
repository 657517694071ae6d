// The SEO texts' translations through the API (issue 31): which page texts a culture lacks,
// writing a page's texts (checked as the loader checks an SEO file), "English changed since"
// after the English changes, cleared by a new translation or by confirming it, and the seed
// leaving the SEO texts alone once the office has changed them.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '#server/catalogue/content/load-content.ts';
import { seedCatalogue } from '#server/catalogue/seed-catalogue.ts';
import { copyFixtureContent } from './support/fixture-content.ts';
import { startStaffTestApi, type StaffTestApi } from './support/start-staff-test-api.ts';
import { testDatabases } from './support/test-databases.ts';
import { readAnswer, sendToCatalogue } from './support/office-catalogue-requests.ts';

const MALTA = '/overrides/english~1malta';

interface Failure {
  success: false;
  error: { field?: string; message: string };
  errors?: { field: string; message: string }[];
}
interface Field {
  pointer: string;
  path: string;
  english: string;
  text: string | null;
  state: 'missing' | 'englishChanged' | 'current';
  writtenAgainst: string | null;
}
interface SeoAnswer {
  culture: string;
  pages: { page: string; path: string; fields: Field[] }[];
  counts: Record<string, { fields: number; missing: number; englishChanged: number }>;
}

describe.each(testDatabases)('the SEO translations API on $kind', (database) => {
  let api: StaffTestApi;
  let editor: string;
  let manager: string;

  beforeAll(async () => {
    api = await startStaffTestApi(database);
    await api.addStaff('seo@linguatrips.test', 'content-editor');
    await api.addStaff('manager@linguatrips.test', 'manager');
    editor = await api.signIn('seo@linguatrips.test');
    manager = await api.signIn('manager@linguatrips.test');
  });
  afterAll(() => api?.close());

  const send = (method: string, path: string, body?: unknown, cookie = editor) =>
    sendToCatalogue(api, cookie, method, `/seo${path}`, body);
  const read = readAnswer;
  const seo = (culture: string, show = 'all') =>
    send('GET', `/translations?culture=${culture}&show=${show}`).then((response) => read<SeoAnswer>(response));
  const field = async (culture: string, pointer: string) =>
    (await seo(culture)).pages.flatMap((page) => page.fields).find((item) => item.pointer === pointer)!;

  it('keeps the SEO texts to content editors and administrators: a manager is refused', async () => {
    expect((await send('GET', '/translations?culture=de', undefined, manager)).status).toBe(403);
    const body = { page: MALTA, culture: 'de', title: 'Englisch auf Malta' };
    expect((await send('POST', '/translations', body, manager)).status).toBe(403);
    expect(
      (await send('POST', '/translations/confirm', { field: `${MALTA}/title`, culture: 'de' }, manager)).status,
    ).toBe(403);
  });

  it('lists the page texts a culture lacks beside the English, page by page', async () => {
    const german = await seo('de', 'todo');
    expect(german.pages.map((page) => [page.path, page.fields.map((item) => item.path)])).toEqual([
      ['home', ['home.title', 'home.header', 'home.text']],
      [
        'overrides.english/malta',
        ['overrides.english/malta.title', 'overrides.english/malta.header', 'overrides.english/malta.text'],
      ],
    ]);
    expect(german.pages[1]!.fields[1]).toMatchObject({
      english: 'Learn English in Malta',
      text: null,
      state: 'missing',
    });
    expect(german.counts.de).toEqual({ fields: 16, missing: 6, englishChanged: 0 });
    expect(german.counts.ru).toEqual({ fields: 16, missing: 4, englishChanged: 0 });
  });

  it('writes a page in German only when it is whole, naming each missing part', async () => {
    const partial = await read<Failure>(
      await send('POST', '/translations', { page: MALTA, culture: 'de', text: 'Malta ist klein.' }),
      400,
    );
    expect(partial.errors!.map((issue) => issue.field)).toEqual([
      'overrides.english/malta.title',
      'overrides.english/malta.header',
    ]);
    const nowhere = await read<Failure>(
      await send('POST', '/translations', { page: '/overrides/nowhere', culture: 'de', title: 'x' }),
      400,
    );
    expect(nowhere.error).toMatchObject({ field: 'page' });

    const saved = await read<{ saved: boolean }>(
      await send('POST', '/translations', {
        page: MALTA,
        culture: 'de',
        title: 'Englischkurse auf Malta',
        header: 'Englisch lernen auf Malta',
        text: 'Malta ist klein und sonnig.',
      }),
    );
    expect(saved).toEqual({ saved: true });
    expect(await field('de', `${MALTA}/header`)).toMatchObject({ text: 'Englisch lernen auf Malta', state: 'current' });
    expect((await seo('de')).counts.de).toEqual({ fields: 16, missing: 3, englishChanged: 0 });
  });

  it('marks translations "English changed since" when the English changes, until updated or confirmed', async () => {
    await read(await send('POST', '/translations', { page: MALTA, culture: 'en', header: 'Learn English on Malta' }));
    expect(await field('de', `${MALTA}/header`)).toMatchObject({
      state: 'englishChanged',
      english: 'Learn English on Malta',
      writtenAgainst: 'Learn English in Malta',
    });
    // The seeded Russian was written against the English beside it.
    expect(await field('ru', `${MALTA}/header`)).toMatchObject({ state: 'englishChanged' });
    expect((await field('ru', `${MALTA}/title`)).state).toBe('current');

    expect(
      await read(await send('POST', '/translations/confirm', { field: `${MALTA}/header`, culture: 'ru' })),
    ).toEqual({
      confirmed: true,
    });
    expect((await field('ru', `${MALTA}/header`)).state).toBe('current');
    expect((await send('POST', '/translations/confirm', { field: `${MALTA}/header`, culture: 'ru' })).status).toBe(409);

    await read(
      await send('POST', '/translations', {
        page: MALTA,
        culture: 'de',
        header: 'Englisch lernen auf der Insel Malta',
      }),
    );
    expect((await field('de', `${MALTA}/header`)).state).toBe('current');
  });

  it('keeps the office SEO texts when changed content is seeded again', async () => {
    const content = copyFixtureContent();
    try {
      const path = join(content.dir, 'seo', 'en.json');
      const english = JSON.parse(readFileSync(path, 'utf8')) as { home: { title: string } };
      writeFileSync(path, JSON.stringify({ ...english, home: { ...english.home, title: 'Courses abroad' } }, null, 2));
      expect((await seedCatalogue(api.api.db, loadContent(content.dir))).changed).toBe(true);
    } finally {
      content.remove();
    }
    expect(await field('en', `${MALTA}/header`).catch(() => null)).toBeNull();
    expect(await field('de', `${MALTA}/header`)).toMatchObject({
      english: 'Learn English on Malta',
      text: 'Englisch lernen auf der Insel Malta',
    });
    expect((await field('de', '/home/title')).english).toBe('Language courses abroad');
  });
});

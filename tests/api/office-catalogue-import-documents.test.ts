// Importing site-wide documents through the office API (issue 31): one document file on its own
// (a country's holidays, the places, one culture's SEO texts), named as the person gives it,
// checked fully with every error named by file and field before anything changes; and an
// imported SEO file marks the translations under a changed English "English changed since" as
// a save in the office does.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_CONTENT_DIR } from './support/fixture-content.ts';
import { startStaffTestApi, type StaffTestApi } from './support/start-staff-test-api.ts';
import { testDatabases } from './support/test-databases.ts';
import { readAnswer, sendToCatalogue } from './support/office-catalogue-requests.ts';

const MALTA = '/overrides/english~1malta';
const fixture = (file: string) => readFileSync(join(FIXTURE_CONTENT_DIR, file), 'utf8');
const asFile = (doc: unknown) => `${JSON.stringify(doc, null, 2)}\n`;

interface Failure {
  success: false;
  error: { field?: string; message: string };
  errors: { file: string; field: string; message: string }[];
}
interface Imported {
  files: unknown[];
  documents: { file: string; key: string; outcome: string }[];
  catalogueVersion: number | null;
}
interface Field {
  pointer: string;
  english: string;
  state: 'missing' | 'englishChanged' | 'current';
  writtenAgainst: string | null;
}

describe.each(testDatabases)('importing catalogue documents through the API on $kind', (database) => {
  let api: StaffTestApi;
  let editor: string;

  beforeAll(async () => {
    api = await startStaffTestApi(database);
    await api.addStaff('importer@linguatrips.test', 'content-editor');
    editor = await api.signIn('importer@linguatrips.test');
  });
  afterAll(() => api?.close());

  const send = (method: string, path: string, body?: unknown) => sendToCatalogue(api, editor, method, path, body);
  const importFiles = (files: { file: string; source: string }[]) => send('POST', '/import', { files });
  const malta = () =>
    send('GET', '/holidays/malta').then((response) =>
      readAnswer<{ doc: { country: string; holidays: Record<string, Record<string, string>> } }>(response),
    );
  const seoField = async (culture: string, pointer: string) =>
    (
      await readAnswer<{ pages: { fields: Field[] }[] }>(
        await send('GET', `/seo/translations?culture=${culture}&show=all`),
      )
    ).pages
      .flatMap((page) => page.fields)
      .find((item) => item.pointer === pointer)!;

  it('imports one holidays file named by its path, as the import script names a file given alone', async () => {
    const doc = JSON.parse(fixture('holidays/malta.json')) as { holidays: Record<string, Record<string, string>> };
    const christmas = doc.holidays['christmas_day']!;
    const changed = { ...doc, holidays: { ...doc.holidays, christmas_day: { ...christmas, en: 'Christmas' } } };
    const imported = await readAnswer<Imported>(
      await importFiles([{ file: '/home/editor/content/holidays/malta.json', source: asFile(changed) }]),
    );
    expect(imported.files).toEqual([]);
    expect(imported.documents).toEqual([
      { file: '/home/editor/content/holidays/malta.json', key: 'holidays/malta', outcome: 'changed' },
    ]);
    expect(imported.catalogueVersion).not.toBeNull();
    expect((await malta()).doc.holidays['christmas_day']!.en).toBe('Christmas');
  });

  it('checks a document imported alone fully: every error named by file and field, nothing changed', async () => {
    const before = await malta();
    const places = JSON.parse(fixture('places.json')) as { cities: { country: string }[] };
    const broken = await readAnswer<Failure>(
      await importFiles([
        {
          file: 'holidays/malta.json',
          source: asFile({ country: 'malta', holidays: { Bad_Key: { en: 'Bad' }, new_day: { en: '' } } }),
        },
        { file: 'content/places.json', source: asFile({ ...places, cities: [{ ...places.cities[0], country: 'x' }] }) },
        { file: 'seo/de.json', source: '{ "language": ' },
        { file: 'holidays/Malta.json', source: '{}' },
        { file: 'seo/xx.json', source: '{}' },
      ]),
      400,
    );
    const named = broken.errors.map((issue) => `${issue.file}: ${issue.field}`);
    expect(named).toEqual(
      expect.arrayContaining([
        'holidays/malta.json: holidays.Bad_Key',
        'holidays/malta.json: holidays.new_day.en',
        'content/places.json: cities.0.country',
        'seo/de.json: ',
        'holidays/Malta.json: ',
        'seo/xx.json: ',
      ]),
    );
    expect(broken.errors.find((issue) => issue.file === 'seo/xx.json')!.message).toContain('seo/<culture>.json');
    expect(broken.errors.find((issue) => issue.file === 'holidays/Malta.json')!.message).toContain(
      "named by its country's slug",
    );
    expect(await malta()).toEqual(before);
  });

  it('imports one SEO file alone, and marks the translations whose English it changed, as the form does', async () => {
    const english = JSON.parse(fixture('seo/en.json')) as {
      overrides: Record<string, Record<string, string>>;
    };
    expect((await seoField('ru', `${MALTA}/header`)).state).toBe('current');
    const changed = {
      ...english,
      overrides: { 'english/malta': { ...english.overrides['english/malta'], header: 'Learn English on Malta' } },
    };
    const done = await readAnswer<Imported>(await importFiles([{ file: 'seo/en.json', source: asFile(changed) }]));
    expect(done.documents).toEqual([{ file: 'seo/en.json', key: 'seo/en', outcome: 'changed' }]);
    expect(await seoField('ru', `${MALTA}/header`)).toMatchObject({
      state: 'englishChanged',
      english: 'Learn English on Malta',
      writtenAgainst: 'Learn English in Malta',
    });
    expect((await seoField('ru', `${MALTA}/title`)).state).toBe('current');

    // A Russian file imported with a new text for it: written against the English of now.
    const russian = JSON.parse(fixture('seo/ru.json')) as { overrides: Record<string, Record<string, string>> };
    const russianChanged = {
      ...russian,
      overrides: { 'english/malta': { ...russian.overrides['english/malta'], header: 'Английский на Мальте' } },
    };
    await readAnswer<Imported>(
      await importFiles([{ file: '/tmp/export/seo/ru.json', source: asFile(russianChanged) }]),
    );
    expect((await seoField('ru', `${MALTA}/header`)).state).toBe('current');
  });
});

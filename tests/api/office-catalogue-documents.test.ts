// The catalogue's site-wide documents through the office API (issue 31): a country's holidays
// (add, rename, a holiday a school names cannot be removed), the company facts, places, rates, visa help, the English
// SEO texts; each checked with the loader's schema naming every wrong field, recorded with who and
// when, announced as a catalogue version, and kept by the seed once changed.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '#domain/company/company-schema.ts';
import { loadContent } from '#server/catalogue/content/load-content.ts';
import { seedCatalogue } from '#server/catalogue/seed-catalogue.ts';
import { getCatalogueVersion } from '#server/catalogue/queries/get-catalogue-version.ts';
import { copyFixtureContent } from './support/fixture-content.ts';
import { startStaffTestApi, type StaffTestApi } from './support/start-staff-test-api.ts';
import { testDatabases } from './support/test-databases.ts';
import { readAnswer, sendToCatalogue } from './support/office-catalogue-requests.ts';

interface Failure {
  success: false;
  error: { field?: string; message: string };
  errors?: { field: string; message: string }[];
}
type Names = Record<string, string>;
type CompanyFacts = Company;
interface HolidaysAnswer {
  key: string;
  doc: { country: string; holidays: Record<string, Names> };
  edits: { author: string; changes: { path: string; before?: unknown; after?: unknown }[] }[];
  uses: Record<string, { id: number; name: string }[]>;
}

const names = (en: string): Names => ({
  en,
  ru: `${en} (ru)`,
  es: `${en} (es)`,
  pt: `${en} (pt)`,
  de: `${en} (de)`,
  fr: `${en} (fr)`,
  tr: `${en} (tr)`,
  zh: `${en} (zh)`,
});

describe.each(testDatabases)('the catalogue documents API on $kind', (database) => {
  let api: StaffTestApi;
  let editor: string;
  let manager: string;
  let administrator: string;

  beforeAll(async () => {
    api = await startStaffTestApi(database);
    await api.addStaff('documents@linguatrips.test', 'content-editor');
    await api.addStaff('manager@linguatrips.test', 'manager');
    await api.addStaff('admin@linguatrips.test', 'administrator');
    editor = await api.signIn('documents@linguatrips.test');
    manager = await api.signIn('manager@linguatrips.test');
    administrator = await api.signIn('admin@linguatrips.test');
  });
  afterAll(() => api?.close());

  const send = (method: string, path: string, body?: unknown, cookie = editor) =>
    sendToCatalogue(api, cookie, method, path, body);
  const malta = () => send('GET', '/holidays/malta').then((response) => readAnswer<HolidaysAnswer>(response));
  const schoolDays = async (culture: string) => {
    const { body } = await api.get<{ data: { nonWorkingDays: { date: string; name: string }[] } }>(
      `/api/school/data/?culture=${culture}&name=harbour_view_english`,
    );
    return body.data.nonWorkingDays;
  };
  const catalogueVersion = async () => (await getCatalogueVersion(api.api.db)).version;

  it('keeps the documents to content editors and administrators: a manager is refused', async () => {
    for (const [method, path] of [
      ['GET', '/documents'],
      ['GET', '/holidays/malta'],
      ['PUT', '/holidays/malta'],
      ['GET', '/company'],
      ['PUT', '/company'],
      ['GET', '/places'],
      ['PUT', '/places'],
      ['GET', '/rates'],
      ['PUT', '/rates'],
      ['GET', '/seo/english'],
      ['POST', '/seo/english'],
    ] as const)
      expect((await send(method, path, method === 'GET' ? undefined : {}, manager)).status, path).toBe(403);
    expect((await send('GET', '/holidays/malta', undefined, administrator)).status).toBe(200);
    expect((await send('GET', '/holidays/malta')).status).toBe(200);
    expect((await send('GET', '/company', undefined, administrator)).status).toBe(200);
  });

  it('lists the documents the database holds', async () => {
    const keys = await readAnswer<{ key: string; kind: string; edited: boolean }[]>(await send('GET', '/documents'));
    expect(keys).toEqual(
      expect.arrayContaining([
        { key: 'company', kind: 'company', edited: false },
        { key: 'holidays/malta', kind: 'holidays', edited: false },
        { key: 'places', kind: 'places', edited: false },
        { key: 'rates', kind: 'rates', edited: false },
      ]),
    );
  });

  it('shows a country’s holidays with the schools that name each', async () => {
    const answer = await malta();
    expect(Object.keys(answer.doc.holidays)).toEqual(['christmas_day', 'freedom_day']);
    expect(answer.uses['christmas_day']).toEqual([{ id: 101, name: 'Harbour View English School' }]);
    expect(answer.edits).toEqual([]);
  });

  it('names every wrong field of a holidays document and saves nothing', async () => {
    const { doc } = await malta();
    const broken = {
      country: 'malta',
      holidays: { ...doc.holidays, Bad_Key: names('Bad'), new_day: { ...names('New'), en: '' } },
    };
    const failure = await readAnswer<Failure>(await send('PUT', '/holidays/malta', broken), 400);
    expect(failure.errors!.map((issue) => issue.field).sort()).toEqual(['holidays.Bad_Key', 'holidays.new_day.en']);
    const wrongCountry = await readAnswer<Failure>(
      await send('PUT', '/holidays/malta', { ...doc, country: 'spain' }),
      400,
    );
    expect(wrongCountry.errors).toEqual([
      { field: 'country', message: "must be 'malta', the country whose holidays these are" },
    ]);
    const unknown = await readAnswer<Failure>(
      await send('PUT', '/holidays/atlantis', { country: 'atlantis', holidays: {} }),
      400,
    );
    expect(unknown.errors).toEqual([{ field: 'country', message: "unknown country 'atlantis' (see the places)" }]);
    expect((await malta()).edits).toEqual([]);
  });

  it('refuses to remove a holiday a school names, saying which school', async () => {
    const { doc } = await malta();
    const { christmas_day: _kept, ...rest } = doc.holidays;
    const failure = await readAnswer<Failure>(await send('PUT', '/holidays/malta', { ...doc, holidays: rest }), 400);
    expect(failure.errors).toEqual([
      {
        field: 'holidays.christmas_day',
        message:
          'cannot be removed: it is a non-working day of Harbour View English School (101); remove it there first',
      },
    ]);
  });

  it('adds a holiday, renames one, records who and what changed, and the school API says the new name', async () => {
    const before = await catalogueVersion();
    const { doc } = await malta();
    const renamed = {
      country: 'malta',
      holidays: {
        ...doc.holidays,
        christmas_day: { ...doc.holidays['christmas_day']!, en: 'Christmas', de: 'Weihnachten' },
        santa_marija: names('Santa Marija'),
      },
    };
    const saved = await readAnswer<{ saved: boolean; catalogueVersion: number }>(
      await send('PUT', '/holidays/malta', renamed),
    );
    expect(saved.saved).toBe(true);
    expect(saved.catalogueVersion).toBeGreaterThan(before ?? 0);
    const answer = await malta();
    expect(answer.doc).toEqual(renamed);
    expect(answer.edits).toHaveLength(1);
    expect(answer.edits[0]!.author).toBeTruthy();
    expect(answer.edits[0]!.changes).toEqual([
      { path: 'holidays.christmas_day.en', before: 'Christmas Day', after: 'Christmas' },
      { path: 'holidays.christmas_day.de', before: 'Erster Weihnachtstag', after: 'Weihnachten' },
      { path: 'holidays.santa_marija', after: names('Santa Marija') },
    ]);
    expect((await schoolDays('en'))[0]).toEqual({ date: '2026-12-25', name: 'Christmas' });
    expect((await schoolDays('de'))[0]).toEqual({ date: '2026-12-25', name: 'Weihnachten' });
    // The same document again changes nothing.
    expect(await readAnswer(await send('PUT', '/holidays/malta', renamed))).toEqual({
      saved: false,
      catalogueVersion: null,
    });
  });

  it('checks school drafts against the holidays the database holds: the new holiday may be named', async () => {
    const draft = await send('PATCH', '/schools/101/draft', {
      nonWorkingDays: [
        { date: '2026-12-25', holiday: 'christmas_day' },
        { date: '2027-08-15', holiday: 'santa_marija' },
      ],
    });
    expect(draft.status).toBe(200);
    // Named by the draft now, so it cannot be removed either.
    const { doc } = await malta();
    const { santa_marija: _named, ...rest } = doc.holidays;
    const failure = await readAnswer<Failure>(await send('PUT', '/holidays/malta', { ...doc, holidays: rest }), 400);
    expect(failure.errors![0]!.field).toBe('holidays.santa_marija');
    expect((await send('DELETE', '/schools/101/draft')).status).toBe(200);
  });

  it('validates places, rates and visa help with the loader’s schemas, and keeps places schools name', async () => {
    const places = await readAnswer<{ doc: { countries: { slug: string }[]; cities: unknown[] } }>(
      await send('GET', '/places'),
    );
    const withoutMalta = { ...places.doc, countries: places.doc.countries.filter((c) => c.slug !== 'malta') };
    const failure = await readAnswer<Failure>(await send('PUT', '/places', withoutMalta), 400);
    expect(failure.errors!.map((issue) => issue.field)).toEqual(
      expect.arrayContaining(['countries', 'cities.0.country']),
    );
    expect(failure.errors!.find((issue) => issue.field === 'countries')!.message).toContain(
      'Harbour View English School',
    );
    const rates = await readAnswer<{ doc: { base: string; date: string; rates: Record<string, number> } }>(
      await send('GET', '/rates'),
    );
    const badRates = await readAnswer<Failure>(
      await send('PUT', '/rates', { ...rates.doc, date: '7 May', rates: { ...rates.doc.rates, USD: -1 } }),
      400,
    );
    expect(badRates.errors!.map((issue) => issue.field).sort()).toEqual(['date', 'rates.USD']);
    const newRates = { ...rates.doc, date: '2027-01-04' };
    expect((await readAnswer<{ saved: boolean }>(await send('PUT', '/rates', newRates))).saved).toBe(true);
    expect((await readAnswer<{ doc: unknown }>(await send('GET', '/rates'))).doc).toEqual(newRates);
    const visa = await readAnswer<Failure>(await send('PUT', '/visa/malta', { country: 'malta' }), 400);
    expect(visa.errors!.map((issue) => issue.field)).toEqual(
      expect.arrayContaining(['checked', 'summary', 'requirements', 'processingTime', 'officialUrl']),
    );
  });

  it('validates the company facts with the loader’s schema, saves them, and the API says them at once', async () => {
    const company = await readAnswer<{ doc: CompanyFacts; edits: unknown[] }>(await send('GET', '/company'));
    expect(company.doc.confirmationWorkingDays).toBe(1);
    expect(company.edits).toEqual([]);
    const broken = {
      ...company.doc,
      founded: 1800,
      confirmationWorkingDays: 0,
      supportHours: { ...company.doc.supportHours, timeZone: 'Mars/Olympus' },
      team: company.doc.team.map((member) => ({ ...member, role: 'support' })),
    };
    const failure = await readAnswer<Failure>(await send('PUT', '/company', broken), 400);
    expect(failure.errors!.map((issue) => issue.field).sort()).toEqual([
      'confirmationWorkingDays',
      'founded',
      'supportHours.timeZone',
      'team',
    ]);
    const closing = await readAnswer<Failure>(
      await send('PUT', '/company', { ...company.doc, supportHours: { ...company.doc.supportHours, opens: '20:00' } }),
      400,
    );
    expect(closing.errors).toEqual([{ field: 'supportHours.closes', message: 'opens must be before closes' }]);
    const before = await catalogueVersion();
    const changed = {
      ...company.doc,
      confirmationWorkingDays: 3,
      supportHours: { ...company.doc.supportHours, opens: '08:00' },
    };
    const saved = await readAnswer<{ saved: boolean; catalogueVersion: number }>(
      await send('PUT', '/company', changed),
    );
    expect(saved.saved).toBe(true);
    expect(saved.catalogueVersion).toBeGreaterThan(before);
    const answer = await readAnswer<{ doc: CompanyFacts; edits: HolidaysAnswer['edits'] }>(
      await send('GET', '/company'),
    );
    expect(answer.doc).toEqual(changed);
    expect(answer.edits[0]!.changes).toEqual([
      { path: 'supportHours.opens', before: '09:00', after: '08:00' },
      { path: 'confirmationWorkingDays', before: 1, after: 3 },
    ]);
    // What the build and the booking mails read: the saved facts, without a restart.
    const { body } = await api.get<{ success: true; data: CompanyFacts }>('/api/catalogue/company/');
    expect(body.data).toEqual(changed);
  });

  it('edits an English SEO text; the translations are then marked "English changed since"', async () => {
    const english = await readAnswer<{ pages: { page: string; texts: Record<string, string> }[] }>(
      await send('GET', '/seo/english'),
    );
    const template = english.pages.find((page) => page.page === '/language')!;
    expect(template.texts['title']).toBeTruthy();
    const empty = await readAnswer<Failure>(await send('POST', '/seo/english', { page: '/language', title: '' }), 400);
    expect(empty.error.field).toBe('language.title');
    const before = await catalogueVersion();
    const title = `${template.texts['title']!} — worldwide`;
    expect(await readAnswer(await send('POST', '/seo/english', { page: '/language', title }))).toEqual({ saved: true });
    expect(await catalogueVersion()).toBeGreaterThan(before);
    const german = await readAnswer<{ pages: { fields: { pointer: string; state: string; english: string }[] }[] }>(
      await send('GET', '/seo/translations?culture=de&show=all'),
    );
    const field = german.pages.flatMap((page) => page.fields).find((item) => item.pointer === '/language/title')!;
    expect(field).toMatchObject({ english: title, state: 'englishChanged' });
  });

  it('leaves documents the office changed alone when changed content is seeded again', async () => {
    const content = copyFixtureContent();
    try {
      const path = join(content.dir, 'holidays', 'malta.json');
      const file = JSON.parse(readFileSync(path, 'utf8')) as HolidaysAnswer['doc'];
      file.holidays['freedom_day']!.en = 'Freedom Day (content)';
      writeFileSync(path, JSON.stringify(file, null, 2));
      const ratesPath = join(content.dir, 'rates.json');
      writeFileSync(ratesPath, readFileSync(ratesPath, 'utf8').replace(/"date": "[^"]+"/, '"date": "2026-01-01"'));
      const companyPath = join(content.dir, 'company.json');
      writeFileSync(companyPath, readFileSync(companyPath, 'utf8').replace('"founded": 2014', '"founded": 2015'));
      expect((await seedCatalogue(api.api.db, loadContent(content.dir))).changed).toBe(true);
    } finally {
      content.remove();
    }
    const answer = await malta();
    expect(answer.doc.holidays['christmas_day']!.en).toBe('Christmas');
    expect(answer.doc.holidays['freedom_day']!.en).toBe('Freedom Day');
    expect((await schoolDays('en'))[0]!.name).toBe('Christmas');
    expect((await readAnswer<{ doc: { date: string } }>(await send('GET', '/rates'))).doc.date).toBe('2027-01-04');
    const company = await readAnswer<{ doc: CompanyFacts }>(await send('GET', '/company'));
    expect([company.doc.founded, company.doc.confirmationWorkingDays]).toEqual([2014, 3]);
  });
});

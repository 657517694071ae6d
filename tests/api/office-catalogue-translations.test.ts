// The catalogue's translations through the API (issue 31): which texts a culture lacks, writing
// one into the school's draft, and "English changed since" marked after a publish changes the
// English under a translation, cleared by a new translation or by confirming it is still right.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaffTestApi, type StaffTestApi } from './support/start-staff-test-api.ts';
import { testDatabases } from './support/test-databases.ts';
import { readAnswer, sendToCatalogue } from './support/office-catalogue-requests.ts';

// Fixture school 102 has its texts in English only, but for a Spanish short description.
const SCHOOL = 102;

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
  draft?: { english: string; text: string | null };
}
interface Counts {
  fields: number;
  missing: number;
  englishChanged: number;
}
interface SchoolTranslations {
  id: number;
  hasDraft: boolean;
  culture: string;
  show: string;
  fields: Field[];
  counts: Record<string, Counts>;
}
interface SchoolFile {
  shortDescription: Record<string, string>;
  courses: ({ name: Record<string, string> } & Record<string, unknown>)[];
}

describe.each(testDatabases)('the catalogue translations API on $kind', (database) => {
  let api: StaffTestApi;
  let editor: string;
  let manager: string;

  beforeAll(async () => {
    api = await startStaffTestApi(database);
    await api.addStaff('translator@linguatrips.test', 'content-editor');
    await api.addStaff('manager@linguatrips.test', 'manager');
    editor = await api.signIn('translator@linguatrips.test');
    manager = await api.signIn('manager@linguatrips.test');
  });
  afterAll(() => api?.close());

  const send = (method: string, path: string, body?: unknown, cookie = editor) =>
    sendToCatalogue(api, cookie, method, path, body);
  const read = readAnswer;
  const field = async (culture: string, pointer: string) => {
    const answer = await read<SchoolTranslations>(
      await send('GET', `/schools/${SCHOOL}/translations?culture=${culture}&show=all`),
    );
    return answer.fields.find((item) => item.pointer === pointer)!;
  };
  const file = async () => (await read<{ file: SchoolFile }>(await send('GET', `/schools/${SCHOOL}`))).file;

  it('keeps translations to content editors and administrators: a manager is refused', async () => {
    expect((await send('GET', '/translations', undefined, manager)).status).toBe(403);
    expect((await send('GET', `/schools/${SCHOOL}/translations?culture=de`, undefined, manager)).status).toBe(403);
    const body = { field: '/courses/0/name', culture: 'de', text: 'Allgemeines Englisch' };
    expect((await send('POST', `/schools/${SCHOOL}/translations`, body, manager)).status).toBe(403);
    expect((await send('POST', `/schools/${SCHOOL}/translations/confirm`, body, manager)).status).toBe(403);
  });

  it('lists the texts a culture lacks, per school and for the whole catalogue', async () => {
    const overview = await read<{ id: number; counts: Record<string, Counts> }[]>(await send('GET', '/translations'));
    const school = overview.find((row) => row.id === SCHOOL)!;
    expect(school.counts.de).toEqual({ fields: 6, missing: 6, englishChanged: 0 });
    expect(school.counts.es).toEqual({ fields: 6, missing: 5, englishChanged: 0 });
    expect(Object.keys(school.counts)).not.toContain('en');

    const missing = await read<SchoolTranslations>(await send('GET', `/schools/${SCHOOL}/translations?culture=es`));
    expect(missing.show).toBe('todo');
    expect(missing.fields.map((item) => item.path)).toEqual([
      'longDescription',
      'bookingKnowledge',
      'courses.0.name',
      'courses.0.description',
      'promotions.0.name',
    ]);
    expect(missing.fields[2]).toMatchObject({ english: 'General English', text: null, state: 'missing' });
    const wrongFilter = await read<Failure>(
      await send('GET', `/schools/${SCHOOL}/translations?culture=es&show=current`),
      400,
    );
    expect(wrongFilter.error).toMatchObject({ field: 'show' });
    const english = await read<Failure>(await send('GET', `/schools/${SCHOOL}/translations?culture=en`), 400);
    expect(english.error).toMatchObject({ field: 'culture' });
    expect((await send('GET', '/schools/999999/translations?culture=de')).status).toBe(404);
  });

  it('saves a German text into the draft, naming a wrong field, and publishing makes it current', async () => {
    const saved = await read<{ saved: boolean }>(
      await send('POST', `/schools/${SCHOOL}/translations`, {
        field: '/courses/0/name',
        culture: 'de',
        text: 'Allgemeines Englisch',
      }),
    );
    expect(saved).toEqual({ saved: true });
    expect((await file()).courses[0]!.name).toEqual({ en: 'General English', de: 'Allgemeines Englisch' });
    // Published, it is still missing: the draft is shown beside it.
    expect(await field('de', '/courses/0/name')).toMatchObject({
      state: 'missing',
      draft: { english: 'General English', text: 'Allgemeines Englisch' },
    });
    // The same text again changes nothing.
    expect(
      await read(
        await send('POST', `/schools/${SCHOOL}/translations`, {
          field: '/courses/0/name',
          culture: 'de',
          text: ' Allgemeines Englisch ',
        }),
      ),
    ).toEqual({ saved: false });

    const noText = await read<Failure>(
      await send('POST', `/schools/${SCHOOL}/translations`, { field: '/courses/0/minWeeks', culture: 'de', text: 'x' }),
      400,
    );
    expect(noText.error).toMatchObject({ field: 'field', message: 'the school has no text at /courses/0/minWeeks' });
    const noCulture = await read<Failure>(
      await send('POST', `/schools/${SCHOOL}/translations`, { field: '/courses/0/name', culture: 'xx', text: 'x' }),
      400,
    );
    expect(noCulture.error).toMatchObject({ field: 'culture' });
    const noString = await read<Failure>(
      await send('POST', `/schools/${SCHOOL}/translations`, { field: '/courses/0/name', culture: 'de', text: 5 }),
      400,
    );
    expect(noString.error).toMatchObject({ field: 'text' });

    await read(await send('POST', `/schools/${SCHOOL}/publish`));
    expect(await field('de', '/courses/0/name')).toEqual({
      pointer: '/courses/0/name',
      path: 'courses.0.name',
      english: 'General English',
      text: 'Allgemeines Englisch',
      state: 'current',
      writtenAgainst: null,
    });
  });

  it('marks a translation "English changed since" once a publish changes its English', async () => {
    const current = await file();
    current.courses[0]!.name.en = 'General English for adults';
    current.shortDescription.en = `${current.shortDescription.en} Open all year.`;
    await read(await send('PUT', `/schools/${SCHOOL}/draft`, current));
    // Not yet: the mark is about what is published.
    expect((await field('de', '/courses/0/name')).state).toBe('current');
    await read(await send('POST', `/schools/${SCHOOL}/publish`));

    expect(await field('de', '/courses/0/name')).toMatchObject({
      state: 'englishChanged',
      english: 'General English for adults',
      writtenAgainst: 'General English',
      text: 'Allgemeines Englisch',
    });
    // The seeded Spanish was written against the English beside it, which has changed since.
    expect(await field('es', '/shortDescription')).toMatchObject({ state: 'englishChanged' });
    expect((await field('fr', '/courses/0/name')).state).toBe('missing');
    const changed = await read<SchoolTranslations>(
      await send('GET', `/schools/${SCHOOL}/translations?culture=de&show=englishChanged`),
    );
    expect(changed.fields.map((item) => item.path)).toEqual(['courses.0.name']);
    const overview = await read<{ id: number; counts: Record<string, Counts> }[]>(await send('GET', '/translations'));
    expect(overview.find((row) => row.id === SCHOOL)!.counts).toMatchObject({
      de: { fields: 6, missing: 5, englishChanged: 1 },
      es: { fields: 6, missing: 5, englishChanged: 1 },
    });
  });

  it('clears the mark when the editor confirms the translation is still right', async () => {
    const confirmation = { field: '/shortDescription', culture: 'es' };
    expect(await read(await send('POST', `/schools/${SCHOOL}/translations/confirm`, confirmation))).toEqual({
      confirmed: true,
    });
    expect((await field('es', '/shortDescription')).state).toBe('current');
    const again = await read<Failure>(await send('POST', `/schools/${SCHOOL}/translations/confirm`, confirmation), 409);
    expect(again.error.message).toMatch(/not marked "English changed since"/);
    const missing = await read<Failure>(
      await send('POST', `/schools/${SCHOOL}/translations/confirm`, { field: '/courses/0/name', culture: 'fr' }),
      409,
    );
    expect(missing.error.message).toBe('there is no fr text at /courses/0/name to confirm');
    expect((await field('de', '/courses/0/name')).state).toBe('englishChanged');
  });

  it('clears the mark when the translation is updated and published', async () => {
    await read(
      await send('POST', `/schools/${SCHOOL}/translations`, {
        field: '/courses/0/name',
        culture: 'de',
        text: 'Allgemeines Englisch für Erwachsene',
      }),
    );
    expect(await field('de', '/courses/0/name')).toMatchObject({
      state: 'englishChanged',
      draft: { text: 'Allgemeines Englisch für Erwachsene' },
    });
    await read(await send('POST', `/schools/${SCHOOL}/publish`));
    expect(await field('de', '/courses/0/name')).toMatchObject({
      state: 'current',
      text: 'Allgemeines Englisch für Erwachsene',
      writtenAgainst: null,
    });
  });
});

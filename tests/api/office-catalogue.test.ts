// The catalogue office's API (issue 31): drafts checked as the content loader checks them,
// publishing as versions the pricing API uses at once, history with diffs, restoring.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope } from '#domain/catalogue/api-types.ts';
import type { CalculationData } from '#domain/pricing/calculation-data.ts';
import { loadContent } from '#server/catalogue/content/load-content.ts';
import { seedCatalogue } from '#server/catalogue/seed-catalogue.ts';
import { schools } from '#server/db/schema.ts';
import { copyFixtureContent, FIXTURE_CONTENT_DIR } from './support/fixture-content.ts';
import { startStaffTestApi, type StaffTestApi } from './support/start-staff-test-api.ts';
import { testDatabases } from './support/test-databases.ts';
import { readAnswer, sendToCatalogue } from './support/office-catalogue-requests.ts';

const SCHOOL = 101;
const FILE = join(FIXTURE_CONTENT_DIR, 'schools', 'harbour_view_english.json');
// 4 weeks of option 111 at fixture school 101, whose registration fee (70) is in the total.
const QUERY = `s.id=${SCHOOL}&culture=en&c.w=111&c.weeks=4&c.s=2027-03-01`;

interface Failure {
  success: false;
  error: { field?: string; message: string };
  errors?: { field: string; message: string }[];
}
interface SchoolAnswer {
  id: number;
  state: 'draft' | 'published';
  version: number;
  file: Record<string, unknown> & { fees: { registration: number } };
  draft: { baseVersion: number; author: string } | null;
}
interface VersionAnswer {
  version: number;
  kind: string;
  author: string;
  restoredFrom: number | null;
  changes: { path: string; before?: unknown; after?: unknown }[];
}

describe.each(testDatabases)('the catalogue office API on $kind', (database) => {
  let api: StaffTestApi;
  let editor: string;
  let manager: string;
  /** The total as seeded (registration fee 70). */
  let seededTotal = 0;
  const original = JSON.parse(readFileSync(FILE, 'utf8')) as SchoolAnswer['file'];

  beforeAll(async () => {
    // A poll far slower than any test: a new price seen at once came by the version's NOTIFY.
    api = await startStaffTestApi(database);
    await api.addStaff('editor@linguatrips.test', 'content-editor');
    await api.addStaff('manager@linguatrips.test', 'manager');
    editor = await api.signIn('editor@linguatrips.test');
    manager = await api.signIn('manager@linguatrips.test');
  });
  afterAll(() => api?.close());

  const send = (method: string, path: string, body?: unknown, cookie = editor) =>
    sendToCatalogue(api, cookie, method, path, body);
  const read = readAnswer;
  const total = async () => {
    const { status, body } = await api.get<ApiEnvelope<CalculationData>>(`/api/school/calculate/?${QUERY}`);
    if (status !== 200 || !body.success || !body.data.price) throw new Error(`${status} ${JSON.stringify(body)}`);
    return body.data.price.total;
  };

  it('lists the schools as published, and shows one as its content file', async () => {
    const list = await read<{ id: number; state: string; version: number }[]>(await send('GET', '/schools'));
    expect(list.map((school) => [school.id, school.state, school.version])).toEqual(
      expect.arrayContaining([[SCHOOL, 'published', 0]]),
    );
    const school = await read<SchoolAnswer>(await send('GET', `/schools/${SCHOOL}`));
    expect(school).toMatchObject({ id: SCHOOL, state: 'published', version: 0, draft: null });
    expect(school.file).toEqual(original);
    expect((await send('GET', '/schools/999999')).status).toBe(404);
  });

  it('keeps the catalogue for content editors and administrators: a manager is refused', async () => {
    expect((await send('GET', '/schools', undefined, manager)).status).toBe(403);
    expect((await send('PATCH', `/schools/${SCHOOL}/draft`, { popularity: 1 }, manager)).status).toBe(403);
  });

  it('saves nothing invalid, naming every wrong field by its path', async () => {
    const broken = {
      ...original,
      id: 555,
      currency: 'euro',
      deposit: -5,
      languages: ['klingon'],
      nonWorkingDays: [{ date: '2027-01-01', holiday: 'no_such_day' }],
    };
    const failure = await read<Failure>(await send('PUT', `/schools/${SCHOOL}/draft`, broken), 400);
    const fields = failure.errors!.map((issue) => issue.field);
    expect(fields).toEqual(expect.arrayContaining(['currency', 'deposit']));
    expect(failure.error.field).toBe(fields[0]);
    // The schema holds: then the names it takes from elsewhere, and the id, are checked too.
    const misnamed = {
      ...original,
      id: 555,
      languages: ['klingon'],
      nonWorkingDays: [{ date: '2027-01-01', holiday: 'no_such_day' }],
    };
    const second = await read<Failure>(await send('PUT', `/schools/${SCHOOL}/draft`, misnamed), 400);
    expect(second.errors).toEqual([
      { field: 'nonWorkingDays.0.holiday', message: "'no_such_day' is not a holiday in holidays/malta.json" },
      { field: 'languages.0', message: "unknown language 'klingon' (see places.json)" },
      { field: 'id', message: "must stay 101: a school's id never changes" },
    ]);
    const taken = await read<Failure>(
      await send('PATCH', `/schools/${SCHOOL}/draft`, { slug: 'thames_bridge_academy' }),
      400,
    );
    expect(taken.errors).toEqual([{ field: 'slug', message: "'thames_bridge_academy' is already used by school 102" }]);
    expect((await send('PUT', `/schools/${SCHOOL}/draft`, 'not a school')).status).toBe(400);
    const notJson = await fetch(`${api.baseUrl}/api/office/catalogue/schools/${SCHOOL}/draft`, {
      method: 'PUT',
      headers: { origin: api.baseUrl, cookie: editor, 'content-type': 'application/json' },
      body: '{"id": 101,',
    });
    expect(notJson.status).toBe(400);
    expect((await read<SchoolAnswer>(await send('GET', `/schools/${SCHOOL}`))).state).toBe('published');
  });

  it('publishes a draft: a new version with its diff, and the new price at once', async () => {
    const before = await total();
    seededTotal = before;
    const draft = await read<SchoolAnswer>(
      await send('PATCH', `/schools/${SCHOOL}/draft`, { fees: { registration: 95 } }),
    );
    expect(draft).toMatchObject({ state: 'draft', version: 0, draft: { baseVersion: 0, author: 'editor' } });
    expect(draft.file.fees.registration).toBe(95);
    // A draft is not published: the price is still the old one.
    expect(await total()).toBe(before);

    const published = await read<VersionAnswer & { published: boolean; catalogueVersion: number }>(
      await send('POST', `/schools/${SCHOOL}/publish`),
    );
    expect(published).toMatchObject({ published: true, version: 2, kind: 'publish', author: 'editor' });
    expect(published.changes).toEqual([{ path: 'fees.registration', before: 70, after: 95 }]);
    // PGlite announces within the publish; PostgreSQL over the listening connection a moment after
    // the commit, well within the background poll's second.
    await expect.poll(() => total(), { timeout: 500, interval: 5 }).toBe(before + 2_500);
    expect(api.api.pricing.version).toBe(published.catalogueVersion);

    const versions = await read<VersionAnswer[]>(await send('GET', `/schools/${SCHOOL}/versions`));
    expect(versions.map((version) => [version.version, version.kind, version.author])).toEqual([
      [2, 'publish', 'editor'],
      [1, 'seed', 'content/ (seed)'],
    ]);
    const school = await read<SchoolAnswer>(await send('GET', `/schools/${SCHOOL}`));
    expect(school).toMatchObject({ state: 'published', version: 2, draft: null });
    const [row] = await api.api.db.select().from(schools).where(eq(schools.id, SCHOOL));
    expect(row!.doc.fees.registration).toBe(9_500);
    expect((await send('POST', `/schools/${SCHOOL}/publish`)).status).toBe(409);
  });

  it('discards a draft, and refuses a draft begun before someone else published', async () => {
    await read(await send('PATCH', `/schools/${SCHOOL}/draft`, { popularity: 7 }));
    expect(await read<{ discarded: boolean }>(await send('DELETE', `/schools/${SCHOOL}/draft`))).toEqual({
      discarded: true,
    });
    expect((await read<SchoolAnswer>(await send('GET', `/schools/${SCHOOL}`))).state).toBe('published');

    await read(await send('PATCH', `/schools/${SCHOOL}/draft`, { popularity: 8 }));
    // Meanwhile version 1 is restored (a new version 3): the draft began at 2.
    await read(await send('POST', `/schools/${SCHOOL}/versions/1/restore`));
    const conflict = await read<Failure>(await send('POST', `/schools/${SCHOOL}/publish`), 409);
    expect(conflict.error.message).toMatch(/version 3 was published after this draft began from version 2/);
    await read(await send('DELETE', `/schools/${SCHOOL}/draft`));
  });

  it('restores an earlier version as a new one, bringing the old price back', async () => {
    const versions = await read<VersionAnswer[]>(await send('GET', `/schools/${SCHOOL}/versions`));
    expect(versions[0]).toMatchObject({ version: 3, kind: 'restore', restoredFrom: 1 });
    expect(versions[0]!.changes).toEqual([{ path: 'fees.registration', before: 95, after: 70 }]);
    await expect.poll(() => total(), { timeout: 500, interval: 5 }).toBe(seededTotal);
    const again = await read<VersionAnswer>(await send('POST', `/schools/${SCHOOL}/versions/2/restore`));
    expect(again).toMatchObject({ version: 4, kind: 'restore', restoredFrom: 2 });
    await expect.poll(() => total(), { timeout: 500, interval: 5 }).toBe(seededTotal + 2_500);
    expect((await send('POST', `/schools/${SCHOOL}/versions/99/restore`)).status).toBe(404);
  });

  it('imports school files through the API: all checked first, any error and nothing changes', async () => {
    const source = readFileSync(FILE, 'utf8');
    const broken = await read<{ errors: { file: string; field: string; message: string }[] }>(
      await send('POST', '/import', {
        files: [
          { file: 'harbour_view_english.json', source: source.replace('"popularity": ', '"popularity": 1000 + ') },
          { file: 'sol_de_madrid.json', source: '{"id": 103}' },
        ],
      }),
      400,
    );
    expect(broken.errors.map((issue) => issue.file)).toEqual(
      expect.arrayContaining(['harbour_view_english.json', 'sol_de_madrid.json']),
    );
    const before = await read<SchoolAnswer>(await send('GET', `/schools/${SCHOOL}`));
    const imported = await read<{ files: { outcome: string; version?: number }[]; catalogueVersion: number }>(
      await send('POST', '/import', {
        files: [
          { file: 'harbour_view_english.json', source: `${JSON.stringify({ ...original, popularity: 1 }, null, 2)}\n` },
        ],
      }),
    );
    expect(imported.files).toEqual([expect.objectContaining({ outcome: 'changed', version: before.version + 1 })]);
    const versions = await read<VersionAnswer[]>(await send('GET', `/schools/${SCHOOL}/versions`));
    expect(versions[0]).toMatchObject({ kind: 'import', author: 'editor' });
    expect((await send('POST', '/import', { files: [] }, manager)).status).toBe(403);
    // Back to what the next test expects to find published.
    await read(await send('POST', `/schools/${SCHOOL}/versions/${before.version}/restore`));
  });

  it('keeps what the office published when the content is seeded again, changed or not', async () => {
    expect((await seedCatalogue(api.api.db, loadContent(FIXTURE_CONTENT_DIR))).schoolsFrom).toBe('office');
    const content = copyFixtureContent();
    try {
      // content/ changes under the office (a pull, a hand edit): a school's fee, and a school gone.
      const path = join(content.dir, 'schools', 'harbour_view_english.json');
      const file = JSON.parse(readFileSync(path, 'utf8')) as SchoolAnswer['file'];
      writeFileSync(path, JSON.stringify({ ...file, fees: { ...file.fees, registration: 80 } }, null, 2));
      rmSync(join(content.dir, 'schools', 'thames_bridge_academy.json'));
      rmSync(join(content.dir, 'reviews', 'thames_bridge_academy.json'), { force: true });
      const result = await seedCatalogue(api.api.db, loadContent(content.dir));
      expect(result).toMatchObject({ changed: true, schoolsFrom: 'office', schools: 3 });
    } finally {
      content.remove();
    }
    const school = await read<SchoolAnswer>(await send('GET', `/schools/${SCHOOL}`));
    expect(school.file.fees.registration).toBe(95);
    expect((await read<{ id: number }[]>(await send('GET', '/schools'))).map((row) => row.id)).toContain(102);
  });
});

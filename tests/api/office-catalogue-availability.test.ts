// A housing's fully booked periods edited in the catalogue office (issue 31): each edit published
// at once as an 'availability' version, refused or accepted by the pricing API right after it with
// no rebuild, and made to the school's draft too so that draft can still be published.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope } from '#domain/catalogue/api-types.ts';
import type { CalculationData } from '#domain/pricing/calculation-data.ts';
import { startPageRebuilds } from '#server/catalogue/rebuild/page-rebuilds.ts';
import { startStaffTestApi, type StaffTestApi } from './support/start-staff-test-api.ts';
import { testDatabases } from './support/test-databases.ts';
import { readAnswer, sendToCatalogue } from './support/office-catalogue-requests.ts';

const SCHOOL = 101;
// Housing 1 of fixture school 101 (host family, Sunday to Saturday), closed 2027-07-04 to 2027-07-31 as seeded.
const HOUSING = `/schools/${SCHOOL}/availability/1/periods`;
// Four weeks from 2027-03-01 with host family room 11: the housing from 2027-02-28 to 2027-03-27.
const MARCH_STAY = `s.id=${SCHOOL}&culture=en&c.w=111&c.weeks=4&c.s=2027-03-01&a.r=11&a.f=1`;
// The same from 2027-04-05: the housing from 2027-04-04 to 2027-05-01.
const APRIL_STAY = `s.id=${SCHOOL}&culture=en&c.w=111&c.weeks=4&c.s=2027-04-05&a.r=11&a.f=1`;
const TWO_MARCH_WEEKS = { start: '2027-03-07', end: '2027-03-20' };

interface Failure {
  success: false;
  error: { field?: string; message: string };
  errors?: { field: string; message: string }[];
}
interface Period {
  start: string;
  end: string;
}
interface Availability {
  version: number;
  draft: { baseVersion: number } | null;
  accommodations: { id: number; name: string; periods: Period[] }[];
}
interface Edited {
  published: boolean;
  catalogueVersion: number;
  version: number;
  kind: string;
  author: string;
  changes: { path: string; before?: unknown; after?: unknown }[];
  housing: { id: number; periods: Period[] };
  draft: string;
}

describe.each(testDatabases)('availability in the catalogue office on $kind', (database) => {
  let api: StaffTestApi;
  let editor: string;
  let manager: string;

  beforeAll(async () => {
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
  /** What the pricing API (the cart's) says of a stay: its total, or why it refuses it. */
  const priced = async (query: string) => {
    const { status, body } = await api.get<ApiEnvelope<CalculationData>>(`/api/school/calculate/?${query}`);
    if (status !== 200 || !body.success) throw new Error(`${status} ${JSON.stringify(body)}`);
    return body.data.price ? body.data.price.total : body.data.errors.list.map((error) => error.reason).join(',');
  };
  const periods = async () =>
    (await read<Availability>(await send('GET', `/schools/${SCHOOL}/availability`))).accommodations[0]!.periods;

  it('shows each housing with its fully booked periods, to the catalogue and to nobody else', async () => {
    const school = await read<Availability>(await send('GET', `/schools/${SCHOOL}/availability`));
    expect(school).toMatchObject({ version: 0, draft: null });
    expect(school.accommodations).toEqual([
      { id: 1, name: 'Host family', periods: [{ start: '2027-07-04', end: '2027-07-31' }] },
    ]);
    expect((await send('GET', `/schools/${SCHOOL}/availability`, undefined, manager)).status).toBe(403);
    expect((await send('POST', HOUSING, TWO_MARCH_WEEKS, manager)).status).toBe(403);
    expect((await send('DELETE', `${HOUSING}/2027-07-04/2027-07-31`, undefined, manager)).status).toBe(403);
    expect((await send('GET', '/schools/999999/availability')).status).toBe(404);
  });

  it('refuses a wrong period naming the field, and changes nothing', async () => {
    const wrong = async (body: unknown, field: string, message: RegExp, path = HOUSING) => {
      const failure = await read<Failure>(await send('POST', path, body), 400);
      expect(failure.error.field).toBe(field);
      expect(failure.error.message).toMatch(message);
    };
    await wrong({ end: '2027-03-20' }, 'start', /start is required/);
    await wrong({ start: '2027-03-07', end: '20.03.2027' }, 'end', /end must be a date written YYYY-MM-DD/);
    await wrong({ start: '2027-03-20', end: '2027-03-07' }, 'end', /end must be on or after the start \(2027-03-20\)/);
    await wrong({ start: '2026-10-01', end: '2026-10-14' }, 'end', /end is in the past \(today is 2026-11-22\)/);
    await wrong(
      { start: '2027-06-27', end: '2027-07-10' },
      'end',
      /lies in the fully booked period 2027-07-04 to 2027-07-31/,
    );
    await wrong({ start: '2027-07-20', end: '2027-08-10' }, 'start', /lies in the fully booked period 2027-07-04/);
    await wrong({ start: '2027-06-01', end: '2027-09-01' }, 'end', /takes in the fully booked period 2027-07-04/);
    expect((await send('POST', `/schools/${SCHOOL}/availability/9/periods`, TWO_MARCH_WEEKS)).status).toBe(404);
    expect((await send('POST', `/schools/999999/availability/1/periods`, TWO_MARCH_WEEKS)).status).toBe(404);
    const notThere = await read<Failure>(await send('DELETE', `${HOUSING}/2027-03-07/2027-03-20`), 404);
    expect(notThere.error.field).toBe('period');
    expect((await send('PUT', `${HOUSING}/2027-07-04/2027-07-31`, { start: '2027-07-04' })).status).toBe(400);
    expect(await periods()).toEqual([{ start: '2027-07-04', end: '2027-07-31' }]);
    expect(await read<unknown[]>(await send('GET', `/schools/${SCHOOL}/versions`))).toEqual([]);
  });

  it('closes two weeks: a version of its own, and the pricing API refuses a stay in them at once', async () => {
    expect(await priced(MARCH_STAY)).toEqual(expect.any(Number));
    const added = await read<Edited>(await send('POST', HOUSING, TWO_MARCH_WEEKS));
    expect(added).toMatchObject({ published: true, version: 2, kind: 'availability', author: 'editor', draft: 'none' });
    expect(added.changes).toEqual([
      {
        path: 'accommodations.0.availabilityOptions.1',
        after: { start: '2027-03-07', end: '2027-03-20', status: 10, fullyBooked: 10 },
      },
    ]);
    expect(added.housing.periods).toEqual([TWO_MARCH_WEEKS, { start: '2027-07-04', end: '2027-07-31' }]);
    // No rebuild, no restart: the catalogue version's announcement (the poll only backs it up).
    await expect.poll(() => priced(MARCH_STAY), { timeout: 500, interval: 5 }).toBe('fullyBooked');
    expect(api.api.pricing.version).toBe(added.catalogueVersion);
    const { body } = await api.get<ApiEnvelope<CalculationData>>(`/api/school/calculate/?${MARCH_STAY}`);
    expect(body.success && body.data.errors.list[0]?.blocked).toEqual([
      TWO_MARCH_WEEKS,
      { start: '2027-07-04', end: '2027-07-31' },
    ]);
    const versions = await read<{ version: number; kind: string }[]>(await send('GET', `/schools/${SCHOOL}/versions`));
    expect(versions.map((version) => [version.version, version.kind])).toEqual([
      [2, 'availability'],
      [1, 'seed'],
    ]);
  });

  it('moves the period: the old weeks are priced again and the new ones refused', async () => {
    expect(await priced(APRIL_STAY)).toEqual(expect.any(Number));
    const same = await read<{ published: boolean }>(
      await send('PUT', `${HOUSING}/2027-03-07/2027-03-20`, TWO_MARCH_WEEKS),
    );
    expect(same.published).toBe(false);
    const moved = await read<Edited>(
      await send('PUT', `${HOUSING}/2027-03-07/2027-03-20`, { start: '2027-04-11', end: '2027-04-24' }),
    );
    expect(moved).toMatchObject({ version: 3, kind: 'availability' });
    expect(moved.changes).toEqual([
      { path: 'accommodations.0.availabilityOptions.1.start', before: '2027-03-07', after: '2027-04-11' },
      { path: 'accommodations.0.availabilityOptions.1.end', before: '2027-03-20', after: '2027-04-24' },
    ]);
    await expect.poll(() => priced(APRIL_STAY), { timeout: 500, interval: 5 }).toBe('fullyBooked');
    expect(await priced(MARCH_STAY)).toEqual(expect.any(Number));
    // Its own dates do not count as an overlap; another period's do.
    const overlap = await read<Failure>(
      await send('PUT', `${HOUSING}/2027-04-11/2027-04-24`, { start: '2027-04-11', end: '2027-07-04' }),
      400,
    );
    expect(overlap.error.field).toBe('end');
  });

  it('removes the period: the stay is accepted again', async () => {
    const removed = await read<Edited>(await send('DELETE', `${HOUSING}/2027-04-11/2027-04-24`));
    expect(removed).toMatchObject({ version: 4, kind: 'availability' });
    expect(removed.changes).toEqual([
      {
        path: 'accommodations.0.availabilityOptions.1',
        before: { start: '2027-04-11', end: '2027-04-24', status: 10, fullyBooked: 10 },
      },
    ]);
    await expect.poll(() => priced(APRIL_STAY), { timeout: 500, interval: 5 }).toEqual(expect.any(Number));
    expect(await periods()).toEqual([{ start: '2027-07-04', end: '2027-07-31' }]);
  });

  it('makes the edit to a draft too and moves its base, so the draft publishes without undoing it', async () => {
    await read(await send('PATCH', `/schools/${SCHOOL}/draft`, { popularity: 3 }));
    const added = await read<Edited>(await send('POST', HOUSING, TWO_MARCH_WEEKS));
    expect(added).toMatchObject({ version: 5, draft: 'updated' });
    const school = await read<{
      draft: { baseVersion: number; author: string };
      file: { popularity: number; accommodations: { availabilityOptions: Period[] }[] };
    }>(await send('GET', `/schools/${SCHOOL}`));
    expect(school.draft).toMatchObject({ baseVersion: 5, author: 'editor' });
    expect(school.file.popularity).toBe(3);
    expect(school.file.accommodations[0]!.availabilityOptions).toContainEqual(expect.objectContaining(TWO_MARCH_WEEKS));
    const published = await read<Edited>(await send('POST', `/schools/${SCHOOL}/publish`));
    expect(published).toMatchObject({ version: 6, kind: 'publish' });
    expect(published.changes).toEqual([{ path: 'popularity', before: expect.any(Number), after: 3 }]);
    expect(await periods()).toEqual([TWO_MARCH_WEEKS, { start: '2027-07-04', end: '2027-07-31' }]);
    await expect.poll(() => priced(MARCH_STAY), { timeout: 500, interval: 5 }).toBe('fullyBooked');
  });

  it('leaves a draft overtaken by someone else’s publish refused, with the edit made to it all the same', async () => {
    await read(await send('PATCH', `/schools/${SCHOOL}/draft`, { popularity: 4 }));
    // Someone restores version 5 (a new version 7) after the draft began from 6.
    await read(await send('POST', `/schools/${SCHOOL}/versions/5/restore`));
    const removed = await read<Edited>(await send('DELETE', `${HOUSING}/2027-03-07/2027-03-20`));
    expect(removed.draft).toBe('updated');
    const school = await read<{
      draft: { baseVersion: number };
      file: { accommodations: { availabilityOptions: Period[] }[] };
    }>(await send('GET', `/schools/${SCHOOL}`));
    expect(school.draft.baseVersion).toBe(6);
    expect(school.file.accommodations[0]!.availabilityOptions).not.toContainEqual(
      expect.objectContaining(TWO_MARCH_WEEKS),
    );
    expect((await send('POST', `/schools/${SCHOOL}/publish`)).status).toBe(409);
    await read(await send('DELETE', `/schools/${SCHOOL}/draft`));
  });

  it('restores a version’s content but not its periods: weeks closed since stay closed', async () => {
    const seeded = await read<{ file: { popularity: number } }>(await send('GET', `/schools/${SCHOOL}`));
    await read(await send('PATCH', `/schools/${SCHOOL}/draft`, { popularity: seeded.file.popularity + 1 }));
    await read(await send('POST', `/schools/${SCHOOL}/publish`));
    await read<Edited>(await send('POST', HOUSING, { start: '2027-04-11', end: '2027-04-24' }));
    await expect.poll(() => priced(APRIL_STAY), { timeout: 500, interval: 5 }).toBe('fullyBooked');
    // Version 1, the file as seeded: the popularity it had, and only the July period.
    const restored = await read<Edited>(await send('POST', `/schools/${SCHOOL}/versions/1/restore`));
    expect(restored.kind).toBe('restore');
    expect(restored.changes).toEqual([
      { path: 'popularity', before: seeded.file.popularity + 1, after: seeded.file.popularity },
    ]);
    expect(await periods()).toEqual([
      { start: '2027-04-11', end: '2027-04-24' },
      { start: '2027-07-04', end: '2027-07-31' },
    ]);
    expect(await priced(APRIL_STAY)).toBe('fullyBooked');
    await read(await send('DELETE', `${HOUSING}/2027-04-11/2027-04-24`));
  });

  it('has the school’s pages rebuilt, as any version does', async () => {
    const built: (readonly number[] | 'all')[] = [];
    const rebuilds = await startPageRebuilds({
      db: api.api.db,
      settleMs: 10,
      logger: { info: () => undefined, error: () => undefined },
      build: async (schoolIds) => void built.push(schoolIds),
    });
    try {
      await read(await send('POST', HOUSING, { start: '2027-09-05', end: '2027-09-18' }));
      await expect.poll(() => built).toEqual([[SCHOOL]]);
    } finally {
      await rebuilds.stop();
    }
  });
});

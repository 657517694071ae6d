// The rebuilds of the pages a publish touches (PUBLISH_REBUILD): which schools each build gets,
// on both databases, with the catalogue's own notification. What a build does with them is
// build-from-api-and-rebuild.test.ts; here the build is a function that records its call and
// waits until the test lets it finish, so that publishes can arrive while one runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPageRebuilds, type PageRebuilds } from '#server/catalogue/rebuild/page-rebuilds.ts';
import { startStaffTestApi, type StaffTestApi } from './support/start-staff-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

describe.each(testDatabases)('page rebuilds after publishing on $kind', (database) => {
  let api: StaffTestApi;
  let editor: string;
  let rebuilds: PageRebuilds | undefined;
  const builds: {
    schoolIds: readonly number[] | 'all';
    finish: () => void;
    fail: (error: Error) => void;
    aborted: () => boolean;
  }[] = [];
  const errors: unknown[] = [];

  beforeAll(async () => {
    api = await startStaffTestApi(database);
    await api.addStaff('editor@linguatrips.test', 'content-editor');
    editor = await api.signIn('editor@linguatrips.test');
  });
  afterAll(async () => {
    await rebuilds?.stop();
    await api?.close();
  });

  const publish = async (schoolId: number, registration: number) => {
    const send = (method: string, path: string, body?: unknown) =>
      fetch(`${api.baseUrl}/api/office/catalogue/schools/${schoolId}${path}`, {
        method,
        headers: {
          origin: api.baseUrl,
          cookie: editor,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    expect((await send('PATCH', '/draft', { fees: { registration } })).status).toBe(200);
    expect((await send('POST', '/publish')).status).toBe(200);
  };

  it('builds the schools published since it started, one build at a time, the ones published meanwhile together', async () => {
    // Published before the rebuilds start: the served build's business, not theirs.
    await publish(101, 71);
    rebuilds = await startPageRebuilds({
      db: api.api.db,
      settleMs: 50,
      retryMs: 100,
      logger: { info: () => undefined, error: (error: unknown) => void errors.push(error) },
      build: (schoolIds, signal) =>
        new Promise<void>((finish, fail) => {
          builds.push({ schoolIds, finish, fail, aborted: () => signal.aborted });
        }),
    });

    await publish(102, 81);
    await expect.poll(() => builds.length).toBe(1);
    expect(builds[0]!.schoolIds).toEqual([102]);
    // While that build runs: two more publishes, one of them of the same school again.
    await publish(103, 61);
    await publish(101, 72);
    await publish(103, 62);
    builds[0]!.finish();
    await expect.poll(() => builds.length).toBe(2);
    expect(builds[1]!.schoolIds).toEqual([101, 103]);
    builds[1]!.finish();
    await rebuilds.idle();
    expect(builds).toHaveLength(2);
    expect(errors).toEqual([]);
  });

  it('builds the schools of a failed build again, with those published since', async () => {
    await publish(102, 82);
    await expect.poll(() => builds.length).toBe(3);
    expect(builds[2]!.schoolIds).toEqual([102]);
    await publish(101, 73);
    builds[2]!.fail(new Error('another build (process 1) is writing into dist.builds'));
    await expect.poll(() => builds.length).toBe(4);
    expect(builds[3]!.schoolIds).toEqual([101, 102]);
    builds[3]!.finish();
    await rebuilds!.idle();
    expect(errors).toHaveLength(1);
  });

  it('ends the build it runs when the instance stops', async () => {
    await publish(103, 63);
    await expect.poll(() => builds.length).toBe(5);
    expect(builds[4]!.aborted()).toBe(false);
    const stopped = rebuilds!.stop();
    expect(builds[4]!.aborted()).toBe(true);
    builds[4]!.finish();
    await stopped;
    rebuilds = undefined;
  });
  it('builds every page after a site-wide document changes (a holiday renamed, an English SEO text)', async () => {
    const built: (readonly number[] | 'all')[] = [];
    const whole = await startPageRebuilds({
      db: api.api.db,
      settleMs: 10,
      logger: { info: () => undefined, error: (error: unknown) => void errors.push(error) },
      build: async (schoolIds) => void built.push(schoolIds),
    });
    const send = (method: string, path: string, body: unknown) =>
      fetch(`${api.baseUrl}/api/office/catalogue${path}`, {
        method,
        headers: { origin: api.baseUrl, cookie: editor, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    try {
      const malta = (
        (await await fetch(`${api.baseUrl}/api/office/catalogue/holidays/malta`, {
          headers: { cookie: editor },
        }).then((response) => response.json())) as { data: { doc: { holidays: Record<string, { en: string }> } } }
      ).data.doc;
      const [key] = Object.keys(malta.holidays);
      malta.holidays[key!]!.en = 'Renamed for the rebuild';
      expect((await send('PUT', '/holidays/malta', malta)).status).toBe(200);
      await expect.poll(() => built).toEqual(['all']);
      const page = { page: '/overrides/english~1malta', title: 'English in Malta, rebuilt' };
      expect((await send('POST', '/seo/english', page)).status).toBe(200);
      await expect.poll(() => built).toEqual(['all', 'all']);
    } finally {
      await whole.stop();
    }
  });
});

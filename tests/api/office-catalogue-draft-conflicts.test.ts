// Two editors on one school's whole file through the API (issue 31): a school is answered with
// its ETag; a PUT or PATCH sending it back in If-Match saves only onto that file, and a save
// after someone else's answers 409 naming who changed it, saving nothing, until it is sent again
// with the new ETag. Two saves from the same file at once: one is saved, the other refused.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_CONTENT_DIR } from './support/fixture-content.ts';
import { startStaffTestApi, type StaffTestApi } from './support/start-staff-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

const SCHOOL = 101;
const original = JSON.parse(
  readFileSync(join(FIXTURE_CONTENT_DIR, 'schools', 'harbour_view_english.json'), 'utf8'),
) as Record<string, unknown>;

interface SchoolAnswer {
  stamp: string;
  state: string;
  file: Record<string, unknown>;
}
interface Conflict {
  success: false;
  error: { field: string; message: string };
  stamp: string;
}

describe.each(testDatabases)('conflicting saves of a school draft on $kind', (database) => {
  let api: StaffTestApi;
  let ada: string;
  let ben: string;

  beforeAll(async () => {
    api = await startStaffTestApi(database);
    await api.addStaff('ada@linguatrips.test', 'content-editor');
    await api.addStaff('ben@linguatrips.test', 'administrator');
    ada = await api.signIn('ada@linguatrips.test');
    ben = await api.signIn('ben@linguatrips.test');
  });
  afterAll(() => api?.close());

  const send = (cookie: string, method: string, body?: unknown, ifMatch?: string) =>
    fetch(`${api.baseUrl}/api/office/catalogue/schools/${SCHOOL}${method === 'GET' ? '' : '/draft'}`, {
      method,
      headers: {
        origin: api.baseUrl,
        cookie,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const read = async <T>(response: Response, status = 200): Promise<T> => {
    const body = (await response.json()) as { data?: T };
    expect(response.status, JSON.stringify(body)).toBe(status);
    return (status === 200 ? body.data : body) as T;
  };
  const school = async () => {
    const response = await send(ada, 'GET');
    const answer = await read<SchoolAnswer>(response);
    expect(response.headers.get('etag')).toBe(`"${answer.stamp}"`);
    return answer;
  };

  it('refuses a save onto a file someone changed since it was read, naming them, and saves nothing', async () => {
    const { stamp: first } = await school();
    // Both read the published school; Ada saves first.
    const saved = await send(ada, 'PUT', { ...original, popularity: 11 }, `"${first}"`);
    const afterAda = await read<SchoolAnswer>(saved);
    expect(saved.headers.get('etag')).toBe(`"${afterAda.stamp}"`);
    expect(afterAda.stamp).not.toBe(first);

    const refused = await read<Conflict>(await send(ben, 'PUT', { ...original, popularity: 22 }, `"${first}"`), 409);
    expect(refused.error.field).toBe('If-Match');
    expect(refused.error.message).toMatch(/^ada changed this school at .+ since you read it: nothing was saved/);
    expect(refused.stamp).toBe(afterAda.stamp);
    const patched = await read<Conflict>(await send(ben, 'PATCH', { popularity: 33 }, `W/"${first}"`), 409);
    expect(patched.stamp).toBe(afterAda.stamp);
    expect((await school()).file.popularity).toBe(11);

    // Sent again with the stamp the conflict named, Ben's file replaces Ada's.
    const replaced = await read<SchoolAnswer>(
      await send(ben, 'PUT', { ...original, popularity: 22 }, `"${refused.stamp}"`),
    );
    expect(replaced.file.popularity).toBe(22);
    const patchedNow = await read<SchoolAnswer>(await send(ada, 'PATCH', { popularity: 44 }, `"${replaced.stamp}"`));
    expect(patchedNow.file.popularity).toBe(44);
  });

  it('counts a discarded draft as a change: the stamp read before it no longer matches', async () => {
    const { stamp } = await school();
    expect((await send(ben, 'DELETE')).status).toBe(200);
    const refused = await read<Conflict>(await send(ada, 'PATCH', { popularity: 55 }, `"${stamp}"`), 409);
    expect(refused.stamp).toBe((await school()).stamp);
    expect((await school()).state).toBe('published');
  });

  it('of two saves sent at once from the same file, keeps one and refuses the other', async () => {
    const { stamp } = await school();
    const answers = await Promise.all([
      send(ada, 'PUT', { ...original, popularity: 66 }, `"${stamp}"`),
      send(ben, 'PUT', { ...original, popularity: 77 }, `"${stamp}"`),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const kept = answers[0]!.status === 200 ? 66 : 77;
    expect((await school()).file.popularity).toBe(kept);
  });

  it('saves without If-Match (or with *) as before, and refuses an If-Match that is no ETag', async () => {
    await read<SchoolAnswer>(await send(ada, 'PATCH', { popularity: 88 }));
    await read<SchoolAnswer>(await send(ada, 'PATCH', { popularity: 89 }, '*'));
    expect((await school()).file.popularity).toBe(89);
    const wrong = await read<Conflict>(await send(ada, 'PATCH', { popularity: 90 }, 'abc, def'), 400);
    expect(wrong.error.field).toBe('If-Match');
    expect((await school()).file.popularity).toBe(89);
  });
});

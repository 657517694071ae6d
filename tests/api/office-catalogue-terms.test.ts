// The terms files through the office API (issue 31): a content editor uploads a new one and
// replaces one; each is checked by name, size and the kind its bytes say (not its name alone);
// a school may name it once uploaded (and not before); it is served at once at /files/terms/ and
// to the build through the catalogue API; an upload starts a rebuild (a new catalogue version);
// an import carries terms files, checked as an upload is; managers are refused.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCatalogueVersion } from '#server/catalogue/queries/get-catalogue-version.ts';
import { MAX_TERMS_FILE_BYTES } from '#domain/catalogue/terms-file.ts';
import { FIXTURE_CONTENT_DIR } from './support/fixture-content.ts';
import { startStaffTestApi, type StaffTestApi } from './support/start-staff-test-api.ts';
import { testDatabases } from './support/test-databases.ts';
import { readAnswer, sendToCatalogue } from './support/office-catalogue-requests.ts';

const DEMO_TERMS = resolve(import.meta.dirname, '../../content/terms');
const PDF = new Uint8Array(readFileSync(join(FIXTURE_CONTENT_DIR, 'terms', 'general-terms.pdf')));
const PNG = new Uint8Array(readFileSync(join(DEMO_TERMS, 'cancellation-policy.png')));
const DOCX = new Uint8Array(readFileSync(join(DEMO_TERMS, 'booking-conditions.docx')));
const SCHOOL = 101;

interface Entry {
  name: string;
  mediaType: string;
  size: number;
  origin: 'content' | 'uploaded';
  author: string | null;
  usedBy: { id: number; name: string }[];
}
interface Failure {
  success: false;
  error: { field?: string; message: string };
  errors?: { file: string; field: string; message: string }[];
}

describe.each(testDatabases)('the terms files API on $kind', (database) => {
  let api: StaffTestApi;
  let editor: string;
  let manager: string;

  beforeAll(async () => {
    api = await startStaffTestApi(database);
    await api.addStaff('terms@linguatrips.test', 'content-editor');
    await api.addStaff('manager@linguatrips.test', 'manager');
    editor = await api.signIn('terms@linguatrips.test');
    manager = await api.signIn('manager@linguatrips.test');
  });
  afterAll(() => api?.close());

  const upload = (method: 'POST' | 'PUT', path: string, bytes: Uint8Array, fileName: string, name?: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
    if (name !== undefined) form.append('name', name);
    return fetch(`${api.baseUrl}/api/office/catalogue${path}`, {
      method,
      headers: { origin: api.baseUrl, cookie: editor },
      body: form,
    });
  };
  const list = async () => readAnswer<Entry[]>(await sendToCatalogue(api, editor, 'GET', '/terms'));
  const catalogueVersion = async () => (await getCatalogueVersion(api.api.db)).version;
  const send = (method: string, path: string, body?: unknown) => sendToCatalogue(api, editor, method, path, body);

  it('lists the content folder’s terms files with the schools that name them', async () => {
    expect(await list()).toEqual([
      expect.objectContaining({
        name: 'general-terms.pdf',
        mediaType: 'application/pdf',
        origin: 'content',
        size: PDF.length,
        usedBy: expect.arrayContaining([expect.objectContaining({ id: SCHOOL })]),
      }),
    ]);
  });

  it('keeps terms files to content editors and administrators: a manager is refused', async () => {
    expect((await sendToCatalogue(api, manager, 'GET', '/terms')).status).toBe(403);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PDF)]), 'x.pdf');
    for (const [method, path] of [
      ['POST', '/terms'],
      ['PUT', '/terms/general-terms.pdf'],
    ] as const) {
      const response = await fetch(`${api.baseUrl}/api/office/catalogue${path}`, {
        method,
        headers: { origin: api.baseUrl, cookie: manager },
        body: form,
      });
      expect(response.status, path).toBe(403);
    }
  });

  it('refuses a wrong upload, naming why: a name, an empty file, a kind its bytes do not say', async () => {
    const before = await catalogueVersion();
    const badName = await readAnswer<Failure>(await upload('POST', '/terms', PDF, 'x.pdf', 'Terms 2027.pdf'), 400);
    expect(badName.error.field).toBe('name');
    const exe = await readAnswer<Failure>(await upload('POST', '/terms', PDF, 'terms.exe'), 400);
    expect(exe.error.field).toBe('name');
    const empty = await readAnswer<Failure>(await upload('POST', '/terms', new Uint8Array(), 'a.pdf'), 400);
    expect(empty.error).toEqual({ field: 'file', message: 'the file is empty' });
    // A web page renamed .pdf, a PNG named .pdf: decided from the bytes.
    const html = new TextEncoder().encode('<!doctype html><script>alert(1)</script>');
    const notPdf = await readAnswer<Failure>(await upload('POST', '/terms', html, 'school-terms.pdf'), 415);
    expect(notPdf.error.message).toBe('the file is not a PDF, Word (.docx), PNG or JPEG file');
    const pngAsPdf = await readAnswer<Failure>(await upload('POST', '/terms', PNG, 'school-terms.pdf'), 415);
    expect(pngAsPdf.error.message).toContain('is a PNG file, but its name ends in .pdf');
    expect(await catalogueVersion()).toBe(before);
    expect((await list()).map((entry) => entry.name)).toEqual(['general-terms.pdf']);
  });

  it('refuses a file over the limit with 413', async () => {
    const huge = new Uint8Array(MAX_TERMS_FILE_BYTES + 1);
    huge.set(PDF.subarray(0, 16));
    // Just over the file limit: read (the body limit leaves room for it) and refused by the check.
    const over = await readAnswer<Failure>(await upload('POST', '/terms', huge, 'huge.pdf'), 413);
    expect(over.error).toEqual({ field: 'file', message: 'the file is over 10 MB' });
    // Far over it: refused before it is read.
    const far = new Uint8Array(MAX_TERMS_FILE_BYTES + 200 * 1024);
    expect((await upload('POST', '/terms', far, 'far.pdf')).status).toBe(413);
  });

  it('uploads a new terms file: listed, served at once, named by a school only from then on', async () => {
    const refusedBefore = await readAnswer<Failure>(
      await send('PATCH', `/schools/${SCHOOL}/draft`, { terms: 'school-conditions.docx' }),
      400,
    );
    expect(refusedBefore.error.field).toBe('terms');

    const before = await catalogueVersion();
    const saved = await readAnswer<{ name: string; saved: boolean; catalogueVersion: number }>(
      await upload('POST', '/terms', DOCX, 'School Conditions.docx'),
    );
    expect(saved).toMatchObject({ name: 'school-conditions.docx', saved: true });
    expect(await catalogueVersion()).toBeGreaterThan(before);
    expect((await list()).find((entry) => entry.name === 'school-conditions.docx')).toMatchObject({
      origin: 'uploaded',
      author: 'terms',
      size: DOCX.length,
      mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });

    const served = await fetch(`${api.baseUrl}/files/terms/school-conditions.docx`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(DOCX);
    const forBuild = await api.get<{ data: { name: string }[] }>('/api/catalogue/terms');
    expect(forBuild.body.data.map((row) => row.name)).toEqual(['school-conditions.docx']);
    const bytesForBuild = await fetch(`${api.baseUrl}/api/catalogue/terms/school-conditions.docx`);
    expect(new Uint8Array(await bytesForBuild.arrayBuffer())).toEqual(DOCX);
    expect((await fetch(`${api.baseUrl}/api/catalogue/terms/general-terms.pdf`)).status).toBe(404);
    expect((await fetch(`${api.baseUrl}/files/terms/nothing.pdf`)).status).toBe(404);

    // The same name again is refused: that is a replacement.
    const again = await readAnswer<Failure>(await upload('POST', '/terms', DOCX, 'school-conditions.docx'), 409);
    expect(again.error.field).toBe('name');

    await readAnswer(await send('PATCH', `/schools/${SCHOOL}/draft`, { terms: 'school-conditions.docx' }));
    expect((await list()).find((entry) => entry.name === 'school-conditions.docx')!.usedBy).toEqual([
      expect.objectContaining({ id: SCHOOL }),
    ]);
    expect((await send('DELETE', `/schools/${SCHOOL}/draft`)).status).toBe(200);
  });

  it('replaces a terms file (the content folder’s too), and an identical one changes nothing', async () => {
    expect((await upload('PUT', '/terms/no-such.pdf', PDF, 'x.pdf')).status).toBe(404);
    const before = await catalogueVersion();
    const same = await readAnswer<{ saved: boolean }>(await upload('PUT', '/terms/general-terms.pdf', PDF, 'x.pdf'));
    expect(same.saved).toBe(false);
    expect(await catalogueVersion()).toBe(before);
    const wrongKind = await readAnswer<Failure>(await upload('PUT', '/terms/general-terms.pdf', PNG, 'x.png'), 415);
    expect(wrongKind.error.field).toBe('file');

    const newer = new Uint8Array([...PDF.subarray(0, PDF.length - 6), ...new TextEncoder().encode('\n%%EOF\n')]);
    const replaced = await readAnswer<{ saved: boolean }>(
      await upload('PUT', '/terms/general-terms.pdf', newer, 'whatever.pdf'),
    );
    expect(replaced.saved).toBe(true);
    expect((await list()).find((entry) => entry.name === 'general-terms.pdf')).toMatchObject({
      origin: 'uploaded',
      size: newer.length,
    });
    const served = await fetch(`${api.baseUrl}/files/terms/general-terms.pdf`);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(newer);
  });

  it('imports terms files with the rest, checked as an upload is; any error and nothing changes', async () => {
    const broken = await readAnswer<Failure>(
      await send('POST', '/import', {
        files: [
          { file: 'terms/pathway.pdf', base64: Buffer.from(PNG).toString('base64') },
          { file: 'terms/ok-terms.png', base64: Buffer.from(PNG).toString('base64') },
        ],
      }),
      400,
    );
    expect(broken.errors).toEqual([
      {
        file: 'terms/pathway.pdf',
        field: 'file',
        message: 'the file is a PNG file, but its name ends in .pdf: name it ….png',
      },
    ]);
    expect((await list()).map((entry) => entry.name)).not.toContain('ok-terms.png');

    // A terms file and a school naming it, in one import.
    const school = JSON.parse(readFileSync(join(FIXTURE_CONTENT_DIR, 'schools', 'sol_de_madrid.json'), 'utf8')) as {
      terms: string;
    };
    const imported = await readAnswer<{ terms: { file: string; key: string; outcome: string }[] }>(
      await send('POST', '/import', {
        files: [
          { file: 'terms/ok-terms.png', base64: Buffer.from(PNG).toString('base64') },
          { file: 'sol_de_madrid.json', source: `${JSON.stringify({ ...school, terms: 'ok-terms.png' }, null, 2)}\n` },
        ],
      }),
    );
    expect(imported.terms).toEqual([{ file: 'terms/ok-terms.png', key: 'terms/ok-terms.png', outcome: 'changed' }]);
    expect((await list()).find((entry) => entry.name === 'ok-terms.png')!.usedBy.map((use) => use.id)).toEqual([103]);
  });
});

// The catalogue office's photos (issue 31): uploads made into the site's files and stored in the
// database, served at their hashed address, ordered, described, replaced and removed in the
// school's draft, and on the school's data once published.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope, SchoolData } from '#domain/catalogue/api-types.ts';
import { MAX_CATALOGUE_PHOTO_BYTES } from '#domain/photos/catalogue-photo-rules.ts';
import { schoolPhotoFilesAt } from '#domain/photos/photo-files.ts';
import { startStaffTestApi, type StaffTestApi } from './support/start-staff-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

const SCHOOL = 101;
const SLUG = 'harbour_view_english';

interface PhotoAnswer {
  n: number;
  drawing?: number;
  upload?: string;
  alt?: Record<string, string>;
  base: string;
}
interface PhotosAnswer {
  id: number;
  state: 'draft' | 'published';
  hash?: string;
  lists: { list: string; title: string; photos: PhotoAnswer[] }[];
  acceptedTypes?: { name: string; mediaType: string }[];
}
interface Failure {
  success: false;
  error: { field?: string; message: string };
}

const photo = (colour: string, width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .withExif({ IFD0: { Make: 'Secret camera' } })
    .jpeg()
    .toBuffer();

describe.each(testDatabases)('the catalogue office photos API on $kind', (database) => {
  let api: StaffTestApi;
  let editor: string;
  let manager: string;

  beforeAll(async () => {
    api = await startStaffTestApi(database);
    await api.addStaff('photo-editor@linguatrips.test', 'content-editor');
    await api.addStaff('photo-manager@linguatrips.test', 'manager');
    editor = await api.signIn('photo-editor@linguatrips.test');
    manager = await api.signIn('photo-manager@linguatrips.test');
  });
  afterAll(() => api?.close());

  const url = (path: string) => `${api.baseUrl}/api/office/catalogue/schools/${SCHOOL}/photos${path}`;
  const form = (file: Buffer | null, fields: Record<string, string> = {}, name = 'photo.jpg') => {
    const body = new FormData();
    if (file) body.set('photo', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), name);
    for (const [key, value] of Object.entries(fields)) body.set(key, value);
    return body;
  };
  const send = (method: string, path: string, body?: FormData | object, cookie = editor) =>
    fetch(url(path), {
      method,
      headers: {
        origin: api.baseUrl,
        cookie,
        ...(body !== undefined && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      },
      ...(body === undefined ? {} : { body: body instanceof FormData ? body : JSON.stringify(body) }),
    });
  const ok = async (response: Response): Promise<PhotosAnswer> => {
    const body = (await response.json()) as { success: boolean; data: PhotosAnswer };
    expect(response.status, JSON.stringify(body)).toBe(200);
    return body.data;
  };
  const failure = async (response: Response, status: number): Promise<Failure['error']> => {
    const body = (await response.json()) as Failure;
    expect(response.status, JSON.stringify(body)).toBe(status);
    return body.error;
  };
  const gallery = (answer: PhotosAnswer) => answer.lists.find((list) => list.list === 'gallery')!.photos;

  it('lists the gallery and each housing option as the drawings of the school file, with the types it takes', async () => {
    const answer = await ok(await send('GET', ''));
    expect(answer.state).toBe('published');
    expect(gallery(answer).map((entry) => entry.drawing)).toEqual([1, 2, 3]);
    expect(answer.lists.map((list) => list.list)).toEqual(['gallery', 'housing-1']);
    expect(answer.acceptedTypes!.map((type) => type.name)).toEqual(expect.arrayContaining(['JPEG', 'PNG', 'WebP']));
  });

  it('lets only those who edit the catalogue see or change photos', async () => {
    expect((await send('GET', '', undefined, manager)).status).toBe(403);
    expect((await send('POST', '/gallery', form(await photo('#ff0000'), { 'alt.en': 'x' }), manager)).status).toBe(403);
    expect((await fetch(url(''))).status).toBe(401);
  });

  it('uploads a photo with alt texts into the draft, served at its hashed address without metadata', async () => {
    const upload = await ok(
      await send(
        'POST',
        '/gallery',
        form(await photo('#cc2200'), { 'alt.en': 'The red front door', 'alt.de': 'Die rote Haustür' }),
      ),
    );
    expect(upload.state).toBe('draft');
    expect(upload.hash).toMatch(/^[0-9a-f]{16}$/);
    const added = gallery(upload).at(-1)!;
    expect(added).toMatchObject({
      n: 4,
      upload: upload.hash,
      alt: { en: 'The red front door', de: 'Die rote Haustür' },
    });
    expect(added.base).toBe(`/photos/h/${upload.hash}/schools/uploaded`);
    for (const file of schoolPhotoFilesAt('schools/uploaded')) {
      const response = await fetch(`${api.baseUrl}/photos/h/${upload.hash}/${file.file}`);
      expect(response.status, file.file).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('content-type')).toBe(file.format === 'webp' ? 'image/webp' : 'image/jpeg');
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([meta.width, meta.height, meta.exif]).toEqual([file.width, file.height, undefined]);
    }
    expect((await fetch(`${api.baseUrl}/photos/h/${'0'.repeat(16)}/schools/uploaded.webp`)).status).toBe(404);
  });

  it('names the field when the file is missing, no image, of a type not taken, or too big, and changes nothing', async () => {
    const before = await ok(await send('GET', ''));
    expect(await failure(await send('POST', '/gallery', form(null, { 'alt.en': 'x' })), 400)).toMatchObject({
      field: 'photo',
    });
    expect(
      await failure(
        await send('POST', '/gallery', form(Buffer.from('just some text'), { 'alt.en': 'x' }, 'x.jpg')),
        400,
      ),
    ).toMatchObject({ field: 'photo', message: expect.stringContaining('not an image') });
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect(await failure(await send('POST', '/gallery', form(gif, { 'alt.en': 'x' })), 415)).toMatchObject({
      field: 'photo',
      message: expect.stringContaining('GIF is not a type this site takes'),
    });
    const big = Buffer.concat([await photo('#00ff00'), Buffer.alloc(MAX_CATALOGUE_PHOTO_BYTES)]);
    expect(await failure(await send('POST', '/gallery', form(big, { 'alt.en': 'x' })), 413)).toMatchObject({
      field: 'photo',
      message: expect.stringContaining('too big'),
    });
    expect(await failure(await send('POST', '/gallery', form(await photo('#0000ff'))), 400)).toMatchObject({
      field: 'alt.en',
    });
    expect(await ok(await send('GET', ''))).toEqual(before);
  });

  it('moves a photo up and down, and refuses a move past an end', async () => {
    const moved = await ok(await send('POST', '/gallery/4/move', { direction: 'up' }));
    expect(gallery(moved).map((entry) => entry.drawing ?? 'upload')).toEqual([1, 2, 'upload', 3]);
    const back = await ok(await send('POST', '/gallery/3/move', { direction: 'down' }));
    expect(gallery(back).map((entry) => entry.drawing ?? 'upload')).toEqual([1, 2, 3, 'upload']);
    expect(await failure(await send('POST', '/gallery/1/move', { direction: 'up' }), 404)).toMatchObject({
      field: 'n',
    });
    expect(await failure(await send('POST', '/gallery/1/move', { direction: 'sideways' }), 400)).toMatchObject({
      field: 'direction',
    });
  });

  it('changes the alt texts of a photo, English required once any is given', async () => {
    const described = await ok(
      await send('PUT', '/gallery/1/alt', { alt: { en: 'The school from the harbour', fr: 'L’école' } }),
    );
    expect(gallery(described)[0]).toMatchObject({
      drawing: 1,
      alt: { en: 'The school from the harbour', fr: 'L’école' },
    });
    expect(await failure(await send('PUT', '/gallery/1/alt', { alt: { fr: 'seulement' } }), 400)).toMatchObject({
      field: 'alt.en',
    });
    expect(await failure(await send('PUT', '/gallery/1/alt', { alt: { en: 'x'.repeat(251) } }), 400)).toMatchObject({
      field: 'alt.en',
    });
  });

  it('replaces a photo keeping its alt text, and removes one', async () => {
    const before = gallery(await ok(await send('GET', '')));
    const replaced = await ok(await send('PUT', '/gallery/4', form(await photo('#224466', 1200, 800))));
    const entry = gallery(replaced)[3]!;
    expect(entry.upload).toBe(replaced.hash);
    expect(entry.upload).not.toBe(before[3]!.upload);
    expect(entry.alt).toEqual(before[3]!.alt);
    // A drawing without an alt text cannot become an upload without one.
    expect(await failure(await send('PUT', '/gallery/2', form(await photo('#000000'))), 400)).toMatchObject({
      field: 'alt.en',
    });
    const removed = await ok(await send('DELETE', '/gallery/2'));
    expect(gallery(removed).map((photoEntry) => photoEntry.drawing ?? photoEntry.upload)).toEqual([
      1,
      3,
      replaced.hash,
    ]);
    expect(await failure(await send('DELETE', '/gallery/9'), 404)).toMatchObject({ field: 'n' });
  });

  it('keeps a housing option at the schema limits, and uploads to it in the housing sizes', async () => {
    const housing = await ok(
      await send('POST', '/housing-1', form(await photo('#aa8800'), { 'alt.en': 'The bedroom' })),
    );
    const list = housing.lists.find((entry) => entry.list === 'housing-1')!.photos;
    expect(list.at(-1)).toMatchObject({ upload: housing.hash, base: `/photos/h/${housing.hash}/housing/uploaded` });
    expect((await fetch(`${api.baseUrl}/photos/h/${housing.hash}/housing/uploaded-300@3x.jpg`)).status).toBe(200);
    expect(
      await failure(await send('POST', '/housing-99', form(await photo('#aa8800'), { 'alt.en': 'x' })), 404),
    ).toMatchObject({
      field: 'list',
    });
  });

  it('refuses a school file naming an upload the database does not have', async () => {
    const draft = await fetch(`${api.baseUrl}/api/office/catalogue/schools/${SCHOOL}/draft`, {
      method: 'PATCH',
      headers: { origin: api.baseUrl, cookie: editor, 'content-type': 'application/json' },
      body: JSON.stringify({ photos: [{ upload: 'ffffffffffffffff', alt: { en: 'Nowhere' } }] }),
    });
    expect(await failure(draft, 400)).toMatchObject({
      field: 'photos.0.upload',
      message: expect.stringContaining('ffffffffffffffff'),
    });
  });

  it('shows the published photos with their alt texts on the school data, in the culture with English fallback', async () => {
    const publish = await fetch(`${api.baseUrl}/api/office/catalogue/schools/${SCHOOL}/publish`, {
      method: 'POST',
      headers: { origin: api.baseUrl, cookie: editor },
    });
    expect(publish.status, await publish.clone().text()).toBe(200);
    const photos = await ok(await send('GET', ''));
    const uploaded = gallery(photos).at(-1)!;
    const read = async (culture: string) => {
      const { status, body } = await api.get<ApiEnvelope<SchoolData>>(
        `/api/school/data/?name=${SLUG}&culture=${culture}`,
      );
      if (status !== 200 || !body.success) throw new Error(`${status} ${JSON.stringify(body)}`);
      return body.data;
    };
    const german = await read('de');
    expect(german.photos.at(-1)).toBe(`/photos/h/${uploaded.upload}/schools/uploaded.webp`);
    expect(german.photoAlts.at(-1)).toBe('Die rote Haustür');
    expect(german.photoAlts[0]).toBe('The school from the harbour');
    expect((await read('fr')).photoAlts[0]).toBe('L’école');

    // What the build writes: the uploads the published schools show, not those replaced or removed.
    const shown = photos.lists.flatMap((list) => list.photos.flatMap((entry) => (entry.upload ? [entry.upload] : [])));
    const listed = await api.get<ApiEnvelope<{ hash: string; files: string[] }[]>>('/api/catalogue/photos');
    if (!listed.body.success) throw new Error(JSON.stringify(listed.body));
    expect(listed.body.data.map((entry) => entry.hash).sort()).toEqual([...shown].sort());
    expect(listed.body.data.find((entry) => entry.hash === uploaded.upload)!.files).toEqual(
      schoolPhotoFilesAt('schools/uploaded')
        .map((file) => file.file)
        .sort(),
    );
  });
});

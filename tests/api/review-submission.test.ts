import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ReviewsPageData } from '#domain/catalogue/api-types.ts';
import { REVIEW_FORM_FIELDS as F } from '#domain/reviews/review-form-fields.ts';
import { reviewPhotos, reviews } from '#server/db/schema.ts';
import { createApp } from '#server/app.ts';
import { loadConfig } from '#server/config/env.ts';
import { createRateLimits } from '#server/rate-limit/create-rate-limits.ts';
import { REVIEW_PHOTO_CACHE_CONTROL } from '#server/reviews/routes/review-photos.ts';
import { serveApp } from './support/serve-app.ts';
import { TEST_NOW } from './support/start-test-api.ts';
import { startStaffTestApi, type StaffTestApi } from './support/start-staff-test-api.ts';
import { testDatabases } from './support/test-databases.ts';

/** The Madrid school of the fixture catalogue: no reviews of its own, one accommodation (id 1). */
const MADRID = 103;
const TEXT = 'Three weeks in Madrid with a small class, patient teachers and a host family who cooked every night.';

/** A valid form's text fields; a test changes or removes some (undefined removes). */
function fields(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const all: Record<string, string | undefined> = {
    [F.name]: 'Lena Fischer',
    [F.country]: 'DE',
    [F.city]: 'Hamburg',
    [F.start]: '2026-07-06',
    [F.end]: '2026-07-24',
    [F.progressFrom]: 'A2',
    [F.progressTo]: 'B1',
    [F.schoolStars]: '5',
    [F.courseStars]: '4',
    [F.accommodationStars]: '3',
    [F.spareTimeStars]: '5',
    [F.text]: TEXT,
    [F.accommodationOption]: '1',
    [F.schoolId]: String(MADRID),
    [F.culture]: 'en',
    [F.honeypot]: '',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

type Upload = { field: string; name: string; bytes: Uint8Array; type?: string };

function multipart(values: Record<string, string>, files: Upload[] = []): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, value);
  for (const file of files)
    form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/jpeg' }), file.name);
  return form;
}

/** A 300 × 200 JPEG taken "sideways" (EXIF orientation 6) with a camera make and a GPS position. */
async function phoneJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Pocket 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 25/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '3/1 42/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 0.5 } } })
    .png()
    .toBuffer();
const webp = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a3' } })
    .webp()
    .toBuffer();

type Failure = { success: false; error: { field?: string; message: string } };

describe.each(testDatabases)('review submission on $kind', (database) => {
  let api: StaffTestApi;
  let manager: string;
  beforeAll(async () => {
    api = await startStaffTestApi(database);
    await api.addStaff('max@linguatrips.test', 'manager');
    manager = await api.signIn('max@linguatrips.test');
  }, 60_000);
  afterAll(() => api?.close());
  beforeEach(async () => {
    await api.api.db.delete(reviews).where(eq(reviews.schoolId, MADRID));
  });

  const send = (path: string, body: FormData | string, headers: Record<string, string> = {}) =>
    fetch(`${api.baseUrl}${path}`, {
      method: 'POST',
      body,
      headers: { origin: api.baseUrl, ...headers },
      redirect: 'manual',
    });
  const sendApi = (form: FormData) => send('/api/school/reviews', form);
  const stored = () => api.api.db.select().from(reviews).where(eq(reviews.schoolId, MADRID));
  const storedPhotos = () =>
    api.api.db
      .select()
      .from(reviewPhotos)
      .orderBy(asc(reviewPhotos.kind), asc(reviewPhotos.position), asc(reviewPhotos.size), asc(reviewPhotos.format));
  const expectRefused = async (response: Response, field: string, message?: string | RegExp) => {
    expect(response.status, field).toBe(400);
    const body = (await response.json()) as Failure;
    expect(body.success).toBe(false);
    expect(body.error.field).toBe(field);
    if (message !== undefined) expect(body.error.message).toMatch(message);
    expect(await stored(), 'nothing is stored').toEqual([]);
  };

  it('stores a valid review with photos as pending, each photo re-encoded upright in every size without its metadata', async () => {
    const original = await phoneJpeg();
    expect((await sharp(original).metadata()).exif, 'the upload carries EXIF').toBeDefined();
    const response = await sendApi(
      multipart(fields(), [
        { field: F.photo, name: 'me.jpg', bytes: original },
        { field: F.photos, name: 'class.png', bytes: await png(2400, 1800), type: 'image/png' },
        { field: F.photos, name: 'street.webp', bytes: await webp(640, 480), type: 'image/webp' },
      ]),
    );
    expect(await response.json()).toEqual({ success: true, data: { status: 'ok' } });
    expect(response.status).toBe(200);

    const [review] = await stored();
    expect(review).toMatchObject({
      status: 'pending',
      source: 'visitor',
      culture: 'en',
      authorName: 'Lena Fischer',
      authorCountry: 'DE',
      authorCity: 'Hamburg',
      start: '2026-07-06',
      end: '2026-07-24',
      progressFromLevel: 'A2',
      progressToLevel: 'B1',
      schoolStars: 5,
      courseStars: 4,
      accommodationStars: 3,
      spareTimeStars: 5,
      text: TEXT,
      accommodationOptionId: 1,
      creationDate: '2026-11-22',
      approveDate: null,
    });
    expect(review!.id).toBeGreaterThanOrEqual(1_000_000);

    const photos = await storedPhotos();
    const shape = photos.map(
      (photo) => `${photo.kind} ${photo.position} ${photo.size} ${photo.format} ${photo.width}x${photo.height}`,
    );
    expect(shape).toEqual([
      // The sideways 300 × 200 photo, turned upright: 200 × 300, cropped square for the avatar.
      'author 0 avatar-1x jpg 64x64',
      'author 0 avatar-1x webp 64x64',
      'author 0 avatar-2x jpg 128x128',
      'author 0 avatar-2x webp 128x128',
      'author 0 avatar-3x jpg 192x192',
      'author 0 avatar-3x webp 192x192',
      'review 0 large jpg 1600x1200',
      'review 0 large webp 1600x1200',
      'review 0 thumb-1x jpg 100x100',
      'review 0 thumb-1x webp 100x100',
      'review 0 thumb-2x jpg 200x200',
      'review 0 thumb-2x webp 200x200',
      'review 0 thumb-3x jpg 300x300',
      'review 0 thumb-3x webp 300x300',
      // A small photo is never enlarged.
      'review 1 large jpg 640x480',
      'review 1 large webp 640x480',
      'review 1 thumb-1x jpg 100x100',
      'review 1 thumb-1x webp 100x100',
      'review 1 thumb-2x jpg 200x200',
      'review 1 thumb-2x webp 200x200',
      'review 1 thumb-3x jpg 300x300',
      'review 1 thumb-3x webp 300x300',
    ]);
    for (const photo of photos) {
      const metadata = await sharp(photo.bytes).metadata();
      expect(metadata.format).toBe(photo.format === 'jpg' ? 'jpeg' : 'webp');
      expect([metadata.width, metadata.height]).toEqual([photo.width, photo.height]);
      expect(metadata.exif, `${photo.size}.${photo.format} has no EXIF`).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(photo.bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
    }
    // Photo ids are random (22 characters of base64url), one per photo.
    const ids = [...new Set(photos.map((photo) => photo.photoId))];
    expect(ids).toHaveLength(3);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(review!.authorPhotoPath).toBe(`/api/review-photos/${photos[0]!.photoId}/avatar-1x.webp`);
  });

  it('serves a pending review’s photos to moderating staff only, and to everyone once approved, cached for a year', async () => {
    const response = await sendApi(
      multipart(fields(), [{ field: F.photos, name: 'class.jpg', bytes: await phoneJpeg() }]),
    );
    expect(response.status).toBe(200);
    const [review] = await stored();
    const [photo] = await storedPhotos();
    const address = `${api.baseUrl}/api/review-photos/${photo!.photoId}/thumb-2x.webp`;

    const hidden = await fetch(address);
    expect(hidden.status).toBe(404);
    expect(hidden.headers.get('cache-control')).toBe('private, no-store');
    const forStaff = await fetch(address, { headers: { cookie: manager } });
    expect(forStaff.status).toBe(200);
    expect(forStaff.headers.get('content-type')).toBe('image/webp');
    expect(forStaff.headers.get('cache-control')).toBe('private, no-store');

    // The office API names the photos as the public one does, for the moderator's tools.
    const queue = (await (
      await fetch(`${api.baseUrl}/api/office/reviews?status=pending`, { headers: { cookie: manager } })
    ).json()) as { data: { items: { id: number; photos: unknown; authorPhotoStoragePath: unknown }[] } };
    const queued = queue.data.items.find((item) => item.id === review!.id)!;
    expect([queued.photos, queued.authorPhotoStoragePath]).toEqual([
      [{ id: 0, storagePath: `/api/review-photos/${photo!.photoId}/thumb-1x.webp` }],
      null,
    ]);

    expect((await api.post(`/api/office/reviews/${review!.id}/approve`, undefined, { cookie: manager })).status).toBe(
      200,
    );
    const shown = await fetch(address);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toBe(REVIEW_PHOTO_CACHE_CONTROL);
    expect((await sharp(Buffer.from(await shown.arrayBuffer())).metadata()).width).toBe(200);
    const jpg = await fetch(address.replace('.webp', '.jpg'));
    expect(jpg.headers.get('content-type')).toBe('image/jpeg');

    // The school's reviews list the photos by these addresses.
    const page = (await (await fetch(`${api.baseUrl}/api/school/reviews/?culture=en&schoolid=${MADRID}`)).json()) as {
      data: ReviewsPageData;
    };
    expect(page.data.items[0]!.photos).toEqual([
      { id: 0, storagePath: `/api/review-photos/${photo!.photoId}/thumb-1x.webp` },
    ]);

    for (const wrong of [
      `${photo!.photoId}/thumb-9x.webp`,
      `${photo!.photoId}/thumb-1x.png`,
      'AAAAAAAAAAAAAAAAAAAAAA/thumb-1x.webp',
      '1/thumb-1x.webp',
    ]) {
      expect((await fetch(`${api.baseUrl}/api/review-photos/${wrong}`)).status, wrong).toBe(404);
    }
  });

  it.each([
    ['a missing name', { [F.name]: undefined }, F.name, 'name is required'],
    ['a blank name', { [F.name]: '   ' }, F.name, 'name is required'],
    ['a name over 100 characters', { [F.name]: 'x'.repeat(101) }, F.name, 'name must be at most 100 characters'],
    ['an unknown country', { [F.country]: 'XX' }, F.country, 'country must be a country of the list'],
    ['a missing country', { [F.country]: undefined }, F.country, 'country is required'],
    ['a city of two lines', { [F.city]: 'Ham\nburg' }, F.city, 'city must be one line of text'],
    ['a start that is no date', { [F.start]: '06/07/2026' }, F.start, 'start must be a date (YYYY-MM-DD)'],
    ['a start that does not exist', { [F.start]: '2026-02-30' }, F.start, 'start must be a real date'],
    ['an end in the future', { [F.end]: '2026-11-23' }, F.end, 'end must not be in the future'],
    ['an end before the start', { [F.end]: '2026-07-01' }, F.end, 'end must not be before start'],
    ['an unknown level', { [F.progressFrom]: 'D1' }, F.progressFrom, /progress from must be one of A1/],
    [
      'a level going down',
      { [F.progressFrom]: 'C1', [F.progressTo]: 'B1' },
      F.progressTo,
      'progress to must not be below progress from',
    ],
    ['school stars of 6', { [F.schoolStars]: '6' }, F.schoolStars, 'school stars must be a whole number from 1 to 5'],
    ['course stars of 0', { [F.courseStars]: '0' }, F.courseStars, 'course stars must be a whole number from 1 to 5'],
    [
      'missing course stars',
      { [F.courseStars]: undefined },
      F.courseStars,
      'course stars must be a whole number from 1 to 5',
    ],
    [
      'missing accommodation stars',
      { [F.accommodationStars]: undefined },
      F.accommodationStars,
      'accommodation stars is required',
    ],
    [
      'spare time stars of 4.5',
      { [F.spareTimeStars]: '4.5' },
      F.spareTimeStars,
      'spare time stars must be a whole number from 1 to 5',
    ],
    ['a text too short', { [F.text]: 'Great!' }, F.text, 'text must be at least 40 characters'],
    ['a text too long', { [F.text]: 'x'.repeat(5001) }, F.text, 'text must be at most 5000 characters'],
    [
      'a missing accommodation choice',
      { [F.accommodationOption]: undefined },
      F.accommodationOption,
      'accommodation choice is required',
    ],
    [
      'another school’s accommodation',
      { [F.accommodationOption]: '999' },
      F.accommodationOption,
      /accommodation of the school/,
    ],
    ['an unknown culture', { [F.culture]: 'xx' }, F.culture, /culture must be one of/],
  ])('refuses %s, naming the field, and stores nothing', async (_label, overrides, field, message) => {
    await expectRefused(await sendApi(multipart(fields(overrides))), field, message);
  });

  it('refuses an unknown school with a 404 naming the field', async () => {
    const response = await sendApi(multipart(fields({ [F.schoolId]: '999999' })));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      success: false,
      error: { field: F.schoolId, message: 'no school with id 999999' },
    });
  });

  it('stores no stars where the visitor said "not applicable", whatever the hidden stars say', async () => {
    const response = await sendApi(
      multipart(
        fields({
          [F.notBookedAccommodation]: 'on',
          [F.accommodationStars]: '9',
          [F.notBookedSpareTime]: 'true',
          [F.spareTimeStars]: undefined,
          [F.accommodationOption]: '0',
          [F.progressFrom]: '',
          [F.progressTo]: '',
        }),
      ),
    );
    expect(response.status).toBe(200);
    expect(await stored()).toMatchObject([
      {
        accommodationStars: null,
        spareTimeStars: null,
        accommodationOptionId: null,
        progressFromLevel: null,
        progressToLevel: null,
      },
    ]);
  });

  it('refuses a file that is not an image though named .jpg, and stores nothing of the review', async () => {
    const text = new TextEncoder().encode('<html><script>alert(1)</script></html>'.repeat(20));
    await expectRefused(
      await sendApi(multipart(fields(), [{ field: F.photos, name: 'holiday.jpg', bytes: text }])),
      F.photos,
      'holiday.jpg: each photo must be a JPEG, PNG or WebP image',
    );
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    await expectRefused(
      await sendApi(multipart(fields(), [{ field: F.photo, name: 'me.png', bytes: svg }])),
      F.photo,
      /JPEG, PNG or WebP/,
    );
    expect(await storedPhotos()).toEqual([]);
  });

  it('refuses a damaged image, and keeps nothing of the photos before it', async () => {
    const whole = await sharp({
      create: {
        width: 800,
        height: 600,
        channels: 3,
        background: '#888',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    const cut = whole.subarray(0, Math.floor(whole.length * 0.6));
    await expectRefused(
      await sendApi(
        multipart(fields(), [
          { field: F.photos, name: 'good.jpg', bytes: whole },
          { field: F.photos, name: 'cut.jpg', bytes: cut },
        ]),
      ),
      F.photos,
      /cut\.jpg: a photo could not be read/,
    );
    expect(await storedPhotos()).toEqual([]);
  });

  it('refuses a photo over 10 MB and a decompression bomb (a small file of 42 megapixels)', async () => {
    const big = Buffer.concat([await phoneJpeg(), Buffer.alloc(10 * 1024 * 1024)]);
    await expectRefused(
      await sendApi(multipart(fields(), [{ field: F.photos, name: 'big.jpg', bytes: big }])),
      F.photos,
      'big.jpg: each photo must be at most 10 MB',
    );
    const bomb = await sharp({ create: { width: 7000, height: 6000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expectRefused(
      await sendApi(multipart(fields(), [{ field: F.photos, name: 'bomb.png', bytes: bomb, type: 'image/png' }])),
      F.photos,
      'bomb.png: each photo must be at most 40 megapixels',
    );
  }, 30_000);

  it('refuses 7 photos of the stay and 2 of the author', async () => {
    const photo = await webp(50, 50);
    const seven = Array.from({ length: 7 }, (_, i) => ({
      field: F.photos,
      name: `${i}.webp`,
      bytes: photo,
      type: 'image/webp',
    }));
    await expectRefused(await sendApi(multipart(fields(), seven)), F.photos, 'at most 6 photos');
    const two = [0, 1].map((i) => ({ field: F.photo, name: `${i}.webp`, bytes: photo, type: 'image/webp' }));
    await expectRefused(await sendApi(multipart(fields(), two)), F.photo, 'at most 1 photo of the author');
  });

  it('answers a filled honeypot as a success and stores nothing, however the rest of the form looks', async () => {
    for (const form of [
      fields({ [F.honeypot]: 'https://spam.example' }),
      fields({ [F.honeypot]: 'x', [F.text]: 'short' }),
    ]) {
      const response = await sendApi(multipart(form, [{ field: F.photos, name: 'a.jpg', bytes: await phoneJpeg() }]));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true, data: { status: 'ok' } });
    }
    expect(await stored()).toEqual([]);
    expect(await storedPhotos()).toEqual([]);
  });

  it('takes the same fields as JSON on the API twin (no photos)', async () => {
    const ok = await send('/api/school/reviews', JSON.stringify({ ...fields(), [F.schoolStars]: 4 }), {
      'content-type': 'application/json',
    });
    expect(ok.status).toBe(200);
    expect(await stored()).toMatchObject([{ schoolStars: 4, status: 'pending' }]);
    await api.api.db.delete(reviews).where(eq(reviews.schoolId, MADRID));
    await expectRefused(
      await send('/api/school/reviews', JSON.stringify(fields({ [F.name]: '' })), {
        'content-type': 'application/json',
      }),
      F.name,
      'name is required',
    );
    const notJson = await send('/api/school/reviews', '{"review.name"', { 'content-type': 'application/json' });
    expect(notJson.status).toBe(400);
  });

  it('answers the spec’s address ok or not ok, takes its culture from the address, and sends a form without script back to its page', async () => {
    const ok = await send('/ru/school/AddReviewPartial2', multipart(fields({ [F.culture]: undefined })), {
      accept: 'application/json',
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ status: 'ok' });
    expect(await stored()).toMatchObject([{ culture: 'ru', status: 'pending', source: 'visitor' }]);

    const notOk = await send('/ru/school/AddReviewPartial2', multipart(fields({ [F.schoolStars]: '7' })), {
      accept: 'application/json',
    });
    expect(notOk.status).toBe(400);
    expect(await notOk.json()).toEqual({
      status: 'not ok',
      error: { field: F.schoolStars, message: 'school stars must be a whole number from 1 to 5' },
    });

    const page = `${api.baseUrl}/en/spanish/spain/madrid/sol_de_madrid/`;
    const plain = await send('/en/school/AddReviewPartial2', multipart(fields()), {
      accept: 'text/html',
      referer: page,
    });
    expect(plain.status).toBe(303);
    expect(plain.headers.get('location')).toBe('/en/spanish/spain/madrid/sol_de_madrid/?review=ok#reviews');
    const elsewhere = await send('/en/school/AddReviewPartial2', multipart(fields({ [F.text]: 'short' })), {
      accept: 'text/html',
      referer: 'https://evil.example/x/',
    });
    expect(elsewhere.headers.get('location')).toBe('/en/?review=not-ok#reviews');

    expect((await send('/xx/school/AddReviewPartial2', multipart(fields()))).status).toBe(404);
  });

  it('refuses a review form from another site', async () => {
    for (const path of ['/api/school/reviews', '/en/school/AddReviewPartial2']) {
      const response = await send(path, multipart(fields()), { origin: 'https://evil.example' });
      expect(response.status, path).toBe(403);
    }
    expect(await stored()).toEqual([]);
  });

  it('stores markup as written: it is text, escaped wherever it is shown', async () => {
    const script = '<script>alert("x")</script>';
    const response = await sendApi(
      multipart(fields({ [F.name]: `${script}Lena`, [F.city]: `${script}`, [F.text]: `${script} ${TEXT}` })),
    );
    expect(response.status).toBe(200);
    expect(await stored()).toMatchObject([
      { authorName: `${script}Lena`, authorCity: script, text: `${script} ${TEXT}` },
    ]);
  });

  it('limits review forms per client IP, the spec’s address and the API twin together (RATE_LIMIT_REVIEW_PER_IP)', async () => {
    const config = loadConfig({ ENVIRONMENT_NAME: 'test', RATE_LIMIT_REVIEW_PER_IP: '2/1h' });
    const limits = await createRateLimits({ settings: config.rateLimits });
    const served = await serveApp(createApp({ db: api.api.db, config, clock: () => TEST_NOW, limits }));
    try {
      const post = (path: string) =>
        fetch(`${served.baseUrl}${path}`, {
          method: 'POST',
          body: multipart(fields({ [F.name]: '' })),
          headers: { origin: served.baseUrl, accept: 'application/json' },
        });
      expect((await post('/api/school/reviews')).status).toBe(400);
      expect((await post('/en/school/AddReviewPartial2')).status).toBe(400);
      const refused = await post('/api/school/reviews');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3_500);
      expect((await post('/de/school/AddReviewPartial2')).status).toBe(429);
    } finally {
      await served.close();
      await limits.close();
    }
  });
});

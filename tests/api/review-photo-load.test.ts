import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_FORM_FIELDS as F } from '#domain/reviews/review-form-fields.ts';
import { loadConfig } from '#server/config/env.ts';
import { startServer, type RunningServer } from '#server/start-server.ts';
import { FIXTURE_CONTENT_DIR } from './support/fixture-content.ts';
import { testDatabases } from './support/test-databases.ts';

/** The Madrid school of the fixture catalogue, with its one accommodation (id 1). */
const MADRID = 103;

/** A valid review form with photos of the stay. */
function reviewForm(photos: Uint8Array[]): FormData {
  const form = new FormData();
  const fields = {
    [F.name]: 'Jonas Weber',
    [F.country]: 'DE',
    [F.city]: 'Bremen',
    [F.start]: '2026-06-01',
    [F.end]: '2026-06-19',
    [F.progressFrom]: 'A2',
    [F.progressTo]: 'B1',
    [F.schoolStars]: '4',
    [F.courseStars]: '4',
    [F.accommodationStars]: '4',
    [F.spareTimeStars]: '5',
    [F.text]: 'Three good weeks in Madrid: small classes, a patient teacher and a host family near the Retiro.',
    [F.accommodationOption]: '1',
    [F.schoolId]: String(MADRID),
    [F.culture]: 'en',
    [F.honeypot]: '',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  photos.forEach((bytes, index) =>
    form.append(F.photos, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `photo-${index + 1}.png`),
  );
  return form;
}

/** A one-bit PNG of width × height: a few kilobytes of file that decode to width × height pixels. */
const tinyHugePng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .png({ palette: true, colours: 2, compressionLevel: 9 })
    .toBuffer();

/** The 95th percentile of durations in milliseconds. */
const p95 = (durations: number[]) => [...durations].sort((a, b) => a - b)[Math.ceil(durations.length * 0.95) - 1]!;

describe.each(testDatabases)('review photos under load on $kind', (database) => {
  let server: RunningServer;
  let dir: string;
  let drop: () => Promise<void>;
  /** The probe's photo: 6000 × 6000 pixels in about 4 KB. */
  let probePhoto: Buffer;

  const start = async (env: Record<string, string>) => {
    const handle = await database.create();
    drop = handle.drop;
    dir = mkdtempSync(join(tmpdir(), 'linguatrips-photos-'));
    mkdirSync(join(dir, 'dist', 'client', 'en'), { recursive: true });
    writeFileSync(
      join(dir, 'dist', 'client', 'en', 'index.html'),
      `<!doctype html><html lang="en"><title>LinguaTrips</title><p>${'Language courses abroad. '.repeat(200)}</p></html>`,
    );
    server = await startServer({
      port: 0,
      host: '127.0.0.1',
      distDir: join(dir, 'dist'),
      databaseUrl: handle.databaseUrl,
      dataDir: handle.dataDir,
      contentDir: FIXTURE_CONTENT_DIR,
      config: loadConfig({
        ENVIRONMENT_NAME: 'test',
        OUTBOX_DIR: join(dir, 'outbox'),
        RATE_LIMITS: 'off',
        TRUST_PROXY: '1',
        ...env,
      }),
      mailWorker: false,
    });
  };
  const stop = async () => {
    await server?.close();
    await drop?.();
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
  const sendReview = (photos: Uint8Array[], ip: string) =>
    fetch(`${server.url}/api/school/reviews`, {
      method: 'POST',
      body: reviewForm(photos),
      headers: { origin: server.url, 'x-forwarded-for': ip },
    });

  beforeAll(async () => {
    probePhoto = await tinyHugePng(6000, 6000);
  }, 60_000);

  describe('with the default settings', () => {
    beforeAll(() => start({}), 60_000);
    afterAll(stop);

    it("keeps static pages and the API answering within 100 ms at p95 (twice their quiet p95 on a busier machine) while the probe's photos are sent, refusing them from their headers", async () => {
      expect(probePhoto.byteLength, 'the probe sent files of a few kilobytes').toBeLessThan(16 * 1024);
      const read = async (path: string) => {
        const begun = performance.now();
        const response = await fetch(`${server.url}${path}`);
        await response.arrayBuffer();
        expect(response.status, path).toBe(200);
        return performance.now() - begun;
      };
      const paths = ['/en/', '/api/countries/getall/?culture=en'];
      const measure = async (until: () => boolean) => {
        const durations: number[] = [];
        while (!until() || durations.length < 100) for (const path of paths) durations.push(await read(path));
        return durations;
      };
      // The first answers of a fresh process compile code and fill caches: not what is measured.
      for (let round = 0; round < 10; round += 1) for (const path of paths) await read(path);
      // The same answers without uploads: on a machine shared with other work they may already take
      // longer than the budget, and then the uploads may not make them slower than twice that.
      const quiet = p95(await measure(() => true));

      let uploading = true;
      const uploads = Promise.all(
        [1, 2, 3].map((n) =>
          sendReview(
            Array.from({ length: 6 }, () => probePhoto),
            `198.51.100.${n}`,
          ),
        ),
      ).finally(() => {
        uploading = false;
      });
      const durations = await measure(() => !uploading);

      for (const response of await uploads) {
        expect(response.status).toBe(400);
        const body = (await response.json()) as { success: false; error: { field: string; message: string } };
        expect(body.error).toEqual({
          field: F.photos,
          message: 'the photos of one review may have at most 120 megapixels together; these have 216',
        });
      }
      expect(
        p95(durations),
        `p95 of ${durations.length} answers during the uploads (${quiet.toFixed(1)} ms without)`,
      ).toBeLessThan(Math.max(100, 2 * quiet));
    }, 120_000);
  });

  describe('with a queue of none and a budget of 40 megapixels an hour per address', () => {
    beforeAll(
      () =>
        start({
          REVIEW_PHOTO_QUEUE: '0',
          REVIEW_PHOTO_MEGAPIXELS_PER_REVIEW: '40',
          REVIEW_PHOTO_MEGAPIXELS_PER_IP_HOUR: '40',
        }),
      60_000,
    );
    afterAll(stop);

    it('answers 503 with Retry-After to a review that finds the pool full, and stores the one being processed', async () => {
      const answers = await Promise.all([
        sendReview([probePhoto], '203.0.113.1'),
        sendReview([probePhoto], '203.0.113.2'),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 503]);
      const busy = answers.find((answer) => answer.status === 503)!;
      expect(busy.headers.get('retry-after')).toBe('30');
      expect(await busy.json()).toEqual({
        success: false,
        error: { message: 'too many photos are being processed; try again in 30 s' },
      });
      const stored = answers.find((answer) => answer.status === 200)!;
      expect(await stored.json()).toEqual({ success: true, data: { status: 'ok' } });
    }, 120_000);

    it("refuses an address's photos once its hourly pixel budget is spent (429 with Retry-After), before decoding them, and not another address's", async () => {
      const first = await sendReview([probePhoto], '203.0.113.10');
      expect(first.status).toBe(200);
      // 36 megapixels spent of 40: five more are over the budget.
      const small = await tinyHugePng(5000, 1000);
      const refused = await sendReview([small], '203.0.113.10');
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(3500);
      expect(wait).toBeLessThanOrEqual(3600);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(
        /^too many photo pixels from this address this hour/,
      );
      const elsewhere = await sendReview([small], '203.0.113.11');
      expect(elsewhere.status).toBe(200);
    }, 120_000);
  });
});

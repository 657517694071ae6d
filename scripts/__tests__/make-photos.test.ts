import { mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePhotos } from '../make-photos.ts';

// Written out by hand rather than taken from the script, so a change of name or size fails here.
const EXPECTED: [file: string, width: number, height: number, format: 'webp' | 'jpeg'][] = [
  ['avatar.webp', 64, 64, 'webp'],
  ['avatar.jpg', 64, 64, 'jpeg'],
  ['avatar@2x.webp', 128, 128, 'webp'],
  ['avatar@2x.jpg', 128, 128, 'jpeg'],
  ['avatar@3x.webp', 192, 192, 'webp'],
  ['avatar@3x.jpg', 192, 192, 'jpeg'],
  ['placeholder.webp', 200, 200, 'webp'],
  ...[1, 2].flatMap((n): typeof EXPECTED => [
    [`schools/tiny_school/${n}.webp`, 2400, 704, 'webp'],
    [`schools/tiny_school/${n}.jpg`, 2400, 704, 'jpeg'],
    [`schools/tiny_school/${n}-1200.webp`, 1200, 352, 'webp'],
    [`schools/tiny_school/${n}-1200.jpg`, 1200, 352, 'jpeg'],
    [`schools/tiny_school/${n}-800.webp`, 800, 235, 'webp'],
    [`schools/tiny_school/${n}-thumb.webp`, 100, 100, 'webp'],
    [`schools/tiny_school/${n}-thumb.jpg`, 100, 100, 'jpeg'],
    [`schools/tiny_school/${n}-thumb@2x.webp`, 200, 200, 'webp'],
    [`schools/tiny_school/${n}-thumb@2x.jpg`, 200, 200, 'jpeg'],
    [`schools/tiny_school/${n}-thumb@3x.webp`, 300, 300, 'webp'],
    [`schools/tiny_school/${n}-thumb@3x.jpg`, 300, 300, 'jpeg'],
  ]),
  ['housing/tiny_school-7-1.webp', 160, 110, 'webp'],
  ['housing/tiny_school-7-1.jpg', 160, 110, 'jpeg'],
  ['housing/tiny_school-7-1-300.webp', 300, 300, 'webp'],
  ['housing/tiny_school-7-1-300.jpg', 300, 300, 'jpeg'],
  ['housing/tiny_school-7-1@2x.webp', 320, 220, 'webp'],
  ['housing/tiny_school-7-1@2x.jpg', 320, 220, 'jpeg'],
  ['housing/tiny_school-7-1-300@2x.webp', 600, 600, 'webp'],
  ['housing/tiny_school-7-1-300@2x.jpg', 600, 600, 'jpeg'],
  ['housing/tiny_school-7-1@3x.webp', 480, 330, 'webp'],
  ['housing/tiny_school-7-1@3x.jpg', 480, 330, 'jpeg'],
  ['housing/tiny_school-7-1-300@3x.webp', 900, 900, 'webp'],
  ['housing/tiny_school-7-1-300@3x.jpg', 900, 900, 'jpeg'],
];

describe('makePhotos', () => {
  let root: string;
  let contentDir: string;
  let outDir: string;
  let schoolFile: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'make-photos-'));
    contentDir = join(root, 'content');
    outDir = join(root, 'photos');
    schoolFile = join(contentDir, 'schools', 'tiny_school.json');
    await mkdir(join(contentDir, 'schools'), { recursive: true });
    const school = {
      slug: 'tiny_school',
      name: 'Tiny School',
      city: 'valletta',
      photos: 2,
      accommodations: [{ id: 7, type: 'residence', photos: 1 }],
    };
    await writeFile(schoolFile, JSON.stringify(school));
    // Date the school file in the past so that files written now are clearly newer.
    const past = new Date(Date.now() - 60_000);
    await utimes(schoolFile, past, past);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('draws every size of every photo with the right pixel size and format', async () => {
    const result = await makePhotos({ contentDir, outDir });
    expect(result).toMatchObject({ schools: 1, pictures: 5, written: EXPECTED.length, upToDate: 0 });
    for (const [file, width, height, format] of EXPECTED) {
      const meta = await sharp(join(outDir, file)).metadata();
      expect({ file, width: meta.width, height: meta.height, format: meta.format }).toEqual({
        file,
        width,
        height,
        format,
      });
    }
  });

  it('links each school and housing photo under the hash of its files, the placeholders not', async () => {
    const hashes = JSON.parse(await readFile(join(outDir, 'hashes.json'), 'utf8')) as Record<string, string>;
    expect(Object.keys(hashes)).toEqual([
      '/photos/housing/tiny_school-7-1',
      '/photos/schools/tiny_school/1',
      '/photos/schools/tiny_school/2',
    ]);
    const hash = hashes['/photos/schools/tiny_school/2']!;
    expect(await readFile(join(outDir, 'h', hash, 'schools/tiny_school/2-thumb@3x.jpg'))).toEqual(
      await readFile(join(outDir, 'schools/tiny_school/2-thumb@3x.jpg')),
    );
    expect(new Set(Object.values(hashes)).size).toBe(3);
  });

  it('writes nothing on a second run', async () => {
    const before = await Promise.all(EXPECTED.map(([file]) => stat(join(outDir, file)).then((info) => info.mtimeMs)));
    const result = await makePhotos({ contentDir, outDir });
    expect(result).toMatchObject({ written: 0, upToDate: EXPECTED.length });
    const after = await Promise.all(EXPECTED.map(([file]) => stat(join(outDir, file)).then((info) => info.mtimeMs)));
    expect(after).toEqual(before);
  });

  it("redraws a school's photos, and only those, when its file is newer than them", async () => {
    const future = new Date(Date.now() + 60_000);
    await utimes(schoolFile, future, future);
    const result = await makePhotos({ contentDir, outDir });
    // Everything but the seven placeholder files, which do not depend on any school.
    expect(result).toMatchObject({ written: EXPECTED.length - 7, upToDate: 7 });
  });

  it('refuses a slug that is not safe as a file name, naming the file', async () => {
    const badContent = join(root, 'bad-content');
    await mkdir(join(badContent, 'schools'), { recursive: true });
    await writeFile(
      join(badContent, 'schools', 'bad.json'),
      JSON.stringify({ slug: '../escape', photos: 1, accommodations: [] }),
    );
    await expect(makePhotos({ contentDir: badContent, outDir: join(root, 'bad-out') })).rejects.toThrow(
      /bad\.json: slug/,
    );
  });
});

describe('makePhotos for a generated catalogue', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'make-photos-generated-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('draws the photos of the school each generated one was made from once, and points the generated addresses at them', async () => {
    const contentDir = join(root, 'content');
    const outDir = join(root, 'photos');
    await mkdir(join(contentDir, 'schools'), { recursive: true });
    // Two generated schools made from one real school, which is not in this catalogue itself.
    for (const slug of ['generated_school_1', 'generated_school_2']) {
      await writeFile(
        join(contentDir, 'schools', `${slug}.json`),
        JSON.stringify({ slug, photos: 2, accommodations: [{ id: 7, type: 'residence', photos: 1 }] }),
      );
    }
    await writeFile(
      join(contentDir, 'photos-from.json'),
      JSON.stringify({ generated_school_1: 'tiny_school', generated_school_2: 'tiny_school' }),
    );
    const result = await makePhotos({ contentDir, outDir });
    // The two placeholders and tiny_school's three drawings, whatever the number of generated schools.
    expect(result).toMatchObject({ schools: 2, reusing: 2, pictures: 5, written: EXPECTED.length, upToDate: 0 });
    await expect(stat(join(outDir, 'schools', 'generated_school_1'))).rejects.toThrow();
    const hashes = JSON.parse(await readFile(join(outDir, 'hashes.json'), 'utf8')) as Record<string, string>;
    const own = hashes['/photos/schools/tiny_school/2']!;
    expect(hashes['/photos/schools/generated_school_2/2']).toBe(`${own}/schools/tiny_school/2`);
    expect(hashes['/photos/housing/generated_school_1-7-1']).toBe(
      `${hashes['/photos/housing/tiny_school-7-1']!}/housing/tiny_school-7-1`,
    );
    expect(await readFile(join(outDir, 'h', own, 'schools/tiny_school/2-1200.webp'))).toEqual(
      await readFile(join(outDir, 'schools/tiny_school/2-1200.webp')),
    );
    // A new generation (new school files) draws nothing again.
    const future = new Date(Date.now() + 60_000);
    await utimes(join(contentDir, 'schools', 'generated_school_1.json'), future, future);
    expect(await makePhotos({ contentDir, outDir })).toMatchObject({ written: 0, upToDate: EXPECTED.length });
  });
});

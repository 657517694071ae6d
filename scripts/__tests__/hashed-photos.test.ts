import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dropPlainPhotos } from '../build/drop-plain-photos.ts';
import { hashPhotoJobs } from '../photos/hash-photo-jobs.ts';
import type { PhotoJob } from '../photos/photo-job.ts';
import { writeHashedPhotos } from '../photos/write-hashed-photos.ts';

let dir: string;

function job(files: string[]): PhotoJob {
  return {
    label: files[0]!,
    svg: () => '',
    master: { width: 1, height: 1 },
    sourceTime: 0,
    outputs: files.map((file) => ({ path: join(dir, file), width: 1, height: 1, format: 'webp' as const })),
  };
}

function write(file: string, bytes: string) {
  mkdirSync(join(dir, file, '..'), { recursive: true });
  writeFileSync(join(dir, file), bytes);
}

const photo = () => job(['schools/x/1.webp', 'schools/x/1-1200.webp', 'schools/x/1-thumb@2x.jpg']);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hashed-photos-'));
  write('schools/x/1.webp', 'large');
  write('schools/x/1-1200.webp', 'medium');
  write('schools/x/1-thumb@2x.jpg', 'thumb');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('hashPhotoJobs', () => {
  it("names a photo by its plain base address and the hash of all its files' bytes", async () => {
    const [hashed] = await hashPhotoJobs([photo()], dir);
    expect(hashed).toMatchObject({
      base: '/photos/schools/x/1',
      files: ['schools/x/1.webp', 'schools/x/1-1200.webp', 'schools/x/1-thumb@2x.jpg'],
    });
    expect(hashed!.hash).toMatch(/^[0-9a-f]{16}$/);
    expect((await hashPhotoJobs([photo()], dir))[0]!.hash).toBe(hashed!.hash);
  });

  it('gives the photo a new hash when any of its sizes changes', async () => {
    const [before] = await hashPhotoJobs([photo()], dir);
    write('schools/x/1-thumb@2x.jpg', 'thumb, redrawn');
    const [after] = await hashPhotoJobs([photo()], dir);
    expect(after!.hash).not.toBe(before!.hash);
  });
});

describe('writeHashedPhotos', () => {
  it('puts every file under its hash, writes hashes.json, and removes the folders of old hashes', async () => {
    const [first] = await hashPhotoJobs([photo()], dir);
    expect(await writeHashedPhotos([first!], dir)).toBe(3);
    expect(readFileSync(join(dir, 'h', first!.hash, 'schools/x/1-1200.webp'), 'utf8')).toBe('medium');
    expect(JSON.parse(readFileSync(join(dir, 'hashes.json'), 'utf8'))).toEqual({ '/photos/schools/x/1': first!.hash });
    expect(await writeHashedPhotos([first!], dir)).toBe(0);

    write('schools/x/1.webp', 'large, redrawn');
    const [second] = await hashPhotoJobs([photo()], dir);
    await writeHashedPhotos([second!], dir);
    expect(readFileSync(join(dir, 'h', second!.hash, 'schools/x/1.webp'), 'utf8')).toBe('large, redrawn');
    expect(existsSync(join(dir, 'h', first!.hash))).toBe(false);
    expect(JSON.parse(readFileSync(join(dir, 'hashes.json'), 'utf8'))).toEqual({ '/photos/schools/x/1': second!.hash });
  });
});

describe('dropPlainPhotos', () => {
  it('removes the plain copies of hashed photos from the built folder and keeps everything else', async () => {
    write('placeholder.webp', 'placeholder');
    const hashed = await hashPhotoJobs([photo()], dir);
    await writeHashedPhotos(hashed, dir);
    expect(dropPlainPhotos(dir)).toBe(3);
    expect(existsSync(join(dir, 'schools/x/1.webp'))).toBe(false);
    expect(readFileSync(join(dir, 'h', hashed[0]!.hash, 'schools/x/1.webp'), 'utf8')).toBe('large');
    expect(existsSync(join(dir, 'placeholder.webp'))).toBe(true);
  });

  it('leaves a folder without hashes.json alone', () => {
    expect(dropPlainPhotos(dir)).toBe(0);
    expect(existsSync(join(dir, 'schools/x/1.webp'))).toBe(true);
  });
});

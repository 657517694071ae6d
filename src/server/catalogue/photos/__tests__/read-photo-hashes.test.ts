import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readPhotoHashes } from '../read-photo-hashes.ts';

const dir = mkdtempSync(join(tmpdir(), 'photo-hashes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('readPhotoHashes', () => {
  it('links the photos the file lists at their hashed addresses', () => {
    const file = join(dir, 'hashes.json');
    writeFileSync(file, JSON.stringify({ '/photos/schools/x/1': '0123456789abcdef' }));
    const address = readPhotoHashes(file);
    expect(address('/photos/schools/x/1.webp')).toBe('/photos/h/0123456789abcdef/schools/x/1.webp');
    expect(address('/photos/schools/x/2.webp')).toBe('/photos/schools/x/2.webp');
  });

  it("reads a generated school's photo as the hashed photo of the school it was made from, and nothing outside the photo folders", () => {
    const file = join(dir, 'reused.json');
    writeFileSync(file, JSON.stringify({ '/photos/schools/copy/1': '0123456789abcdef/schools/x/1' }));
    expect(readPhotoHashes(file)('/photos/schools/copy/1.jpg')).toBe('/photos/h/0123456789abcdef/schools/x/1.jpg');
    writeFileSync(file, JSON.stringify({ '/photos/schools/copy/1': '0123456789abcdef/../../etc' }));
    expect(() => readPhotoHashes(file)).toThrow(/reused\.json/);
  });

  it('keeps plain addresses without the file, and refuses a broken one', () => {
    expect(readPhotoHashes(join(dir, 'none.json'))('/photos/schools/x/1.webp')).toBe('/photos/schools/x/1.webp');
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, JSON.stringify({ '/photos/schools/x/1': '../../etc' }));
    expect(() => readPhotoHashes(broken)).toThrow(/broken\.json/);
  });
});

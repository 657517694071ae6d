import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { linkPublicDir } from '../link-public-dir.ts';

const temp = mkdtempSync(join(tmpdir(), 'linguatrips-link-public-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('linkPublicDir', () => {
  it('puts every file of public/ into the client folder as a hard link, nested folders included', () => {
    const publicDir = join(temp, 'public');
    const clientDir = join(temp, 'client');
    mkdirSync(join(publicDir, 'photos', 'h', 'abc'), { recursive: true });
    mkdirSync(join(clientDir, '_astro'), { recursive: true });
    writeFileSync(join(publicDir, 'favicon.svg'), '<svg/>');
    writeFileSync(join(publicDir, 'photos', 'hashes.json'), '{}');
    writeFileSync(join(publicDir, 'photos', 'h', 'abc', '1-800.webp'), 'webp');
    expect(linkPublicDir(publicDir, clientDir)).toEqual({ linked: 3, copied: 0 });
    for (const file of ['favicon.svg', 'photos/hashes.json', 'photos/h/abc/1-800.webp']) {
      expect(statSync(join(clientDir, file)).ino).toBe(statSync(join(publicDir, file)).ino);
    }
    expect(readFileSync(join(clientDir, 'photos', 'h', 'abc', '1-800.webp'), 'utf8')).toBe('webp');
  });

  it('fails on a file the client folder already has (Vite copied public/ after all)', () => {
    const publicDir = join(temp, 'public2');
    const clientDir = join(temp, 'client2');
    mkdirSync(publicDir, { recursive: true });
    mkdirSync(clientDir, { recursive: true });
    writeFileSync(join(publicDir, 'robots.txt'), 'a');
    writeFileSync(join(clientDir, 'robots.txt'), 'a');
    expect(() => linkPublicDir(publicDir, clientDir)).toThrow(/EEXIST/);
  });
});

import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepPreviousHeaders, keepPreviousPages, newAddresses, sourcesDigest } from '../partial-build.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'partial-build-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (path: string, text: string) => {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text);
};
const read = (path: string) => readFileSync(join(dir, path), 'utf8');

describe('keepPreviousPages', () => {
  it('links the pages the render left alone with their siblings, and leaves a re-rendered page’s old siblings behind', () => {
    for (const page of ['en/a/index.html', 'en/b/index.html']) {
      write(`old/${page}`, `old ${page}`);
      write(`old/${page}.br`, `old br ${page}`);
      write(`old/${page}.gz`, `old gz ${page}`);
    }
    write('old/sitemap-0.xml', 'sitemap');
    write('new/en/a/index.html', 'new a');

    expect(keepPreviousPages(join(dir, 'old'), join(dir, 'new'))).toBe(4);
    expect(read('new/en/a/index.html')).toBe('new a');
    expect(() => statSync(join(dir, 'new/en/a/index.html.br'))).toThrow();
    expect(() => statSync(join(dir, 'new/en/a/index.html.gz'))).toThrow();
    for (const kept of ['en/b/index.html', 'en/b/index.html.br', 'en/b/index.html.gz', 'sitemap-0.xml'])
      expect(statSync(join(dir, 'new', kept)).ino, kept).toBe(statSync(join(dir, 'old', kept)).ino);
  });
});

describe('newAddresses', () => {
  it('names the rendered pages the previous build does not have', () => {
    write('old/en/a/index.html', 'a');
    write('new/en/a/index.html', 'a again');
    write('new/en/c/index.html', 'c');
    write('new/en/c/data.json', '{}');
    expect(newAddresses(join(dir, 'old'), join(dir, 'new'))).toEqual(['en/c/index.html']);
  });
});

describe('keepPreviousHeaders', () => {
  it('keeps the previous entries of the routes the render did not render, the new ones of those it did', () => {
    write(
      'old/_headers.json',
      JSON.stringify([
        { pathname: '/a', headers: [1] },
        { pathname: '/b', headers: [2] },
      ]),
    );
    write('new/_headers.json', JSON.stringify([{ pathname: '/a', headers: [3] }]));
    keepPreviousHeaders(join(dir, 'old'), join(dir, 'new'));
    expect(JSON.parse(read('new/_headers.json'))).toEqual([
      { pathname: '/a', headers: [3] },
      { pathname: '/b', headers: [2] },
    ]);
  });
});

describe('sourcesDigest', () => {
  it('changes with a source file and not with a test beside it', () => {
    write('src/page.astro', '<p>one</p>');
    write('astro.config.mjs', 'export default {}');
    const first = sourcesDigest(dir);
    write('src/__tests__/page.test.ts', 'test');
    expect(sourcesDigest(dir)).toBe(first);
    write('src/page.astro', '<p>two</p>');
    expect(sourcesDigest(dir)).not.toBe(first);
  });
});

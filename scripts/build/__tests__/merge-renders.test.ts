import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mergeRenders } from '../merge-renders.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'merge-renders-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (path: string, text: string) => {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text);
};
const read = (path: string) => readFileSync(join(dir, path), 'utf8');

const index = (...names: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${names
    .map((name) => `<sitemap><loc>https://linguatrips.example/${name}</loc></sitemap>`)
    .join('')}</sitemapindex>`;
const csp = (value: string) => ({ key: 'Content-Security-Policy', value });

describe('mergeRenders', () => {
  it('moves the pages only another render made, and keeps the first render’s copy of what both wrote', () => {
    write('build/client/en/index.html', 'home');
    write('build/client/_astro/app.js', 'bundle');
    write('build/client/en/english/malta/index.html', 'first share');
    write('other/client/_astro/app.js', 'bundle');
    write('other/client/404.html', 'not found, other');
    write('build/client/404.html', 'not found');
    write('other/client/en/english/spain/index.html', 'second share');
    write('other/client/en/english/spain/search.json', '{}');

    expect(mergeRenders(join(dir, 'build'), [join(dir, 'other')])).toBe(2);

    expect(read('build/client/en/english/spain/index.html')).toBe('second share');
    expect(read('build/client/en/english/spain/search.json')).toBe('{}');
    expect(read('build/client/en/english/malta/index.html')).toBe('first share');
    expect(read('build/client/404.html')).toBe('not found');
    expect(() => statSync(join(dir, 'other/client/en/english/spain/index.html'))).toThrow();
  });

  it('lists every render’s sitemaps in one index, numbered after the first’s', () => {
    write('build/client/sitemap-index.xml', index('sitemap-0.xml'));
    write('build/client/sitemap-0.xml', 'first');
    write('other/client/sitemap-index.xml', index('sitemap-0.xml', 'sitemap-1.xml'));
    write('other/client/sitemap-0.xml', 'second a');
    write('other/client/sitemap-1.xml', 'second b');
    write('third/client/sitemap-index.xml', index('sitemap-0.xml'));
    write('third/client/sitemap-0.xml', 'third');

    mergeRenders(join(dir, 'build'), [join(dir, 'other'), join(dir, 'third')]);

    expect(read('build/client/sitemap-index.xml')).toBe(
      index('sitemap-0.xml', 'sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml'),
    );
    expect(['0', '1', '2', '3'].map((n) => read(`build/client/sitemap-${n}.xml`))).toEqual([
      'first',
      'second a',
      'second b',
      'third',
    ]);
  });

  it('folds the renders’ headers into one file, and refuses pages given different headers', () => {
    write('build/client/en/index.html', 'home');
    write('build/_headers.json', JSON.stringify([{ pathname: '/[culture]', headers: [csp('a')] }]));
    write(
      'other/_headers.json',
      JSON.stringify([
        { pathname: '/[culture]', headers: [csp('a')] },
        { pathname: '/[culture]/[language]', headers: [csp('a')] },
      ]),
    );
    mkdirSync(join(dir, 'other/client'));

    mergeRenders(join(dir, 'build'), [join(dir, 'other')]);
    expect(JSON.parse(read('build/_headers.json'))).toEqual([
      { pathname: '/[culture]', headers: [csp('a')] },
      { pathname: '/[culture]/[language]', headers: [csp('a')] },
    ]);

    write('third/_headers.json', JSON.stringify([{ pathname: '/[culture]/[language]', headers: [csp('b')] }]));
    mkdirSync(join(dir, 'third/client'));
    expect(() => mergeRenders(join(dir, 'build'), [join(dir, 'third')])).toThrow(
      '/[culture]/[language]: the renders of this build gave its pages different headers',
    );
  });
});

// Issue 34, item 2, in the built pages: every school page preloads its hero photo with the
// picture's own srcset and sizes, first thing in its head (before any stylesheet or script), and
// no page preloads a font (a first page is drawn in Inter's fallback); Chinese pages load no font.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';

const client = resolve('dist/client');

/** Every built school page: /{culture}/{language}/{country}/{city}/{school}/index.html. */
function schoolPages(): string[] {
  return readdirSync(client, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => file.slice(client.length).split('/').filter(Boolean).length === 6)
    .filter((file) => readFileSync(file, 'utf8').includes('class="hero"'));
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

test('every school page preloads its hero photo with the picture’s srcset and sizes, before any stylesheet or script', () => {
  const pages = schoolPages();
  expect(pages.length).toBeGreaterThan(40);
  for (const file of pages) {
    const html = readFileSync(file, 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(head)?.[0];
    expect(preload, file).toBeDefined();
    const source = /<div class="hero">\s*<picture>\s*(<source[^>]*>)/.exec(html)?.[1];
    expect(source, file).toBeDefined();
    expect(attribute(preload!, 'imagesrcset'), file).toBe(attribute(source!, 'srcset'));
    expect(attribute(preload!, 'imagesizes'), file).toBe(attribute(source!, 'sizes'));
    expect(attribute(preload!, 'fetchpriority'), file).toBe('high');
    // The phone's candidates: an 800 px file for the layout's width, not only the 2,400 px one.
    expect(attribute(source!, 'srcset'), file).toMatch(/-800\.webp 800w/);
    expect(attribute(source!, 'sizes'), file).toBe('(min-width: 72rem) 70rem, calc(100vw - 2rem)');
    const at = head.indexOf(preload!);
    for (const blocking of ['<link rel="stylesheet"', '<script', '<style']) {
      const first = head.indexOf(blocking);
      if (first >= 0) expect(at, `${file}: the preload before ${blocking}`).toBeLessThan(first);
    }
  }
});

test('no page preloads a font: the first page is drawn in the fallback; Chinese pages declare no Inter at all', () => {
  for (const culture of ['ru', 'en', 'zh'] as const) {
    for (const path of [culture, `${culture}/english/malta/st_julians/harbour_english_academy_st_julians`]) {
      const html = readFileSync(join(client, path, 'index.html'), 'utf8');
      expect(html, path).not.toMatch(/<link rel="preload"[^>]* as="font"/);
      // Inter's @font-face rules are a cached stylesheet of their own (src/build/externalise-font-faces.ts).
      const fontFaces = /<link rel="stylesheet" href="(\/_astro\/fonts\.[^"]+\.css)"/.exec(html)?.[1];
      const declared = html + (fontFaces ? readFileSync(join(client, fontFaces), 'utf8') : '');
      if (culture === 'zh') expect(declared, path).not.toMatch(/@font-face\{font-family:Inter/);
      else expect(declared, path).toMatch(/@font-face\{font-family:Inter/);
    }
  }
});

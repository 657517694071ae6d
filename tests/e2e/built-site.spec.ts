// Reads the build output itself: every page the catalogue calls for exists in every culture,
// the sitemap lists them all, and every school page carries a BreadcrumbList that parses.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { CULTURES } from '../../src/domain/culture.ts';
import { loadContent } from '../../src/server/content/load-content.ts';
import { catalogueSearchPaths } from '../../src/domain/catalogue/catalogue-search-paths.ts';
import { textParagraphs } from '../../src/domain/text/text-paragraphs.ts';

const client = resolve('dist/client');
const site = (process.env.BASE_ADDRESS ?? 'http://localhost:4321').replace(/\/+$/, '');
const catalogue = loadContent(resolve(process.env.CONTENT_DIR ?? 'content'));
const ERROR_PAGE = /^\/([a-z]{2}\/)?(404|500|error)\/$|^\/(404|500)\.html$/;

function pages(dir = client): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? pages(join(dir, entry.name)) : entry.name === 'index.html' || entry.name.endsWith('.html') ? [join(dir, entry.name)] : [],
  );
}
const urlPath = (file: string) => '/' + file.slice(client.length + 1).replace(/index\.html$/, '');
const html = (path: string) => readFileSync(join(client, path, 'index.html'), 'utf8');

function expectedPaths(): string[] {
  const paths = new Set<string>();
  for (const culture of CULTURES) {
    for (const school of catalogue.schools) {
      for (const language of school.languages) {
        paths.add(`/${culture}/${language}/`);
        paths.add(`/${culture}/${language}/${school.country}/`);
        paths.add(`/${culture}/${language}/${school.country}/${school.city}/`);
      }
      paths.add(`/${culture}/${school.languages[0]}/${school.country}/${school.city}/${school.slug}/`);
    }
  }
  return [...paths];
}

test('every search and school page of the catalogue is built in every culture', () => {
  const built = new Set(pages().map(urlPath));
  const missing = expectedPaths().filter((path) => !built.has(path));
  expect(missing).toEqual([]);
  for (const culture of CULTURES) {
    for (const error of ['404', '500', 'error']) expect(built.has(`/${culture}/${error}/`), `/${culture}/${error}/`).toBe(true);
  }
});

test('the sitemap lists every page but the error pages', () => {
  const sitemap = readdirSync(client)
    .filter((name) => /^sitemap-\d+\.xml$/.test(name))
    .map((name) => readFileSync(join(client, name), 'utf8'))
    .join('');
  const listed = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname));
  const indexable = pages()
    .map(urlPath)
    .filter((path) => path !== '/' && !ERROR_PAGE.test(path));
  expect(indexable.filter((path) => !listed.has(path))).toEqual([]);
  expect([...listed].filter((path) => ERROR_PAGE.test(path))).toEqual([]);
  expect(listed.size).toBe(indexable.length);
});

test('every school page carries a BreadcrumbList that parses and matches its address', () => {
  for (const culture of CULTURES) {
    for (const school of catalogue.schools) {
      const segments = [school.languages[0]!, school.country, school.city, school.slug];
      const path = `/${culture}/${segments.join('/')}/`;
      const page = html(path);
      const blocks = [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!));
      const list = blocks.find((block) => block['@type'] === 'BreadcrumbList');
      expect(list, path).toBeDefined();
      expect(list['@context']).toBe('https://schema.org');
      const items = list.itemListElement as { '@type': string; position: number; name: string; item: string }[];
      expect(items.map((item) => item.position), path).toEqual([1, 2, 3, 4]);
      expect(items.map((item) => item.item), path).toEqual(
        segments.map((_, index) => `${site}/${culture}/${segments.slice(0, index + 1).join('/')}/`),
      );
      expect(items.every((item) => item['@type'] === 'ListItem' && item.name.length > 0), path).toBe(true);
      expect(page).toContain(`<link rel="canonical" href="${site}${path}">`);
      for (const other of CULTURES) expect(page, path).toContain(`hreflang="${other}" href="${site}/${other}/${segments.join('/')}/"`);
    }
  }
});

// As Astro escapes text in HTML.
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
const seoSection = (page: string) => /<section[^>]*data-seo-text[^>]*>(.*?)<\/section>/s.exec(page)?.[1];

// Until the content team's texts arrive there may be none to check; each one written is checked.
test('every search page and home page with an SEO body text in content carries it, one <p> per paragraph', () => {
  const searchPaths = new Set(catalogueSearchPaths(catalogue.schools));
  for (const culture of CULTURES) {
    const { overrides, home } = catalogue.seo[culture];
    const pagesWithText = [
      ...Object.entries(overrides).filter(([path]) => searchPaths.has(path)).map(([path, texts]) => [`/${culture}/${path}/`, texts.text] as const),
      [`/${culture}/`, home?.text] as const,
    ];
    for (const [path, text] of pagesWithText) {
      if (text === undefined) continue;
      const section = seoSection(html(path));
      expect(section, `${path}: no SEO text section`).toBeDefined();
      expect([...section!.matchAll(/<p[^>]*>(.*?)<\/p>/gs)].map((match) => match[1]), path).toEqual(textParagraphs(text).map(escapeHtml));
    }
    // The home page takes its title and heading from the same entry.
    if (home) {
      const page = html(`/${culture}/`);
      expect(page, `/${culture}/`).toContain(`<title>${escapeHtml(home.title)}</title>`);
      expect(page, `/${culture}/`).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(home.header).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
    }
  }
});

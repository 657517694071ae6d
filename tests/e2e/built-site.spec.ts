// Reads the build output itself: every page the catalogue calls for exists in every culture,
// the sitemap lists them all, and every school page carries a BreadcrumbList that parses.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { gunzipSync, gzipSync } from 'node:zlib';
import { CULTURES } from '#domain/culture.ts';
import { searchPageCount } from '#domain/search/search-paging.ts';
import { loadContent } from '#server/catalogue/content/load-content.ts';
import { catalogueSearchPaths } from '#domain/catalogue/catalogue-search-paths.ts';
import { textParagraphs } from '#domain/text/text-paragraphs.ts';

const client = resolve('dist/client');
const site = (process.env.BASE_ADDRESS ?? 'http://localhost:4321').replace(/\/+$/, '');
const catalogue = loadContent(resolve(process.env.CONTENT_DIR ?? 'content'));
const ERROR_PAGE = /^\/([a-z]{2}\/)?(404|500|error)\/$|^\/(404|500)\.html$/;
// The shortlist and the comparison show what one browser saved (noindex): no address of their own to list.
const PERSONAL_PAGE = /^\/[a-z]{2}\/(shortlist|compare)\/$/;

function pages(dir = client): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? pages(join(dir, entry.name))
      : entry.name === 'index.html' || entry.name.endsWith('.html')
        ? [join(dir, entry.name)]
        : [],
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
      for (const language of school.languages)
        paths.add(`/${culture}/${language}/${school.country}/${school.city}/${school.slug}/`);
    }
    for (const place of searchPlaces()) {
      for (let page = 2; page <= searchPageCount(place.schools.length); page++)
        paths.add(`/${culture}/${place.path}page/${page}/`);
    }
  }
  return [...paths];
}

interface SearchPlace {
  /** After the culture: english/, english/malta/, english/malta/sliema/ */
  path: string;
  language: string;
  /** Slugs of every school of the place: its default search lists them all, exact then similar. */
  schools: string[];
}

/** Every search place of the catalogue with its schools, worked out from content/ as a visitor would expect. */
function searchPlaces(): SearchPlace[] {
  const places = new Map<string, SearchPlace>();
  const add = (path: string, language: string, slug: string) => {
    const place = places.get(path) ?? { path, language, schools: [] };
    place.schools.push(slug);
    places.set(path, place);
  };
  for (const school of catalogue.schools) {
    for (const language of school.languages) {
      add(`${language}/`, language, school.slug);
      add(`${language}/${school.country}/`, language, school.slug);
      add(`${language}/${school.country}/${school.city}/`, language, school.slug);
    }
  }
  return [...places.values()];
}

const headLink = (page: string, rel: string) => page.match(new RegExp(`<link rel="${rel}" href="([^"]+)"`))?.[1];
/** The school pages a search page links to: addresses of four segments after the culture. */
// A card's link carries the search's cart seed (?c.weeks=…&a.on=…, issue 12) after the school's path.
const schoolLinks = (page: string, culture: string) =>
  [
    ...page.matchAll(new RegExp(`href="/${culture}/([a-z_]+)/([a-z_]+)/([a-z_]+)/([a-z0-9_]+)/(?:\\?[^"]*)?"`, 'g')),
  ].map((m) => m.slice(1, 5).join('/'));
const countLine = (page: string) => page.match(/<p class="count-line">([^<]+)<\/p>/)?.[1];

test('every search and school page of the catalogue is built in every culture', () => {
  const built = new Set(pages().map(urlPath));
  const missing = expectedPaths().filter((path) => !built.has(path));
  expect(missing).toEqual([]);
  for (const culture of CULTURES) {
    for (const error of ['404', '500', 'error'])
      expect(built.has(`/${culture}/${error}/`), `/${culture}/${error}/`).toBe(true);
  }
});

const readSitemap = () =>
  readdirSync(client)
    .filter((name) => /^sitemap-\d+\.xml$/.test(name))
    .map((name) => readFileSync(join(client, name), 'utf8'))
    .join('');

/** A school's pages under the languages it teaches after its first: copies of the one under its first. */
const secondLanguagePaths = () =>
  new Set(
    CULTURES.flatMap((culture) =>
      catalogue.schools.flatMap((school) =>
        school.languages
          .slice(1)
          .map((language) => `/${culture}/${language}/${school.country}/${school.city}/${school.slug}/`),
      ),
    ),
  );

test('the sitemap lists every page but the error pages and the copies of a school page', () => {
  const sitemap = readSitemap();
  const listed = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname));
  const copies = secondLanguagePaths();
  const indexable = pages()
    .map(urlPath)
    .filter((path) => path !== '/' && !ERROR_PAGE.test(path) && !PERSONAL_PAGE.test(path) && !copies.has(path));
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
      const blocks = [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) =>
        JSON.parse(match[1]!),
      );
      const list = blocks.find((block) => block['@type'] === 'BreadcrumbList');
      expect(list, path).toBeDefined();
      expect(list['@context']).toBe('https://schema.org');
      const items = list.itemListElement as { '@type': string; position: number; name: string; item: string }[];
      expect(
        items.map((item) => item.position),
        path,
      ).toEqual([1, 2, 3, 4]);
      expect(
        items.map((item) => item.item),
        path,
      ).toEqual(segments.map((_, index) => `${site}/${culture}/${segments.slice(0, index + 1).join('/')}/`));
      expect(
        items.every((item) => item['@type'] === 'ListItem' && item.name.length > 0),
        path,
      ).toBe(true);
      expect(page).toContain(`<link rel="canonical" href="${site}${path}">`);
      for (const other of CULTURES)
        expect(page, path).toContain(`hreflang="${other}" href="${site}/${other}/${segments.join('/')}/"`);
    }
  }
});

// As Astro escapes text in HTML.
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
const seoSection = (page: string) => /<section[^>]*data-seo-text[^>]*>(.*?)<\/section>/s.exec(page)?.[1];

// Until the content team's texts arrive there may be none to check; each one written is checked.
test('every search page and home page with an SEO body text in content carries it, one <p> per paragraph', () => {
  const searchPaths = new Set(catalogueSearchPaths(catalogue.schools));
  for (const culture of CULTURES) {
    const { overrides, home } = catalogue.seo[culture];
    const pagesWithText = [
      ...Object.entries(overrides)
        .filter(([path]) => searchPaths.has(path))
        .map(([path, texts]) => [`/${culture}/${path}/`, texts.text] as const),
      [`/${culture}/`, home?.text] as const,
    ];
    for (const [path, text] of pagesWithText) {
      if (text === undefined) continue;
      const section = seoSection(html(path));
      expect(section, `${path}: no SEO text section`).toBeDefined();
      expect(
        [...section!.matchAll(/<p[^>]*>(.*?)<\/p>/gs)].map((match) => match[1]),
        path,
      ).toEqual(textParagraphs(text).map(escapeHtml));
    }
    // The home page takes its title and heading from the same entry.
    if (home) {
      const page = html(`/${culture}/`);
      expect(page, `/${culture}/`).toContain(`<title>${escapeHtml(home.title)}</title>`);
      expect(page, `/${culture}/`).toMatch(
        new RegExp(`<h1[^>]*>${escapeHtml(home.header).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`),
      );
    }
  }
});

test('every page of every search place is a static page with its own canonical, rel prev/next and page links', () => {
  for (const culture of ['en', 'ru'] as const) {
    for (const place of searchPlaces()) {
      const pages = searchPageCount(place.schools.length);
      const reached = new Set<string>();
      for (let page = 1; page <= pages; page++) {
        const path = `/${culture}/${place.path}${page === 1 ? '' : `page/${page}/`}`;
        const at = (n: number) => `${site}/${culture}/${place.path}${n === 1 ? '' : `page/${n}/`}`;
        const body = html(path);
        expect(headLink(body, 'canonical'), path).toBe(at(page));
        expect(headLink(body, 'prev'), path).toBe(page > 1 ? at(page - 1) : undefined);
        expect(headLink(body, 'next'), path).toBe(page < pages ? at(page + 1) : undefined);
        const links = schoolLinks(body, culture);
        // Ten a page (spec section 9); each links to the school's page under the language searched.
        expect(new Set(links).size, path).toBe(page < pages ? 10 : place.schools.length - (pages - 1) * 10);
        for (const link of links) {
          expect(link.startsWith(`${place.language}/`), `${path} → ${link}`).toBe(true);
          reached.add(link.split('/')[3]!);
        }
        if (pages > 1) {
          const nav = body.match(/<nav class="page-links"[^>]*>(.*?)<\/nav>/s)?.[1] ?? '';
          if (page < pages) expect(nav, path).toContain(`href="${new URL(at(page + 1)).pathname}" rel="next"`);
          if (page > 1) expect(nav, path).toContain(`href="${new URL(at(page - 1)).pathname}" rel="prev"`);
        }
      }
      expect(
        existsSync(join(client, culture, place.path, 'page', String(pages + 1))),
        `${place.path} has no page ${pages + 1}`,
      ).toBe(false);
      // Following the page links reaches every school of the place.
      expect([...reached].sort(), place.path).toEqual([...place.schools].sort());
    }
  }
});

test('a later page has its own title and says which page it is', () => {
  const place = searchPlaces().find((candidate) => candidate.schools.length > 10)!;
  const first = html(`/en/${place.path}`).match(/<title>([^<]+)<\/title>/)![1]!;
  const second = html(`/en/${place.path}page/2/`).match(/<title>([^<]+)<\/title>/)![1]!;
  expect(second).not.toBe(first);
  expect(second).toContain('Page 2 of');
});

test('the sitemap lists the later pages of the search places', () => {
  const sitemap = readdirSync(client)
    .filter((name) => /^sitemap-\d+\.xml$/.test(name))
    .map((name) => readFileSync(join(client, name), 'utf8'))
    .join('');
  const place = searchPlaces().find((candidate) => candidate.schools.length > 10)!;
  expect(sitemap).toContain(`<loc>${site}/de/${place.path}page/2/</loc>`);
});

test('counts agree: the home page, the region links and each search page say the same number of schools', () => {
  for (const culture of ['en', 'ru'] as const) {
    const home = html(`/${culture}/`);
    for (const place of searchPlaces().filter((candidate) => candidate.path.split('/').length <= 3)) {
      const said = countLine(html(`/${culture}/${place.path}`))?.match(/\d+/)?.[0];
      const linkedFrom = place.path.split('/').length === 2 ? home : html(`/${culture}/${place.language}/`);
      const link = linkedFrom.match(new RegExp(`<a href="/${culture}/${place.path}"[^>]*>(.*?)</a>`, 's'));
      expect(link, `a link to /${culture}/${place.path}`).not.toBeNull();
      const shown = link![1]!.replace(/<!--.*?-->/g, '').match(/<span class="count">[^<]*?(\d+)/)?.[1];
      expect(shown, `the count of /${culture}/${place.path}`).toBe(said);
    }
  }
});

test('Escola Mediterrània has a page under each language it teaches, English results link to the English one, whose canonical is the Spanish one', () => {
  const escola = catalogue.schools.find((school) => school.slug === 'escola_mediterrania_barcelona')!;
  expect(escola.languages).toEqual(['spanish', 'english']);
  expect(schoolLinks(html('/en/english/spain/barcelona/'), 'en')).toContain(
    'english/spain/barcelona/escola_mediterrania_barcelona',
  );
  expect(schoolLinks(html('/en/spanish/spain/barcelona/'), 'en')).toContain(
    'spanish/spain/barcelona/escola_mediterrania_barcelona',
  );
  const english = html('/en/english/spain/barcelona/escola_mediterrania_barcelona/');
  expect(headLink(english, 'canonical')).toBe(`${site}/en/spanish/spain/barcelona/escola_mediterrania_barcelona/`);
  // Its breadcrumbs lead back to the English search.
  expect(english).toMatch(/"item":"[^"]*\/en\/english\/"/);
});

test('one address per school: the sitemap lists each school once per culture, its other pages point their canonical and hreflang set at it', () => {
  const listed = [...readSitemap().matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const twoLanguages = catalogue.schools.filter((school) => school.languages.length > 1);
  expect(twoLanguages.map((school) => school.slug).sort()).toEqual(
    expect.arrayContaining(['escola_mediterrania_barcelona', 'jade_lantern_language_school']),
  );
  for (const culture of CULTURES) {
    for (const school of catalogue.schools) {
      const place = `${school.country}/${school.city}/${school.slug}`;
      const schoolPages = listed.filter((path) => path.startsWith(`/${culture}/`) && path.endsWith(`/${place}/`));
      const canonical = `/${culture}/${school.languages[0]}/${place}/`;
      expect(schoolPages, school.slug).toEqual([canonical]);
      for (const language of school.languages.slice(1)) {
        const copy = html(`/${culture}/${language}/${place}/`);
        expect(headLink(copy, 'canonical'), `${culture} ${language} ${school.slug}`).toBe(`${site}${canonical}`);
        for (const other of CULTURES)
          expect(copy).toContain(
            `<link rel="alternate" hreflang="${other}" href="${site}/${other}/${school.languages[0]}/${place}/">`,
          );
        expect(copy).toContain(
          `<link rel="alternate" hreflang="x-default" href="${site}/en/${school.languages[0]}/${place}/">`,
        );
      }
    }
  }
});

test("the sitemap's hreflang sets carry x-default, the English page, like the pages' own", () => {
  const entries = [...readSitemap().matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)];
  expect(entries.length).toBeGreaterThan(0);
  for (const [, loc, links] of entries) {
    const alternates = new Map(
      [...links!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((match) => [
        match[1]!,
        match[2]!,
      ]),
    );
    expect([...alternates.keys()].sort(), loc).toEqual([...CULTURES, 'x-default'].sort());
    expect(alternates.get('x-default'), loc).toBe(alternates.get('en'));
    const page = html(new URL(loc!).pathname);
    expect(page, loc).toContain(`<link rel="alternate" hreflang="x-default" href="${alternates.get('x-default')}">`);
  }
});

test('the search page HTML is bounded: only its page of ten results, well under 60 KB gzip', () => {
  for (const culture of CULTURES) {
    for (const place of searchPlaces()) {
      const body = readFileSync(join(client, culture, place.path, 'index.html'));
      const gz = existsSync(join(client, culture, place.path, 'index.html.gz'))
        ? readFileSync(join(client, culture, place.path, 'index.html.gz'))
        : gzipSync(body);
      expect(gunzipSync(gz).length).toBe(body.length);
      expect(gz.length, `/${culture}/${place.path}`).toBeLessThan(60 * 1024);
      // The island's props carry the page's cards only, not the catalogue's.
      const cards = body.toString('utf8').match(/&quot;photoStoragePath&quot;/g) ?? [];
      expect(cards.length, `/${culture}/${place.path}`).toBeLessThanOrEqual(10);
    }
  }
});

// @ts-check
import { defineConfig, fontProviders } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { CULTURES, DEFAULT_CULTURE } from './src/domain/culture.ts';
import { astroCsp } from './src/build/astro-csp.ts';
import { foldStaticHeaders } from './src/build/fold-static-headers.ts';
import { fontsourceVariants } from './src/build/fontsource-variants.ts';
import { sharedCollatorsAtBuildDone } from './src/build/shared-collators.ts';
import { loadConfig } from './src/server/config/env.ts';
import { isNotCanonical } from './src/build/not-canonical-pages.ts';
import { builtAssetFiles } from './src/build/built-asset-files.ts';
import { priceTableLabels } from './src/build/price-table-labels.ts';

// The build reads the catalogue through the API started in process; Node loads it from src/
// (type stripping) rather than Vite bundling it, so its migrations and paths stay where they are.
const START_API_MODULE = new URL('./src/server/start-server.ts', import.meta.url).href;

// The public origin (BASE_ADDRESS, parsed with every other setting) for canonical URLs and the sitemap.
const settings = loadConfig();
const site = settings.baseAddress;

// Error pages are for people who got lost, not for search engines; / only redirects to /en/; the
// office (/office/) is for staff; the shortlist and the comparison show what one browser saved.
const NOT_IN_SITEMAP = /^\/$|\/(404|500|error)\/?$|^\/office\/|^\/[a-z]{2}\/(shortlist|compare)\/$/;

/**
 * Reports the page count and closes the catalogue API the pages started in this process
 * (src/build/catalogue-client.ts keeps it on globalThis under this symbol).
 * @type {import('astro').AstroIntegration}
 */
const buildDone = {
  name: 'linguatrips:build-done',
  hooks: {
    'astro:build:done': async ({ pages, logger }) => {
      logger.info(`${pages.length} pages rendered`);
      const key = Symbol.for('linguatrips.build.catalogue-api');
      /** @type {Record<symbol, Promise<{ close(): unknown }> | undefined>} */
      const store = /** @type {any} */ (globalThis);
      const api = store[key];
      delete store[key];
      if (api) await (await api).close();
    },
  },
};

/**
 * `client:cart` and `client:search`: the school page's cart and the search page's island hydrate
 * over their static first view when the visitor needs them, not at load
 * (src/islands/Cart/hydrate-cart.ts and src/islands/SearchPanel/hydrate-search.ts say when).
 * @type {import('astro').AstroIntegration}
 */
const lateIslandDirectives = {
  name: 'linguatrips:late-island-directives',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'cart', entrypoint: './src/islands/Cart/hydrate-cart.ts' });
      addClientDirective({ name: 'search', entrypoint: './src/islands/SearchPanel/hydrate-search.ts' });
    },
  },
};

export default defineConfig({
  site,
  output: 'static',
  // staticHeaders: the prerendered pages' CSP goes to dist/_headers.json (read by the server and
  // copied into dist/client/_headers for CDNs) instead of a <meta> tag, which cannot say frame-ancestors;
  // one entry a route pattern rather than a page (src/build/fold-static-headers.ts).
  adapter: foldStaticHeaders(node({ mode: 'middleware', staticHeaders: true })),
  trailingSlash: 'always',
  // One shared stylesheet file, cached once for all ~800 pages.
  // With CDN_HOST the pages load their hashed assets (/_astro/: scripts, styles, fonts) from the CDN.
  build: {
    format: 'directory',
    // A few pages at once: while one waits for the catalogue API (PGlite) or for its file to be
    // written, another renders, instead of the render thread standing idle.
    concurrency: 4,
    inlineStylesheets: 'never',
    ...(settings.cdnOrigin ? { assetsPrefix: settings.cdnOrigin } : {}),
  },
  integrations: [
    react(),
    lateIslandDirectives,
    builtAssetFiles,
    priceTableLabels,
    // Its sort of every URL makes an ICU collator a comparison without this (src/build/shared-collators.ts).
    // A partial build renders some pages only: it keeps the previous build's sitemap, as every address stays.
    ...(settings.renderOnlySchools
      ? []
      : [
          sharedCollatorsAtBuildDone(
            sitemap({
              // A page whose canonical address is another (a school's page under its second language) is
              // not an address of its own.
              filter: (page) => !NOT_IN_SITEMAP.test(new URL(page).pathname) && !isNotCanonical(new URL(page).pathname),
              i18n: {
                defaultLocale: DEFAULT_CULTURE,
                locales: Object.fromEntries(CULTURES.map((culture) => [culture, culture])),
              },
              // The same hreflang set as the pages' own (src/layouts/BaseLayout.astro): x-default is the
              // default culture's page.
              serialize: (item) => {
                const fallback = item.links?.find((link) => link.lang === DEFAULT_CULTURE);
                return fallback && item.links
                  ? { ...item, links: [...item.links, { url: fallback.url, lang: 'x-default' }] }
                  : item;
              },
            }),
          ),
        ]),
    buildDone,
  ],
  i18n: {
    locales: [...CULTURES],
    defaultLocale: DEFAULT_CULTURE,
    // Applied by src/middleware.ts (prefixDefaultLocale, redirectToDefaultLocale) to every page but
    // the office at /office/, which lives outside the cultures.
    routing: 'manual',
  },
  // The pages ship no JavaScript of their own yet; keep the HTML lean.
  compressHTML: true,
  devToolbar: { enabled: false },
  security: {
    // One cross-site check for every state-changing request, API and pages alike, runs in the
    // server before Astro (src/server/http/is-cross-site-request.ts). Astro's own compares Origin
    // with the address Node saw, which behind a TLS proxy is http://, and would refuse the site's forms.
    checkOrigin: false,
    // Every page's Content-Security-Policy, with the hashes of the inline scripts and styles.
    csp: astroCsp(),
  },
  // The site's typeface, served from the site itself (no third-party request, nothing fetched at
  // build time): Inter's variable font from its npm package, only the subsets the eight cultures
  // need (Chinese pages use the system's CJK fonts alone: src/layouts/BaseLayout.astro). 'optional':
  // a page is set in Inter only once an earlier page has fetched it (src/layouts/load-typeface.ts),
  // and then Inter is used only if it is there within the first moment, so the largest paint never
  // waits for a font and no line moves when it arrives (with 'swap' a phone's largest paint waited for it).
  fonts: [
    {
      provider: fontProviders.local(),
      name: 'Inter',
      cssVariable: '--font-inter',
      options: { variants: fontsourceVariants('@fontsource-variable/inter', ['latin', 'latin-ext', 'cyrillic']) },
      display: 'optional',
      fallbacks: [
        'Inter fallback: Liberation Sans',
        'PingFang SC',
        'Microsoft YaHei',
        'Noto Sans CJK SC',
        'sans-serif',
      ],
    },
  ],
  // No Markdown here; Shiki's highlighting would need inline styles the CSP refuses.
  markdown: { syntaxHighlight: false },
  vite: {
    define: { __START_API_MODULE__: JSON.stringify(START_API_MODULE) },
    // Astro writes a page's small scripts into its HTML (below this limit): the same few hundred
    // bytes in each of 16,000 pages, where a file is fetched once. They are modules, which run once
    // the page is read either way, so a file costs no time; other assets keep Vite's limit.
    build: { assetsInlineLimit: (file) => (file.endsWith('.js') ? false : undefined) },
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              // A component's <script> is named after the component alone (ShortlistLink.[hash].js, not
              // ShortlistLink.astro_astro_type_script_index_0_lang.[hash].js): the name is in every page.
              entryFileNames: (chunk) =>
                `_astro/${chunk.name.replace(/[^\w.\-/]/g, '_').replace(/\.astro_astro_type_script_index_\d+_lang$/, '')}.[hash].js`,
            },
          },
        },
      },
    },
  },
});

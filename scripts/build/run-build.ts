// The build, started by scripts/build.ts (`npm run build`) in a Node with the flags it needs:
// checks content and translations, refreshes the database from content/, draws the photos,
// renders every page into a new folder and precompresses it, then switches dist (a symlink) to
// it in one step: until then the previous build is served, whole (scripts/build/build-atomically.ts;
// README: scheduled rebuilds).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadContent } from '#server/content/load-content.ts';
import { ContentError } from '#server/content/content-error.ts';
import { loadConfig } from '#server/config/env.ts';
import { checkI18n } from '../check-i18n.ts';
import { collectMissingTexts } from '#server/content/collect-missing-texts.ts';
import { missingTextsSummary } from '../content/missing-texts-table.ts';
import { makePhotos } from '../make-photos.ts';
import { precompress } from './precompress.ts';
import { countPages } from './count-pages.ts';
import { writeHeadersFile } from './write-headers-file.ts';
import { dropPlainPhotos } from './drop-plain-photos.ts';
import { buildAtomically, KEEP_BUILDS } from './build-atomically.ts';
import { WASM_FLAGS } from './wasm-flags.ts';
import { renderInChild } from './render-in-child.ts';

const root = resolve(import.meta.dirname, '..', '..');
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
/** The process's peak resident memory so far (worker threads included), for the phase lines. */
const peakMb = () => `${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`;

export interface BuildOptions {
  /** Where the site goes (dist/ by default); the build benchmark builds into a temporary folder. */
  outDir?: string;
  /** false skips drawing the photos into public/photos. */
  photos?: boolean;
  /** false leaves the .br/.gz siblings out, for a CDN that compresses itself. */
  precompress?: boolean;
  /** Completed builds kept beside dist, the served one included. */
  keep?: number;
}

/** Reads content/ once to check it; in a function of its own so the parsed catalogue is not kept through the render. */
function checkContent(contentDir: string): void {
  const catalogue = loadContent(contentDir);
  console.log(`content: ${catalogue.schools.length} schools, ${catalogue.reviews.length} reviews`);
  // Missing translations fall back to English on the pages (marked); the count keeps them in sight.
  const missingTexts = collectMissingTexts(contentDir, catalogue);
  console.log(`content: ${missingTextsSummary(missingTexts)}${missingTexts.length > 0 ? ' — npm run check:content -- --cultures lists them' : ''}`);
}

export async function runBuild(options: BuildOptions = {}): Promise<void> {
  const started = performance.now();
  const outDir = resolve(options.outDir ?? join(root, 'dist'));
  const config = loadConfig();
  const contentDir = resolve(root, config.contentDir);

  checkContent(contentDir);
  // The check's parsed catalogue is garbage now; collected before the seed and the render, the
  // heap it grew (≈ 400 MB at 2,000 schools) is not kept beside them (scripts/build.ts gives --expose-gc).
  (globalThis as { gc?: () => void }).gc?.();

  const i18nProblems = checkI18n();
  if (i18nProblems.length > 0) {
    for (const problem of i18nProblems) console.error(`i18n: ${problem}`);
    throw new Error(`${i18nProblems.length} translation problem(s) (npm run check:i18n)`);
  }

  if (!config.catalogueApiUrl) {
    // The pages read the catalogue through the API; the local database must hold today's content.
    // Seeded by `npm run seed` in a child process: PGlite keeps the WebAssembly memory a seed grew
    // (1.4 GB at 2,000 schools) for the life of its process, which would otherwise stay under the render.
    const seeded = spawnSync(process.execPath, [...WASM_FLAGS, join(root, 'scripts', 'seed.ts')], { cwd: root, env: { ...process.env, CONTENT_DIR: contentDir }, stdio: 'inherit' });
    if (seeded.status !== 0) throw new Error(`seeding the database failed (exit code ${seeded.status ?? seeded.signal})`);
  }

  if (options.photos !== false) {
    const photos = await makePhotos({ contentDir, outDir: join(root, 'public', 'photos') });
    console.log(
      `photos: ${photos.written} written, ${photos.upToDate} up to date, ${photos.hashed} hashed copies linked` +
        `${photos.reusing > 0 ? `, ${photos.reusing} generated schools showing their model's photos` : ''} (${(photos.ms / 1000).toFixed(1)} s)`,
    );
  }

  // The prerender step imports the server chunks from the build folder; outside the repository
  // they find its packages through a link beside outDir (Node looks for node_modules in the
  // folders above a module, and the build folders are in <outDir>.builds beside it).
  const besideOut = join(dirname(outDir), 'node_modules');
  if (relative(root, outDir).startsWith('..') && !existsSync(besideOut)) {
    mkdirSync(dirname(outDir), { recursive: true });
    symlinkSync(join(root, 'node_modules'), besideOut, 'dir');
  }
  let line = '';
  const done = await buildAtomically(
    outDir,
    async ({ buildDir, previousDir }) => {
      const astroStarted = performance.now();
      // In a process of its own that has ended before precompression starts (scripts/build/render-site.ts).
      const rendered = await renderInChild(buildDir);
      const astroSeconds = rendered.astroSeconds.toFixed(1);
      console.log(`build: render process ended after ${seconds(astroStarted)} s; this process holds ${(process.memoryUsage.rss() / 1024 / 1024).toFixed(0)} MB (its peak so far ${peakMb()})`);
      const distClient = join(buildDir, 'client');
      mkdirSync(join(distClient, 'files'), { recursive: true });
      cpSync(join(contentDir, 'terms'), join(distClient, 'files', 'terms'), { recursive: true });
      const plainPhotos = dropPlainPhotos(join(distClient, 'photos'));
      console.log(`photos: ${plainPhotos} plain copies left out of dist/client (the pages link the hashed ones)`);
      const compressStarted = performance.now();
      let compressed = 'precompression skipped (--no-precompress)';
      if (options.precompress !== false) {
        const result = await precompress(distClient, { previous: previousDir ? join(previousDir, 'client') : undefined });
        compressed =
          `${result.compressed} text files precompressed, ${result.reused} taken from the previous build, ` +
          `${(result.bytes / 1e6).toFixed(1)} MB → ${(result.brotliBytes / 1e6).toFixed(1)} MB brotli, ${(result.gzipBytes / 1e6).toFixed(1)} MB gzip`;
      }
      const compressSeconds = seconds(compressStarted);
      writeHeadersFile(buildDir, config);
      const pages = countPages(distClient);
      // The phases apart: npm run bench:build reads this line.
      line = `Built ${pages} pages in ${seconds(astroStarted)} s (Astro ${astroSeconds} s, precompression ${compressSeconds} s; whole build ${seconds(started)} s); ${compressed}`;
    },
    { keep: options.keep ?? KEEP_BUILDS },
  );
  console.log(line);
  console.log(`${relative(root, outDir).startsWith('..') ? outDir : relative(root, outDir)} → ${done.buildDir}${done.removed.length > 0 ? `; deleted ${done.removed.length} older build(s)` : ''}`);
}

if (import.meta.main) {
  try {
    // --out-dir <folder>: serve the build from there instead of dist/; --no-photos: leave
    // public/photos as it is; --no-precompress: no .br/.gz (a CDN compresses); --keep <n>: builds kept.
    const { values } = parseArgs({
      options: {
        'out-dir': { type: 'string' },
        'no-photos': { type: 'boolean', default: false },
        'no-precompress': { type: 'boolean', default: false },
        keep: { type: 'string', default: String(KEEP_BUILDS) },
      },
    });
    const keep = Number(values.keep);
    if (!Number.isInteger(keep) || keep < 1) throw new Error(`--keep must be a whole number from 1, got ${values.keep}`);
    await runBuild({ ...(values['out-dir'] ? { outDir: values['out-dir'] } : {}), photos: !values['no-photos'], precompress: !values['no-precompress'], keep });
    process.exit(0);
  } catch (error) {
    console.error(error instanceof ContentError ? `content error: ${error.message}` : error);
    console.error('build failed: the served site is unchanged');
    process.exit(1);
  }
}

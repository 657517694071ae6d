// `npm run build`: checks content and translations, refreshes the database from content/,
// draws the photos, renders every page and precompresses the output.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'astro';
import { loadContent } from '../src/server/content/load-content.ts';
import { ContentError } from '../src/server/content/content-error.ts';
import { loadConfig } from '../src/server/config/env.ts';
import { checkI18n } from './check-i18n.ts';
import { collectMissingTexts } from '../src/server/content/collect-missing-texts.ts';
import { missingTextsSummary } from './content/missing-texts-table.ts';
import { makePhotos } from './make-photos.ts';
import { precompress } from './build/precompress.ts';
import { countPages } from './build/count-pages.ts';
import { writeHeadersFile } from './build/write-headers-file.ts';
import { dropPlainPhotos } from './build/drop-plain-photos.ts';

const root = resolve(import.meta.dirname, '..');
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
/** The process's peak resident memory so far (worker threads included), for the phase lines. */
const peakMb = () => `${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`;

export interface BuildOptions {
  /** Where the site goes (dist/ by default); the build benchmark builds into a temporary folder. */
  outDir?: string;
  /** false skips drawing the photos into public/photos (a generated catalogue's would be thousands). */
  photos?: boolean;
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

  const i18nProblems = checkI18n();
  if (i18nProblems.length > 0) {
    for (const problem of i18nProblems) console.error(`i18n: ${problem}`);
    throw new Error(`${i18nProblems.length} translation problem(s) (npm run check:i18n)`);
  }

  if (!config.catalogueApiUrl) {
    // The pages read the catalogue through the API; the local database must hold today's content.
    // Seeded by `npm run seed` in a child process: PGlite keeps the WebAssembly memory a seed grew
    // (1.4 GB at 2,000 schools) for the life of its process, which would otherwise stay under the render.
    const seeded = spawnSync(process.execPath, [join(root, 'scripts', 'seed.ts')], { cwd: root, env: { ...process.env, CONTENT_DIR: contentDir }, stdio: 'inherit' });
    if (seeded.status !== 0) throw new Error(`seeding the database failed (exit code ${seeded.status ?? seeded.signal})`);
  }

  if (options.photos !== false) {
    const photos = await makePhotos({ contentDir, outDir: join(root, 'public', 'photos') });
    console.log(`photos: ${photos.written} written, ${photos.hashed} hashed copies linked`);
  }

  // The prerender step imports the server chunks from outDir; outside the repository they find
  // its packages through a link beside it (Node looks for node_modules in the folders above a
  // module; Astro empties outDir itself, so the link cannot live inside).
  const besideOut = join(dirname(outDir), 'node_modules');
  if (relative(root, outDir).startsWith('..') && !existsSync(besideOut)) {
    mkdirSync(dirname(outDir), { recursive: true });
    symlinkSync(join(root, 'node_modules'), besideOut, 'dir');
  }
  const astroStarted = performance.now();
  await build({ root, outDir, logLevel: 'warn' });
  const astroSeconds = seconds(astroStarted);
  console.log(`astro: done in ${astroSeconds} s (peak memory so far ${peakMb()})`);
  const distClient = join(outDir, 'client');
  mkdirSync(join(distClient, 'files'), { recursive: true });
  cpSync(join(contentDir, 'terms'), join(distClient, 'files', 'terms'), { recursive: true });
  const plainPhotos = dropPlainPhotos(join(distClient, 'photos'));
  console.log(`photos: ${plainPhotos} plain copies left out of dist/client (the pages link the hashed ones)`);
  const compressStarted = performance.now();
  const compressed = await precompress(distClient);
  const compressSeconds = seconds(compressStarted);
  writeHeadersFile(outDir, config);
  const pages = countPages(distClient);
  writeFileSync(join(outDir, '.build-stamp'), new Date().toISOString());
  console.log(
    // The phases apart: npm run bench:build reads this line.
    `Built ${pages} pages in ${seconds(astroStarted)} s (Astro ${astroSeconds} s, precompression ${compressSeconds} s; whole build ${seconds(started)} s); ` +
      `${compressed.files} text files precompressed, ${(compressed.bytes / 1e6).toFixed(1)} MB → ${(compressed.brotliBytes / 1e6).toFixed(1)} MB brotli`,
  );
}

if (import.meta.main) {
  try {
    // --out-dir <folder>: build there instead of dist/; --no-photos: leave public/photos as it is.
    const { values } = parseArgs({ options: { 'out-dir': { type: 'string' }, 'no-photos': { type: 'boolean', default: false } } });
    await runBuild({ ...(values['out-dir'] ? { outDir: values['out-dir'] } : {}), photos: !values['no-photos'] });
    process.exit(0);
  } catch (error) {
    console.error(error instanceof ContentError ? `content error: ${error.message}` : error);
    process.exit(1);
  }
}

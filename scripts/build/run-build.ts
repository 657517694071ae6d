// The build (`npm run build`, scripts/build.ts): checks content and translations,
// refreshes the database from content/, draws the photos, renders every page into a new folder and
// precompresses it, then switches dist (a symlink) to it in one step: until then the previous build
// is served, whole (scripts/build/build-atomically.ts; docs/operations.md: scheduled rebuilds). Every step
// runs in a Node of its own that has ended before the next begins (runStep, renderInChild, and
// precompression's worker processes): each step's memory stays with its process, so this one stays
// small and the steps' peaks do not add up (docs/benchmarks.md, bench:build). public/ is linked into
// the build folder, not copied (link-public-dir.ts).
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { loadConfig } from '#server/config/env.ts';
import { precompress } from './precompress.ts';
import { countPages } from './count-pages.ts';
import { writeHeadersFile } from './write-headers-file.ts';
import { dropPlainPhotos } from './drop-plain-photos.ts';
import { linkPublicDir } from './link-public-dir.ts';
import { buildAtomically, KEEP_BUILDS } from './build-atomically.ts';
import { WASM_FLAGS } from './wasm-flags.ts';
import { renderInChild } from './render-in-child.ts';
import { renderInShards, renderProcesses } from './render-in-shards.ts';
import { runStep } from './run-step.ts';
import {
  keepPreviousHeaders,
  keepPreviousPages,
  newAddresses,
  SOURCES_DIGEST_FILE,
  sourcesDigest,
} from './partial-build.ts';

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
  /**
   * A partial build: renders only the pages a change of these schools touches (their pages, the
   * searches that list them, the pages once per culture) from the catalogue as it is, and keeps
   * every other file of the served build. It neither checks nor seeds content/ nor draws the
   * photos: the database is the catalogue. It renders everything instead when there is no served
   * build, when that build was rendered by other code, or when the change adds an address.
   */
  onlySchools?: readonly number[];
}

/** Why a partial build cannot keep the served build's pages, or undefined when it can. */
function partialRefusal(previousDir: string | undefined, digest: string): string | undefined {
  if (!previousDir) return 'there is no build to keep pages from';
  const file = join(previousDir, SOURCES_DIGEST_FILE);
  if (!existsSync(file) || readFileSync(file, 'utf8') !== digest) return 'the served build was rendered by other code';
  return undefined;
}

export async function runBuild(options: BuildOptions = {}): Promise<void> {
  const started = performance.now();
  const outDir = resolve(options.outDir ?? join(root, 'dist'));
  const config = loadConfig();
  const contentDir = resolve(root, config.contentDir);

  const env = { ...process.env, CONTENT_DIR: contentDir };
  const onlySchools = options.onlySchools?.length ? options.onlySchools : undefined;
  if (!onlySchools) runStep('the content check', [join(root, 'scripts', 'build', 'check-sources.ts'), contentDir], env);

  if (!config.catalogueApiUrl && !onlySchools) {
    // The pages read the catalogue through the API; the local database must hold today's content.
    // Seeded by `npm run seed`: PGlite keeps the WebAssembly memory a seed grew (1.4 GB at 2,000
    // schools) for the life of its process.
    runStep('seeding the database', [...WASM_FLAGS, join(root, 'scripts', 'seed.ts')], env);
  }

  if (options.photos !== false && !onlySchools)
    runStep(
      'drawing the photos',
      [join(root, 'scripts', 'make-photos.ts'), '--content', contentDir, '--out', join(root, 'public', 'photos')],
      env,
    );

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
      const digest = sourcesDigest(root);
      let partial = onlySchools !== undefined;
      const refusal = onlySchools && partialRefusal(previousDir, digest);
      if (refusal) {
        console.log(`build: every page, not only those of schools ${onlySchools.join(', ')}: ${refusal}`);
        partial = false;
      }
      // In processes of their own that have ended before precompression starts (scripts/build/render-site.ts):
      // a partial build's few pages in one, every page in one a core (render-in-shards.ts).
      const renderWhole = () => renderInShards(buildDir, env, config, renderProcesses(config));
      let rendered = partial
        ? await renderInChild(buildDir, { ...env, RENDER_ONLY_SCHOOLS: onlySchools!.join(',') })
        : await renderWhole();
      const added = partial ? newAddresses(join(previousDir!, 'client'), join(buildDir, 'client')) : [];
      if (added.length > 0) {
        console.log(
          `build: every page, as the change adds addresses (${added.slice(0, 3).join(', ')}${added.length > 3 ? ', …' : ''})`,
        );
        partial = false;
        rmSync(buildDir, { recursive: true, force: true });
        mkdirSync(buildDir);
        rendered = await renderWhole();
      }
      const astroSeconds = rendered.astroSeconds.toFixed(1);
      console.log(
        `build: render ended after ${seconds(astroStarted)} s; this process holds ${(process.memoryUsage.rss() / 1024 / 1024).toFixed(0)} MB (its peak so far ${peakMb()})`,
      );
      const distClient = join(buildDir, 'client');
      const linkedPublic = linkPublicDir(join(root, 'public'), distClient);
      console.log(
        `public: ${linkedPublic.linked} files linked into the build${linkedPublic.copied > 0 ? `, ${linkedPublic.copied} copied (another file system)` : ''}`,
      );
      mkdirSync(join(distClient, 'files'), { recursive: true });
      cpSync(join(contentDir, 'terms'), join(distClient, 'files', 'terms'), { recursive: true });
      // The terms files and photos uploaded in the office live in the database (or behind the catalogue API).
      runStep(
        'writing the uploaded terms files and photos',
        [join(root, 'scripts', 'build', 'write-catalogue-files.ts'), distClient],
        env,
      );
      const plainPhotos = dropPlainPhotos(join(distClient, 'photos'));
      console.log(`photos: ${plainPhotos} plain copies left out of dist/client (the pages link the hashed ones)`);
      if (partial) {
        const kept = keepPreviousPages(join(previousDir!, 'client'), distClient);
        keepPreviousHeaders(previousDir!, buildDir);
        console.log(`partial: ${kept} files kept from ${previousDir}`);
      }
      const compressStarted = performance.now();
      // The CPU its processes used, beside the wall time: on a shared machine the wall time follows the share of the cores it got.
      const compressCpu = process.cpuUsage();
      let compressed = 'precompression skipped (--no-precompress)';
      if (options.precompress !== false) {
        const result = await precompress(distClient, {
          previous: previousDir ? join(previousDir, 'client') : undefined,
        });
        const own = process.cpuUsage(compressCpu);
        const cpuSeconds = (own.user + own.system + result.workerCpuMicros) / 1e6;
        compressed =
          `${result.compressed} text files precompressed, ${result.reused} taken from the previous build, ` +
          `${(result.bytes / 1e6).toFixed(1)} MB → ${(result.brotliBytes / 1e6).toFixed(1)} MB brotli, ${(result.gzipBytes / 1e6).toFixed(1)} MB gzip, ` +
          `${cpuSeconds.toFixed(1)} s of CPU (${result.bytes > 0 ? ((cpuSeconds * 1000) / (result.bytes / 1e6)).toFixed(0) : '0'} ms a MB)`;
      }
      const compressSeconds = seconds(compressStarted);
      writeHeadersFile(buildDir, config);
      writeFileSync(join(buildDir, SOURCES_DIGEST_FILE), digest);
      const pages = countPages(distClient);
      // The render's CPU a page: what the machine's load changes least (npm run bench:build reads this line).
      console.log(
        `render: ${rendered.cpuSeconds.toFixed(1)} s of CPU for ${pages} pages, ${((rendered.cpuSeconds * 1000) / pages).toFixed(1)} ms a page`,
      );
      // The phases apart: npm run bench:build reads this line.
      line = `Built ${pages} pages in ${seconds(astroStarted)} s (Astro ${astroSeconds} s, precompression ${compressSeconds} s; whole build ${seconds(started)} s); ${compressed}`;
    },
    { keep: options.keep ?? KEEP_BUILDS },
  );
  console.log(line);
  console.log(
    `${relative(root, outDir).startsWith('..') ? outDir : relative(root, outDir)} → ${done.buildDir}${done.removed.length > 0 ? `; deleted ${done.removed.length} older build(s)` : ''}`,
  );
}

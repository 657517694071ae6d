// `npm run build`: checks content and translations, refreshes the database from content/,
// draws the photos, renders every page and precompresses the output.
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'astro';
import { loadContent } from '../src/server/content/load-content.ts';
import { ContentError } from '../src/server/content/content-error.ts';
import { startApi } from '../src/server/start-api.ts';
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

export async function runBuild(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  const contentDir = resolve(root, config.contentDir);

  const catalogue = loadContent(contentDir);
  console.log(`content: ${catalogue.schools.length} schools, ${catalogue.reviews.length} reviews`);
  // Missing translations fall back to English on the pages (marked); the count keeps them in sight.
  const missingTexts = collectMissingTexts(contentDir, catalogue);
  console.log(`content: ${missingTextsSummary(missingTexts)}${missingTexts.length > 0 ? ' — npm run check:content -- --cultures lists them' : ''}`);

  const missing = checkI18n();
  if (missing.length > 0) {
    for (const problem of missing) console.error(`i18n: ${problem}`);
    throw new Error(`${missing.length} translation(s) missing`);
  }

  if (!config.catalogueApiUrl) {
    // The pages read the catalogue through the API; the local database must hold today's content.
    const api = await startApi({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDir, contentDir, seed: 'always' });
    await api.close();
  }

  const photos = await makePhotos({ contentDir, outDir: join(root, 'public', 'photos') });
  console.log(`photos: ${photos.written} written, ${photos.hashed} hashed copies linked`);

  const astroStarted = performance.now();
  await build({ root, logLevel: 'warn' });
  const distClient = join(root, 'dist', 'client');
  mkdirSync(join(distClient, 'files'), { recursive: true });
  cpSync(join(contentDir, 'terms'), join(distClient, 'files', 'terms'), { recursive: true });
  const plainPhotos = dropPlainPhotos(join(distClient, 'photos'));
  console.log(`photos: ${plainPhotos} plain copies left out of dist/client (the pages link the hashed ones)`);
  const compressed = await precompress(distClient);
  writeHeadersFile(join(root, 'dist'), config);
  const pages = countPages(distClient);
  writeFileSync(join(root, 'dist', '.build-stamp'), new Date().toISOString());
  console.log(
    `Built ${pages} pages in ${seconds(astroStarted)} s (whole build ${seconds(started)} s); ` +
      `${compressed.files} text files precompressed, ${(compressed.bytes / 1e6).toFixed(1)} MB → ${(compressed.brotliBytes / 1e6).toFixed(1)} MB brotli`,
  );
}

if (import.meta.main) {
  try {
    await runBuild();
    process.exit(0);
  } catch (error) {
    console.error(error instanceof ContentError ? `content error: ${error.message}` : error);
    process.exit(1);
  }
}

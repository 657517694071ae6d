// A step of the build (scripts/build/run-build.ts): writes the photos uploaded in the catalogue
// office that the published schools show into the build's photo folder, read from the configured
// database, or from the catalogue API when the build renders from one (CATALOGUE_API_URL: a
// publish's rebuild beside the embedded database, a build machine without a database).
// Usage: node scripts/build/write-catalogue-photos.ts <built photo folder>
import { resolve } from 'node:path';
import { loadConfig } from '../../src/server/config/env.ts';
import { migrateDatabase } from '../../src/server/db/migrate-database.ts';
import { openDatabase } from '../../src/server/db/open-database.ts';
import { findCataloguePhotoFile } from '../../src/server/catalogue/queries/find-catalogue-photo-file.ts';
import { listPublishedPhotos, type PublishedPhoto } from '../../src/server/catalogue/photos/list-published-photos.ts';
import {
  writeCataloguePhotos,
  type PublishedPhotoSource,
} from '../../src/server/catalogue/photos/write-catalogue-photos.ts';

const photosDir = process.argv[2];
if (!photosDir) {
  console.error('usage: node scripts/build/write-catalogue-photos.ts <built photo folder>');
  process.exit(1);
}
const config = loadConfig();

async function fromApi(base: string): Promise<PublishedPhotoSource> {
  const get = async (path: string) => {
    const response = await fetch(new URL(path, base));
    if (!response.ok) throw new Error(`catalogue API ${path} answered ${response.status}`);
    return response;
  };
  return {
    list: async () => ((await (await get('/api/catalogue/photos')).json()) as { data: PublishedPhoto[] }).data,
    read: async (hash, file) => new Uint8Array(await (await get(`/photos/h/${hash}/${file}`)).arrayBuffer()),
  };
}

async function write(source: PublishedPhotoSource) {
  const { photos, written } = await writeCataloguePhotos(source, resolve(photosDir!));
  console.log(`catalogue photos: ${photos} uploaded photos shown by the published schools, ${written} files written`);
}

if (config.catalogueApiUrl) await write(await fromApi(config.catalogueApiUrl));
else {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.pgliteDir });
  try {
    await migrateDatabase(database.db);
    await write({
      list: () => listPublishedPhotos(database.db),
      read: async (hash, file) => {
        const found = await findCataloguePhotoFile(database.db, hash, file);
        if (!found) throw new Error(`no file ${file} of uploaded photo ${hash}`);
        return found.bytes;
      },
    });
  } finally {
    await database.close();
  }
}

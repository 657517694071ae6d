// A step of the build (scripts/build/run-build.ts): writes what the catalogue office uploaded into
// the build's client folder, from the configured database (opened once for both), or from the
// catalogue API when the build renders from one (CATALOGUE_API_URL: a publish's rebuild beside the
// embedded database, a build machine without a database):
// - the terms files, into files/terms/ (after the content folder's, which an upload of the same
//   name replaces);
// - the uploaded photos the published schools show, into photos/.
// Usage: node scripts/build/write-catalogue-files.ts <built client folder>
import { join, resolve } from 'node:path';
import { loadConfig } from '../../src/server/config/env.ts';
import { migrateDatabase } from '../../src/server/db/migrate-database.ts';
import { openDatabase } from '../../src/server/db/open-database.ts';
import { databaseTermsSource } from '../../src/server/catalogue/terms/database-terms-source.ts';
import { writeUploadedTerms, type UploadedTermsSource } from '../../src/server/catalogue/terms/write-terms-files.ts';
import { findCataloguePhotoFile } from '../../src/server/catalogue/queries/find-catalogue-photo-file.ts';
import { listPublishedPhotos, type PublishedPhoto } from '../../src/server/catalogue/photos/list-published-photos.ts';
import {
  writeCataloguePhotos,
  type PublishedPhotoSource,
} from '../../src/server/catalogue/photos/write-catalogue-photos.ts';

const clientDir = process.argv[2];
if (!clientDir) {
  console.error('usage: node scripts/build/write-catalogue-files.ts <built client folder>');
  process.exit(1);
}
const config = loadConfig();

function fromApi(base: string): { terms: UploadedTermsSource; photos: PublishedPhotoSource } {
  const get = async (path: string) => {
    const response = await fetch(new URL(path, base));
    if (!response.ok) throw new Error(`catalogue API ${path} answered ${response.status}`);
    return response;
  };
  return {
    terms: {
      names: async () =>
        ((await (await get('/api/catalogue/terms')).json()) as { data: { name: string }[] }).data.map(
          (row) => row.name,
        ),
      read: async (name) =>
        new Uint8Array(await (await get(`/api/catalogue/terms/${encodeURIComponent(name)}`)).arrayBuffer()),
    },
    photos: {
      list: async () => ((await (await get('/api/catalogue/photos')).json()) as { data: PublishedPhoto[] }).data,
      read: async (hash, file) => new Uint8Array(await (await get(`/photos/h/${hash}/${file}`)).arrayBuffer()),
    },
  };
}

async function write(sources: { terms: UploadedTermsSource; photos: PublishedPhotoSource }) {
  const terms = await writeUploadedTerms(sources.terms, resolve(clientDir!, 'files', 'terms'));
  console.log(`catalogue terms: ${terms.length} uploaded terms files written`);
  const { photos, written } = await writeCataloguePhotos(sources.photos, resolve(join(clientDir!, 'photos')));
  console.log(`catalogue photos: ${photos} uploaded photos shown by the published schools, ${written} files written`);
}

if (config.catalogueApiUrl) await write(fromApi(config.catalogueApiUrl));
else {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.pgliteDir });
  try {
    await migrateDatabase(database.db);
    await write({
      terms: databaseTermsSource(database.db),
      photos: {
        list: () => listPublishedPhotos(database.db),
        read: async (hash, file) => {
          const found = await findCataloguePhotoFile(database.db, hash, file);
          if (!found) throw new Error(`no file ${file} of uploaded photo ${hash}`);
          return found.bytes;
        },
      },
    });
  } finally {
    await database.close();
  }
}

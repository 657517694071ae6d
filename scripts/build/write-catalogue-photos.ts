// A step of the build (scripts/build/run-build.ts): writes the photos uploaded in the catalogue
// office from the configured database into the build's photo folder.
// Usage: node scripts/build/write-catalogue-photos.ts <built photo folder>
import { resolve } from 'node:path';
import { loadConfig } from '../../src/server/config/env.ts';
import { migrateDatabase } from '../../src/server/db/migrate-database.ts';
import { openDatabase } from '../../src/server/db/open-database.ts';
import { writeCataloguePhotos } from '../../src/server/catalogue/photos/write-catalogue-photos.ts';

const photosDir = process.argv[2];
if (!photosDir) {
  console.error('usage: node scripts/build/write-catalogue-photos.ts <built photo folder>');
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.pgliteDir });
try {
  await migrateDatabase(database.db);
  const { photos, written } = await writeCataloguePhotos(database.db, resolve(photosDir));
  console.log(`catalogue photos: ${photos} uploaded in the office, ${written} files written into the build`);
} finally {
  await database.close();
}

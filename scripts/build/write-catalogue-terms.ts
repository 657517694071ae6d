// A step of the build (scripts/build/run-build.ts): writes the terms files uploaded in the
// catalogue office into the build's files/terms/ (after the content folder's, which an upload of
// the same name replaces), read from the configured database, or from the catalogue API when the
// build renders from one (CATALOGUE_API_URL).
// Usage: node scripts/build/write-catalogue-terms.ts <built terms folder>
import { resolve } from 'node:path';
import { loadConfig } from '../../src/server/config/env.ts';
import { migrateDatabase } from '../../src/server/db/migrate-database.ts';
import { openDatabase } from '../../src/server/db/open-database.ts';
import { databaseTermsSource } from '../../src/server/catalogue/terms/database-terms-source.ts';
import { writeUploadedTerms, type UploadedTermsSource } from '../../src/server/catalogue/terms/write-terms-files.ts';

const termsDir = process.argv[2];
if (!termsDir) {
  console.error('usage: node scripts/build/write-catalogue-terms.ts <built terms folder>');
  process.exit(1);
}
const config = loadConfig();

function fromApi(base: string): UploadedTermsSource {
  const get = async (path: string) => {
    const response = await fetch(new URL(path, base));
    if (!response.ok) throw new Error(`catalogue API ${path} answered ${response.status}`);
    return response;
  };
  return {
    names: async () =>
      ((await (await get('/api/catalogue/terms')).json()) as { data: { name: string }[] }).data.map((row) => row.name),
    read: async (name) =>
      new Uint8Array(await (await get(`/api/catalogue/terms/${encodeURIComponent(name)}`)).arrayBuffer()),
  };
}

async function write(source: UploadedTermsSource) {
  const written = await writeUploadedTerms(source, resolve(termsDir!));
  console.log(`catalogue terms: ${written.length} uploaded terms files written`);
}

if (config.catalogueApiUrl) await write(fromApi(config.catalogueApiUrl));
else {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.pgliteDir });
  try {
    await migrateDatabase(database.db);
    await write(databaseTermsSource(database.db));
  } finally {
    await database.close();
  }
}

// `npm run catalogue:export -- <folder>`: writes the database's published schools as content
// files, <folder>/schools/<slug>.json, and its site-wide documents (company.json, places.json,
// rates.json, holidays/, visa/, seo/), and the terms files (CONTENT_DIR's terms/ with the ones
// uploaded in the office over them) (the configured database: DATABASE_URL, else the embedded
// PGlite in PGLITE_DIR, which the server must not have open at the same time). A school as
// seeded comes back byte for byte; `npm run catalogue:import` reads the same folder.
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../src/server/config/env.ts';
import { exportDocumentFiles, exportSchoolFiles } from '../src/server/catalogue/index.ts';
import { exportTermsFiles } from '../src/server/catalogue/terms/export-terms-files.ts';
import { DatabaseInUseError } from '../src/server/db/database-in-use-error.ts';
import { migrateDatabase } from '../src/server/db/migrate-database.ts';
import { openDatabase } from '../src/server/db/open-database.ts';

async function exportCatalogue(folder: string | undefined): Promise<number> {
  if (!folder) {
    console.error('usage: npm run catalogue:export -- <folder>');
    return 1;
  }
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.pgliteDir });
  try {
    await migrateDatabase(database.db);
    const result = await exportSchoolFiles(database.db, resolve(folder));
    console.log(`catalogue:export: ${result.written.length} school files written to ${resolve(folder, 'schools')}`);
    const documents = await exportDocumentFiles(database.db, resolve(folder));
    console.log(`catalogue:export: ${documents.length} site-wide documents written (${documents.join(', ')})`);
    const terms = await exportTermsFiles(database.db, resolve(config.contentDir), resolve(folder));
    console.log(`catalogue:export: ${terms.length} terms files written (${terms.join(', ')})`);
    if (result.withoutFile.length > 0) {
      console.error(
        `catalogue:export: ${result.withoutFile.length} schools were seeded before their files were kept ` +
          `(${result.withoutFile.join(', ')}); run npm run seed once and export again`,
      );
      return 1;
    }
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exit(await exportCatalogue(process.argv[2]));
} catch (error) {
  if (error instanceof ConfigError) console.error(`config error: ${error.message}`);
  else if (error instanceof DatabaseInUseError) console.error(`catalogue:export: ${error.message}`);
  else console.error(error);
  process.exit(1);
}

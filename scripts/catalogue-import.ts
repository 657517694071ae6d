// `npm run catalogue:import -- <folder or file>`: brings school files into the database
// as published versions, and a content folder's site-wide documents (company facts, places,
// rates, holidays, visa help, SEO texts, terms files; or one such file alone) as office edits (the configured database, as `npm run seed`). Every file
// is checked first as the content loader checks it, schools against the imported (else the
// database's) places and holidays and CONTENT_DIR's terms; any error,
// and every error is printed by file and field and nothing is changed. A file equal to the
// published one changes nothing; the others are recorded as 'import' versions in one transaction.
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../src/server/config/env.ts';
import { ContentError } from '../src/server/catalogue/content/content-error.ts';
import { createCatalogueEditor, readImportFiles } from '../src/server/catalogue/index.ts';
import { DatabaseInUseError } from '../src/server/db/database-in-use-error.ts';
import { migrateDatabase } from '../src/server/db/migrate-database.ts';
import { openDatabase } from '../src/server/db/open-database.ts';

async function importCatalogue(path: string | undefined): Promise<number> {
  if (!path) {
    console.error('usage: npm run catalogue:import -- <content folder, school file or document file>');
    return 1;
  }
  const config = loadConfig();
  const files = readImportFiles(resolve(path));
  if (files.length === 0) {
    console.error(`catalogue:import: no catalogue files in ${path}`);
    return 1;
  }
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.pgliteDir });
  try {
    await migrateDatabase(database.db);
    const editor = createCatalogueEditor({ db: database.db, contentDir: resolve(config.contentDir) });
    const outcome = await editor.importFiles(files, { staffId: null, author: 'npm run catalogue:import' });
    if (outcome.kind === 'invalid') {
      for (const issue of outcome.issues) console.error(`${issue.file}: ${issue.field || '(file)'}: ${issue.message}`);
      console.error(`catalogue:import: ${outcome.issues.length} errors; nothing was changed`);
      return 1;
    }
    for (const file of outcome.files)
      console.log(
        `${file.file}: ${file.outcome}${file.version === undefined ? '' : ` (school ${file.id}, version ${file.version})`}`,
      );
    for (const document of [...outcome.documents, ...outcome.terms])
      console.log(`${document.file}: ${document.outcome}`);
    const changed = outcome.files.filter((file) => file.outcome !== 'unchanged').length;
    const documents = outcome.documents.filter((document) => document.outcome !== 'unchanged').length;
    console.log(
      `catalogue:import: ${changed} of ${outcome.files.length} schools changed, ` +
        `${documents} of ${outcome.documents.length} documents changed, ` +
        `${outcome.terms.filter((file) => file.outcome !== 'unchanged').length} of ${outcome.terms.length} terms files changed` +
        (outcome.catalogueVersion === null ? '' : `; catalogue version ${outcome.catalogueVersion}`),
    );
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exit(await importCatalogue(process.argv[2]));
} catch (error) {
  if (error instanceof ConfigError) console.error(`config error: ${error.message}`);
  else if (error instanceof ContentError) console.error(`content error: ${error.message}`);
  else if (error instanceof DatabaseInUseError) console.error(`catalogue:import: ${error.message}`);
  else console.error(error);
  process.exit(1);
}

// `npm run seed`: checks content/ and loads it into the configured database (DATABASE_URL, else
// the embedded PGlite in PGLITE_DIR). Seeding unchanged content changes nothing.
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../src/server/config/env.ts';
import { ContentError } from '../src/server/catalogue/content/content-error.ts';
import { loadContent } from '../src/server/catalogue/content/load-content.ts';
import { DatabaseInUseError } from '../src/server/db/database-in-use-error.ts';
import { migrateDatabase } from '../src/server/db/migrate-database.ts';
import { openDatabase } from '../src/server/db/open-database.ts';
import { seedCatalogue } from '../src/server/catalogue/seed-catalogue.ts';

async function seed(): Promise<void> {
  const config = loadConfig();
  const catalogue = loadContent(resolve(config.contentDir));
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.pgliteDir });
  try {
    await migrateDatabase(database.db);
    const result = await seedCatalogue(database.db, catalogue);
    const where = database.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${config.pgliteDir})`;
    console.log(
      `${where}: ${result.schools} schools, ${result.reviews} reviews, ${result.documents} catalogue documents; ` +
        `catalogue version ${result.version}${result.changed ? ' (updated)' : ' (unchanged)'}`,
    );
    if (result.schoolsFrom === 'office')
      console.log(
        'schools: kept as published in the office (the database is their source since the first publish); ' +
          '`npm run catalogue:import -- content` brings content/schools in as new versions',
      );
  } finally {
    await database.close();
  }
}

try {
  await seed();
} catch (error) {
  // Problems a person can fix get one clear line; anything else keeps its stack.
  if (error instanceof ContentError) console.error(`content error: ${error.message}`);
  else if (error instanceof ConfigError) console.error(`config error: ${error.message}`);
  else if (error instanceof DatabaseInUseError) console.error(`seed: ${error.message}`);
  else console.error(error);
  process.exit(1);
}

// Playwright's global set-up: one PGlite folder and (with TEST_DATABASE_URL) one PostgreSQL
// database, migrated and seeded with the real catalogue once per run. Each suite's site copies
// one (start-site.ts, test-databases.ts) instead of migrating and seeding its own, which took
// seconds per suite and more on a busy machine. Workers read the names from the environment.
import { resolve } from 'node:path';
import { loadContent } from '#server/catalogue/content/load-content.ts';
import { E2E_TEMPLATES_VARIABLE, makeTemplateDatabases } from '../../api/support/template-databases.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const { templates, remove } = await makeTemplateDatabases(
    loadContent(resolve(import.meta.dirname, '../../../content')),
  );
  process.env[E2E_TEMPLATES_VARIABLE] = JSON.stringify(templates);
  return remove;
}

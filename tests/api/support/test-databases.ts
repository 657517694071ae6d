import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requiredServices } from '../../support/required-services.ts';
import { databaseUrlOf, onPostgresServer } from './postgres-server.ts';
import { E2E_TEMPLATES_VARIABLE, type TemplateDatabases } from './template-databases.ts';

/** Where an API suite keeps its data: connection options for startApi/openDatabase, and how to remove it. */
export interface TestDatabaseHandle {
  databaseUrl?: string;
  dataDir?: string;
  drop(): Promise<void>;
}

export interface CreateOptions {
  /** A database with nothing in it, not even the schema (the seed and first-start suites). */
  empty?: boolean;
}

export interface TestDatabase {
  kind: 'pglite' | 'postgres';
  /**
   * A database of the suite's own. By default a fresh copy of the run's template, migrated and
   * seeded with the fixture catalogue once per run (tests/api/support/template-databases.ts), so
   * startApi on the fixture content finds it ready; where no template was made (the browser
   * journeys' HTTP suites), an empty one that startApi migrates and seeds as before.
   */
  create(options?: CreateOptions): Promise<TestDatabaseHandle>;
}

// Vitest's globalSetup makes the templates (fixture catalogue) and passes their names; Playwright's
// (tests/e2e/support/global-setup.ts, real catalogue) passes them through the environment.
const templates: TemplateDatabases = process.env.VITEST
  ? ((await import('vitest')).inject('templateDatabases') ?? {})
  : (JSON.parse(process.env[E2E_TEMPLATES_VARIABLE] ?? '{}') as TemplateDatabases);

/** A PGlite folder of the suite's own (a folder, so a suite may close and reopen it), removed afterwards. */
const pglite: TestDatabase = {
  kind: 'pglite',
  async create(options = {}) {
    if (options.empty) return { dataDir: 'memory://', drop: async () => {} };
    const parent = mkdtempSync(join(tmpdir(), 'linguatrips-test-pglite-'));
    const dataDir = join(parent, 'pglite');
    if (templates.pgliteDir) cpSync(templates.pgliteDir, dataDir, { recursive: true });
    return { dataDir, drop: async () => rmSync(parent, { recursive: true, force: true }) };
  },
};

/** A uniquely named database on the TEST_DATABASE_URL server, dropped afterwards, so suites never share rows. */
function postgres(serverUrl: string): TestDatabase {
  return {
    kind: 'postgres',
    async create(options = {}) {
      const name = `linguatrips_test_${randomUUID().replaceAll('-', '')}`;
      const template = options.empty ? undefined : templates.postgresName;
      await onPostgresServer(
        serverUrl,
        template ? `create database ${name} template ${template}` : `create database ${name}`,
      );
      return {
        databaseUrl: databaseUrlOf(serverUrl, name),
        drop: () => onPostgresServer(serverUrl, `drop database if exists ${name} with (force)`),
      };
    },
  };
}

const { databaseUrl } = requiredServices();

/** PGlite always; PostgreSQL as well when TEST_DATABASE_URL names a server (CI must set it). */
export const testDatabases: TestDatabase[] = databaseUrl ? [pglite, postgres(databaseUrl)] : [pglite];

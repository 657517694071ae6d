// Vitest's globalSetup for the API project: once per run, a PGlite folder and (with
// TEST_DATABASE_URL) a PostgreSQL database are migrated and seeded with the fixture catalogue;
// each suite's database is then a copy of one (test-databases.ts) instead of a fresh database
// that the suite migrates and seeds itself, which took most of each API suite's time. Made anew
// every run, so a new migration or a changed fixture is always in them. It also checks that the
// servers the run names answer, and, under CI=true, that both are named (required-services.ts).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import type { TestProject } from 'vitest/node';
import { loadContent, type Catalogue } from '#server/catalogue/content/load-content.ts';
import { migrateDatabase } from '#server/db/migrate-database.ts';
import { openDatabase } from '#server/db/open-database.ts';
import { seedCatalogue } from '#server/catalogue/seed-catalogue.ts';
import { requiredServices } from '../../support/required-services.ts';
import { FIXTURE_CONTENT_DIR } from './fixture-content.ts';
import { databaseUrlOf, onPostgresServer } from './postgres-server.ts';

/** The environment variable through which Playwright's global set-up names its templates to the workers. */
export const E2E_TEMPLATES_VARIABLE = 'LINGUATRIPS_E2E_TEMPLATES';

/** What the suites copy: a PGlite data folder, and the template database's name on the TEST_DATABASE_URL server. */
export interface TemplateDatabases {
  pgliteDir?: string;
  postgresName?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabases: TemplateDatabases;
  }
}

async function fill(options: { url?: string; dataDir?: string }, content: Catalogue): Promise<void> {
  const opened = await openDatabase(options);
  try {
    await migrateDatabase(opened.db);
    await seedCatalogue(opened.db, content);
  } finally {
    // PostgreSQL copies a template only when no one is connected to it.
    await opened.close();
  }
}

async function redisAnswers(url: string): Promise<void> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(`TEST_REDIS_URL=${url} does not answer: ${(error as Error).message}`, { cause: error });
  } finally {
    redis.disconnect();
  }
}

/**
 * Migrates a PGlite folder and (with TEST_DATABASE_URL) a PostgreSQL database, seeds both with
 * `content`, and returns their names with a function that removes them. The API project seeds
 * the fixture catalogue; the browser journeys (tests/e2e/support/global-setup.ts) the real one.
 */
export async function makeTemplateDatabases(
  content: Catalogue,
): Promise<{ templates: TemplateDatabases; remove: () => Promise<void> }> {
  const { databaseUrl, redisUrl } = requiredServices();
  if (redisUrl) await redisAnswers(redisUrl);

  const parent = mkdtempSync(join(tmpdir(), 'linguatrips-template-'));
  const removeFolder = () => rmSync(parent, { recursive: true, force: true });
  const postgresName = databaseUrl ? `linguatrips_template_${randomUUID().replaceAll('-', '')}` : undefined;
  const dropTemplate = async () => {
    if (databaseUrl && postgresName)
      await onPostgresServer(databaseUrl, `drop database if exists ${postgresName} with (force)`);
  };
  try {
    const pgliteDir = join(parent, 'pglite');
    const made: Promise<void>[] = [fill({ dataDir: pgliteDir }, content)];
    if (databaseUrl && postgresName) {
      made.push(
        onPostgresServer(databaseUrl, `create database ${postgresName}`)
          .catch((error: Error) => {
            throw new Error(`TEST_DATABASE_URL does not answer (${error.message})`, { cause: error });
          })
          .then(() => fill({ url: databaseUrlOf(databaseUrl, postgresName) }, content)),
      );
    }
    await Promise.all(made);
    return {
      templates: { pgliteDir, ...(postgresName ? { postgresName } : {}) },
      remove: async () => {
        removeFolder();
        await dropTemplate();
      },
    };
  } catch (error) {
    removeFolder();
    await dropTemplate().catch(() => undefined);
    throw error;
  }
}

export default async function prepareTemplateDatabases(project: TestProject): Promise<() => Promise<void>> {
  const { templates, remove } = await makeTemplateDatabases(loadContent(FIXTURE_CONTENT_DIR));
  project.provide('templateDatabases', templates);
  return remove;
}

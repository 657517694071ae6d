import type { Clock } from '#server/clock.ts';
import { loadConfig } from '#server/config/env.ts';
import type { PricingCatalogueOptions } from '#server/catalogue/pricing-catalogue.ts';
import { startApi, type StartedApi } from '#server/start-server.ts';
import { FIXTURE_CONTENT_DIR } from './fixture-content.ts';
import { serveApp, type ServedApp } from './serve-app.ts';
import type { TestDatabase } from './test-databases.ts';

/** Fixed so promotions and 'super discount' badges do not change with the day the tests run. */
export const TEST_NOW = new Date('2026-11-22T10:00:00Z');

/** Where the test config serves terms files from, to check the API joins it correctly. */
export const TEST_BLOB_STORAGE_URL = 'https://blob.example/files';

export interface TestApi extends ServedApp {
  api: StartedApi;
}

export interface TestApiOptions {
  contentDir?: string;
  /** Defaults to TEST_NOW; a suite that moves 'today' passes a function reading its own variable. */
  clock?: Clock;
  pricing?: PricingCatalogueOptions;
  /** A photo script's hashes.json: photos at their content-hashed addresses (plain ones without). */
  photoHashesFile?: string;
}

/**
 * Starts the real API on a fresh database of the given kind, seeded from the fixture catalogue
 * (a copy of the run's template) or another content folder, served over HTTP.
 */
export async function startTestApi(database: TestDatabase, options: TestApiOptions = {}): Promise<TestApi> {
  const contentDir = options.contentDir ?? FIXTURE_CONTENT_DIR;
  // The template holds the fixture catalogue; another catalogue is seeded into an empty database.
  const handle = await database.create({ empty: contentDir !== FIXTURE_CONTENT_DIR });
  let api: StartedApi;
  try {
    api = await startApi({
      databaseUrl: handle.databaseUrl,
      dataDir: handle.dataDir,
      contentDir,
      config: loadConfig({ ENVIRONMENT_NAME: 'test', BLOB_STORAGE_URL: `${TEST_BLOB_STORAGE_URL}/` }),
      clock: options.clock ?? (() => TEST_NOW),
      ...(options.pricing ? { pricing: options.pricing } : {}),
      ...(options.photoHashesFile ? { photoHashesFile: options.photoHashesFile } : {}),
    });
  } catch (error) {
    await handle.drop();
    throw error;
  }
  const served = await serveApp(api.app);
  return {
    ...served,
    api,
    async close() {
      await served.close();
      await api.close();
      await handle.drop();
    },
  };
}

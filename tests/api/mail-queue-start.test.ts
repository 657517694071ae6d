// Several API instances started at once on a fresh PostgreSQL database (a deployment's first
// start, issue 10's two-instance test): each installs the mail queue's schema, and every one of
// them must start, whichever loses the race to create it.
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config/env.ts';
import { createMailQueue } from '#server/mail/create-mail-queue.ts';
import { startApi, type StartedApi } from '#server/start-server.ts';
import { FIXTURE_CONTENT_DIR } from './support/fixture-content.ts';
import { TEST_NOW } from './support/start-test-api.ts';
import { testDatabases, type TestDatabaseHandle } from './support/test-databases.ts';

const CONFIG = loadConfig({
  ENVIRONMENT_NAME: 'test',
  BASE_ADDRESS: 'https://linguatrips.test',
  AGENCY_EMAIL: 'agency@linguatrips.test',
});
const postgres = testDatabases.find((database) => database.kind === 'postgres');

describe.runIf(postgres)('mail queues starting together on a fresh PostgreSQL database', () => {
  const opened: { api: StartedApi; handle: TestDatabaseHandle }[] = [];
  afterEach(async () => {
    for (const { api, handle } of opened.splice(0)) {
      await api.close();
      await handle.drop();
    }
  });

  it('all start, the schema installed once', async () => {
    // A race: a few fresh databases, four queues at once on each, to meet it more than once.
    for (let round = 0; round < 4; round++) {
      const handle = await postgres!.create({ empty: true });
      // Four instances, each with its own connections, as four processes would have.
      const apis = await Promise.all(
        [1, 2, 3, 4].map(() =>
          startApi({
            databaseUrl: handle.databaseUrl,
            contentDir: FIXTURE_CONTENT_DIR,
            config: CONFIG,
            clock: () => TEST_NOW,
          }),
        ),
      );
      opened.push(
        ...apis.map((api, index) => ({ api, handle: index === apis.length - 1 ? handle : { drop: async () => {} } })),
      );
      const queues = await Promise.all(
        apis.map((api) =>
          createMailQueue({
            db: api.db,
            kind: api.kind,
            queueDb: api.queueDb,
            from: CONFIG.mailFrom,
            retryLimit: 1,
            clock: () => TEST_NOW,
          }),
        ),
      );
      expect(queues).toHaveLength(4);
      await Promise.all(queues.map((queue) => queue.stop()));
    }
  });
});

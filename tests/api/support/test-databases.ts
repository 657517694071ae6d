import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** Where an API suite keeps its data: connection options for startApi/openDatabase, and how to remove it. */
export interface TestDatabaseHandle {
  databaseUrl?: string;
  dataDir?: string;
  drop(): Promise<void>;
}

export interface TestDatabase {
  kind: 'pglite' | 'postgres';
  create(): Promise<TestDatabaseHandle>;
}

const pglite: TestDatabase = {
  kind: 'pglite',
  create: async () => ({ dataDir: 'memory://', drop: async () => {} }),
};

/** A uniquely named database on the TEST_DATABASE_URL server, dropped afterwards, so suites never share rows. */
function postgres(serverUrl: string): TestDatabase {
  const admin = async <T>(work: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  return {
    kind: 'postgres',
    async create() {
      const name = `linguatrips_test_${randomUUID().replaceAll('-', '')}`;
      await admin((client) => client.query(`create database ${name}`));
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return {
        databaseUrl: url.toString(),
        drop: () => admin((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
      };
    },
  };
}

/** PGlite always; PostgreSQL as well when TEST_DATABASE_URL names a server (CI sets it). */
export const testDatabases: TestDatabase[] = process.env.TEST_DATABASE_URL ? [pglite, postgres(process.env.TEST_DATABASE_URL)] : [pglite];

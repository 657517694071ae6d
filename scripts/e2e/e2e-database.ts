import pg from 'pg';

/**
 * With TEST_DATABASE_URL set, the browser journeys run against PostgreSQL: the e2e server uses a
 * database of its own on that server, named after its port (so runs on other ports never share
 * rows), and the journeys open the same one to check what the site stored.
 */
export function e2eDatabaseUrl(port: number, serverUrl = process.env.TEST_DATABASE_URL): string | undefined {
  if (!serverUrl) return undefined;
  const url = new URL(serverUrl);
  url.pathname = `/linguatrips_e2e_${port}`;
  return url.toString();
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates the e2e database afresh (a leftover of a killed run is dropped first). */
export async function createE2eDatabase(port: number, serverUrl: string): Promise<string> {
  const name = `linguatrips_e2e_${port}`;
  await onServer(serverUrl, `drop database if exists ${name} with (force)`);
  await onServer(serverUrl, `create database ${name}`);
  return e2eDatabaseUrl(port, serverUrl)!;
}

/** Drops the e2e database. */
export async function dropE2eDatabase(port: number, serverUrl: string): Promise<void> {
  await onServer(serverUrl, `drop database if exists linguatrips_e2e_${port} with (force)`);
}

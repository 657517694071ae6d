// PGlite's shared_buffers: the build's render asks for fewer (BUILD_SHARED_BUFFERS), as their
// WebAssembly memory never shrinks once touched; everything else keeps PostgreSQL's default.
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '#server/db/open-database.ts';
import { migrateDatabase } from '#server/db/migrate-database.ts';
import { BUILD_SHARED_BUFFERS } from '#server/start-server.ts';

/** The rows of a statement, on either driver's result. */
const rowsOf = async <T>(opened: OpenedDatabase, statement: ReturnType<typeof sql>) =>
  ((await opened.db.execute(statement)) as unknown as { rows: T[] }).rows;
const sharedBuffers = async (opened: OpenedDatabase) =>
  (await rowsOf<{ shared_buffers: string }>(opened, sql`show shared_buffers`))[0]?.shared_buffers;

describe('PGlite shared_buffers', () => {
  let opened: OpenedDatabase | undefined;
  afterEach(async () => {
    await opened?.close();
    opened = undefined;
  });

  it("keeps PostgreSQL's 128MB when none is asked for", async () => {
    opened = await openDatabase({ dataDir: 'memory://' });
    expect(await sharedBuffers(opened)).toBe('128MB');
  });

  it("takes the build's setting, and the database still migrates and answers", async () => {
    opened = await openDatabase({ dataDir: 'memory://', sharedBuffers: BUILD_SHARED_BUFFERS });
    expect(await sharedBuffers(opened)).toBe('16MB');
    await migrateDatabase(opened.db);
    const rows = await rowsOf<{ count: number }>(opened, sql`select count(*)::int as count from schools`);
    expect(rows[0]?.count).toBe(0);
  });
});

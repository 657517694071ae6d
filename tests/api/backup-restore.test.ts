// Issue 16 item 6: npm run db:backup / db:restore keep every booking. On each database: bookings
// placed through the booking service, a backup, a restore into a fresh database, the rows compared;
// a restore over a database that is not empty is refused unless forced. A backup holds personal
// data (names, addresses, phones): its file is readable by its owner only.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calcParamsFromCart } from '#domain/booking/calc-params-from-cart.ts';
import { cartFromQuery } from '#domain/cart/cart-from-query.ts';
import { currencyOf } from '#domain/catalogue/currency-of.ts';
import type { SchoolContent } from '#domain/catalogue/school-schema.ts';
import { loadConfig } from '#server/config/env.ts';
import { loadContent } from '#server/catalogue/content/load-content.ts';
import { BackupError } from '#server/db/backup/backup-error.ts';
import { backupKindOfFile } from '#server/db/backup/backup-kind-of-file.ts';
import { backupPglite } from '#server/db/backup/backup-pglite.ts';
import { backupPostgres } from '#server/db/backup/backup-postgres.ts';
import { restorePglite } from '#server/db/backup/restore-pglite.ts';
import { restorePostgres } from '#server/db/backup/restore-postgres.ts';
import { openDatabase } from '#server/db/open-database.ts';
import { bookings, mails } from '#server/db/schema.ts';
import { createMailQueue } from '#server/mail/create-mail-queue.ts';
import { createBookingService } from '#server/bookings/booking-service.ts';
import { toCartSchool } from '#domain/catalogue/to-cart-school.ts';
import { shownPricedSchool } from '#domain/catalogue/shown-price-list.ts';
import { utcToday } from '#domain/dates/calendar.ts';
import { startApi } from '#server/start-server.ts';
import { FIXTURE_CONTENT_DIR } from './support/fixture-content.ts';
import { npmScriptArgs } from './support/npm-script-args.ts';
import { TEST_NOW } from './support/start-test-api.ts';
import { testDatabases, type TestDatabaseHandle } from './support/test-databases.ts';

// Fixture school 101: two weeks of General English from 2027-03-01, host family, transfer.
const SCHOOL_ID = 101;
const school = loadContent(FIXTURE_CONTENT_DIR).schools.find((s) => s.id === SCHOOL_ID) as SchoolContent;
const rules = toCartSchool(shownPricedSchool(school, utcToday(TEST_NOW)), currencyOf(school.currency, 'en'));
const built = cartFromQuery(
  rules,
  {
    schoolId: SCHOOL_ID,
    culture: 'en',
    weekPriceId: 102,
    weeks: 2,
    courseStart: '2027-03-01',
    roomId: 11,
    foodId: 1,
    transferId: 1,
  },
  TEST_NOW,
);
if (!built.ok) throw new Error('the fixture cart does not build');
const calcParams = calcParamsFromCart(rules, built.cart);
const CONFIG = loadConfig({
  ENVIRONMENT_NAME: 'test',
  BASE_ADDRESS: 'https://linguatrips.test',
  AGENCY_EMAIL: 'agency@linguatrips.test',
});

const form = (n: number) => {
  const values = new Map(
    Object.entries({
      ...calcParams,
      token: randomUUID(),
      name: `Visitor ${n}`,
      email: `visitor.${n}@example.com`,
      phonePrefix: '+34',
      phone: `612 345 ${String(n).padStart(3, '0')}`,
      PrivacyAgreed: 'true',
    }),
  );
  return { get: (name: string) => values.get(name) ?? null };
};

/** Every booking and every mail of a database, in a stable order, as the restore must give them back. */
async function rowsOf(where: { databaseUrl?: string | undefined; dataDir?: string | undefined }) {
  const opened = await openDatabase({ url: where.databaseUrl, dataDir: where.dataDir });
  try {
    return {
      bookings: await opened.db.select().from(bookings).orderBy(asc(bookings.id)),
      mails: await opened.db.select().from(mails).orderBy(asc(mails.id)),
    };
  } finally {
    await opened.close();
  }
}

describe.each(testDatabases)('backup and restore on $kind', (database) => {
  const folder = mkdtempSync(join(tmpdir(), 'linguatrips-backup-test-'));
  const file = join(folder, database.kind === 'postgres' ? 'site.dump' : 'site.tar.gz');
  let source: TestDatabaseHandle;
  let target: TestDatabaseHandle;
  let before: Awaited<ReturnType<typeof rowsOf>>;

  beforeAll(async () => {
    source = await database.create();
    const api = await startApi({
      databaseUrl: source.databaseUrl,
      dataDir: source.dataDir,
      contentDir: FIXTURE_CONTENT_DIR,
      config: CONFIG,
      clock: () => TEST_NOW,
    });
    try {
      const queue = await createMailQueue({
        db: api.db,
        kind: api.kind,
        queueDb: api.queueDb,
        from: CONFIG.mailFrom,
        retryLimit: CONFIG.mailRetryLimit,
        clock: () => TEST_NOW,
      });
      const service = createBookingService({ db: api.db, clock: () => TEST_NOW, config: CONFIG, mails: queue });
      for (let n = 1; n <= 5; n += 1)
        expect(await service.place({ culture: 'en', schoolId: SCHOOL_ID, form: form(n) })).toMatchObject({
          kind: 'booked',
          created: true,
        });
      if (database.kind === 'pglite') {
        // The folder is open here: a backup now would read it under a running database.
        await expect(backupPglite(source.dataDir!, file)).rejects.toThrow(
          /is in use by process \d+ \(this process\): stop it first/,
        );
      }
      await queue.stop();
    } finally {
      await api.close();
    }
    before = await rowsOf(source);
    target =
      database.kind === 'postgres'
        ? await database.create({ empty: true })
        : { dataDir: join(folder, 'restored', 'pglite'), drop: async () => {} };
  });
  afterAll(async () => {
    await source?.drop();
    await target?.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('keeps every booking and its mails: backed up, restored into a fresh database, the rows are the same', async () => {
    expect(before.bookings).toHaveLength(5);
    expect(before.mails).toHaveLength(10);
    if (database.kind === 'pglite') {
      // What a killed server leaves: its lock naming a process that is gone, and PGlite's pid file.
      const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
        encoding: 'utf8',
      });
      const deadPid = Number(gone.stdout);
      writeFileSync(`${source.dataDir!}.lock`, `${deadPid}\nsrc/server/main.ts\n`);
      writeFileSync(join(source.dataDir!, 'postmaster.pid'), `${deadPid}\n`);
    }
    if (database.kind === 'postgres') await backupPostgres(source.databaseUrl!, file);
    else await backupPglite(source.dataDir!, file);
    expect(existsSync(`${file}.partial`)).toBe(false);
    expect(backupKindOfFile(file)).toBe(database.kind);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    if (database.kind === 'postgres') await restorePostgres(target.databaseUrl!, file);
    else await restorePglite(target.dataDir!, file);
    expect(await rowsOf(target)).toEqual(before);
  });

  it('refuses to restore over a database that is not empty, naming the problem, and replaces it with --force', async () => {
    const refused =
      database.kind === 'postgres' ? restorePostgres(target.databaseUrl!, file) : restorePglite(target.dataDir!, file);
    await expect(refused).rejects.toThrow(BackupError);
    await expect(
      database.kind === 'postgres' ? restorePostgres(target.databaseUrl!, file) : restorePglite(target.dataDir!, file),
    ).rejects.toThrow(
      database.kind === 'postgres'
        ? /is not empty \(\d+ tables: public\.\w+, .*\).*--force/
        : /is not empty \(it holds a database\).*--force/,
    );

    // A change made since the backup, which the forced restore must undo.
    const opened = await openDatabase({ url: target.databaseUrl, dataDir: target.dataDir });
    await opened.db
      .update(bookings)
      .set({ name: 'Changed since the backup' })
      .where(eq(bookings.id, before.bookings[0]!.id));
    await opened.close();
    expect(await rowsOf(target)).not.toEqual(before);

    if (database.kind === 'postgres') {
      await restorePostgres(target.databaseUrl!, file, { force: true });
    } else {
      const { keptAs } = await restorePglite(target.dataDir!, file, { force: true });
      expect(keptAs && existsSync(join(keptAs, 'PG_VERSION'))).toBe(true);
    }
    expect(await rowsOf(target)).toEqual(before);
  });

  it('writes the file of `npm run db:backup` readable by its owner only (0600), in a folder of the owner’s alone', () => {
    const out = join(folder, 'by-script', database.kind === 'postgres' ? 'site.dump' : 'site.tar.gz');
    const env: Record<string, string> =
      database.kind === 'postgres'
        ? { DATABASE_URL: source.databaseUrl! }
        : { DATABASE_URL: '', PGLITE_DIR: source.dataDir! };
    const run = spawnSync(process.execPath, [...npmScriptArgs('db:backup'), '--out', out], {
      cwd: resolve(import.meta.dirname, '../..'),
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(statSync(out).mode & 0o777).toBe(0o600);
    // The folder it made for the file is the owner's alone too.
    expect(statSync(join(folder, 'by-script')).mode & 0o777).toBe(0o700);
  });
});

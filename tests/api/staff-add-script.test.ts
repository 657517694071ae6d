import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config/env.ts';
import { openDatabase } from '#server/db/open-database.ts';
import { mails, staffAccounts, staffAuditLog, staffMembers } from '#server/db/schema.ts';
import { createStaffService } from '#server/staff/create-staff-service.ts';
import { npmScriptArgs } from './support/npm-script-args.ts';
import { testDatabases } from './support/test-databases.ts';

const root = resolve(import.meta.dirname, '../..');
const PASSWORD = 'a long enough passphrase';

/** Runs `npm run staff:add`'s command with Node 24 (this process), the given arguments and piped input. */
const runStaffAdd = (args: string[], env: Record<string, string>, input = '') =>
  spawnSync(process.execPath, [...npmScriptArgs('staff:add'), ...args], {
    cwd: root,
    encoding: 'utf8',
    input,
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: '', ...env },
  });

describe('npm run staff:add with wrong arguments', () => {
  it('names the mistake with the usage after it, before it opens any database', () => {
    // A database that does not answer: the arguments are refused before it would be reached.
    const env = { DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none' };
    const badAddress = runStaffAdd(['--email', 'ada@', '--role', 'manager'], env);
    expect(badAddress.status).toBe(1);
    expect(badAddress.stderr).toMatch(
      /^staff:add: --email: email must be an e-mail address\n\nusage: npm run staff:add/,
    );
    const badRole = runStaffAdd(['--email', 'bob@linguatrips.test', '--role', 'owner'], env);
    expect(badRole.status).toBe(1);
    expect(badRole.stderr).toMatch(/^staff:add: --role: role must be administrator, manager or content-editor/);
    const noRole = runStaffAdd(['--email', 'bob@linguatrips.test'], env);
    expect(noRole.status).toBe(1);
    expect(noRole.stderr).toMatch(/^staff:add: --role is required/);
    const help = runStaffAdd(['--help'], env);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^usage: npm run staff:add/);
  });
});

describe.each(testDatabases)('npm run staff:add on $kind', (database) => {
  it('adds the first administrator with the password typed (piped here), creates a reset link on request, and refuses a second account or a short password clearly', async () => {
    const handle = await database.create();
    // The run's migrated template, copied (PGlite) or cloned (PostgreSQL), as a deployment's database would be:
    // a fresh PGlite folder here cost an initdb and every migration in the script's first run.
    const env: Record<string, string> = handle.databaseUrl
      ? { DATABASE_URL: handle.databaseUrl }
      : { PGLITE_DIR: handle.dataDir! };
    try {
      const added = runStaffAdd(
        ['--email', 'Ada@LinguaTrips.test', '--role', 'Administrator', '--name', 'Ada Lovelace'],
        env,
        `${PASSWORD}\n`,
      );
      expect(added.stderr).toBe('');
      expect(added.status).toBe(0);
      expect(added.stdout).toMatch(/added Ada Lovelace <ada@linguatrips\.test> as administrator\./);
      expect(added.stdout).not.toContain(PASSWORD);

      const invited = runStaffAdd(['--email', 'max@linguatrips.test', '--role', 'manager', '--send-reset'], env);
      expect(invited.stderr).toBe('');
      expect(invited.status).toBe(0);
      expect(invited.stdout).toMatch(/A link to choose a password is queued for max@linguatrips\.test/);

      const twice = runStaffAdd(['--email', 'ada@linguatrips.test', '--role', 'manager'], env, `${PASSWORD}\n`);
      expect(twice.status).toBe(1);
      expect(twice.stderr.trim()).toBe(
        "staff:add: ada@linguatrips.test is on the staff already (to change a role, use the office's staff page)",
      );
      const shortPassword = runStaffAdd(['--email', 'bob@linguatrips.test', '--role', 'manager'], env, 'secret\n');
      expect(shortPassword.status).toBe(1);
      expect(shortPassword.stderr.trim()).toBe('staff:add: password must be at least 12 characters');

      const opened = await openDatabase(
        handle.databaseUrl ? { url: handle.databaseUrl } : { dataDir: handle.dataDir! },
      );
      try {
        const members = await opened.db
          .select({ email: staffMembers.email, name: staffMembers.name, role: staffMembers.role })
          .from(staffMembers)
          .orderBy(staffMembers.email);
        expect(members).toEqual([
          { email: 'ada@linguatrips.test', name: 'Ada Lovelace', role: 'administrator' },
          { email: 'max@linguatrips.test', name: 'max', role: 'manager' },
        ]);
        // The typed password is stored as an scrypt hash, never as typed, and signs in.
        const [account] = await opened.db.select({ password: staffAccounts.password }).from(staffAccounts);
        expect(account!.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
        const staff = createStaffService({
          db: opened.db,
          config: loadConfig({ ENVIRONMENT_NAME: 'test' }),
          clock: () => new Date(),
          mails: { current: undefined },
        });
        expect(
          (
            await staff.signIn(
              { email: 'ada@linguatrips.test', password: PASSWORD },
              { headers: new Headers(), ip: '127.0.0.1' },
            )
          ).kind,
        ).toBe('signedIn');
        // The manager got no password, only a link in the queue.
        const [invitation] = await opened.db.select().from(mails).where(eq(mails.recipient, 'max@linguatrips.test'));
        expect(invitation).toMatchObject({ kind: 'staff-invitation', status: 'queued' });
        expect(
          (
            await staff.signIn(
              { email: 'max@linguatrips.test', password: PASSWORD },
              { headers: new Headers(), ip: '127.0.0.1' },
            )
          ).kind,
        ).toBe('refused');
        const audit = await opened.db
          .select({ action: staffAuditLog.action, email: staffAuditLog.email, detail: staffAuditLog.detail })
          .from(staffAuditLog)
          .where(eq(staffAuditLog.action, 'staff-added'));
        expect(audit).toEqual([
          {
            action: 'staff-added',
            email: 'ada@linguatrips.test',
            detail: { role: 'administrator', by: 'command line' },
          },
          { action: 'staff-added', email: 'max@linguatrips.test', detail: { role: 'manager', by: 'command line' } },
        ]);
      } finally {
        await opened.close();
      }
    } finally {
      await handle.drop();
    }
    // Four runs of the command, each opening (and on PGlite, reopening from disk) the database.
  }, 120_000);
});

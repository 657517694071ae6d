import { systemClock } from '../../src/server/clock.ts';
import { loadConfig } from '../../src/server/config/env.ts';
import { findStaffByEmail } from '../../src/server/staff/queries/find-staff-by-email.ts';
import { migrateDatabase } from '../../src/server/db/migrate-database.ts';
import { openDatabase } from '../../src/server/db/open-database.ts';
import { createMailQueue } from '../../src/server/mail/create-mail-queue.ts';
import type { MailQueueSlot } from '../../src/server/mail/mail-queue-slot.ts';
import { createStaffService } from '../../src/server/staff/create-staff-service.ts';
import { askNewPassword } from './ask-new-password.ts';
import { UsageError, type StaffAddArgs } from './parse-staff-add-args.ts';

/**
 * Adds the staff member the arguments name to the configured database, asking for the password
 * (or queueing a link to choose one), and says where it was added and how to sign in.
 */
export async function addStaffMember(args: StaffAddArgs): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.pgliteDir });
  const mails: MailQueueSlot = { current: undefined };
  try {
    await migrateDatabase(database.db);
    if (await findStaffByEmail(database.db, args.email))
      throw new UsageError(`${args.email} is on the staff already (to change a role, use the office's staff page)`, {
        showUsage: false,
      });
    const password = args.sendReset ? undefined : await askNewPassword(args.email);
    if (args.sendReset)
      mails.current = await createMailQueue({
        db: database.db,
        kind: database.kind,
        queueDb: database.queueDb,
        from: config.mailFrom,
        retryLimit: config.mailRetryLimit,
        clock: systemClock,
      });
    const staff = createStaffService({ db: database.db, config, clock: systemClock, mails });
    const outcome = await staff.add(
      { email: args.email, name: args.name, role: args.role },
      { actor: null, ip: null, invite: args.sendReset, ...(password === undefined ? {} : { password }) },
    );
    if (outcome.kind === 'exists') throw new UsageError(`${args.email} is on the staff already`, { showUsage: false });
    if (outcome.kind === 'mailUnavailable') throw new Error('the mail queue did not start');
    const where = database.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${config.pgliteDir})`;
    console.log(`${where}: added ${args.name} <${args.email}> as ${args.role}.`);
    console.log(
      args.sendReset
        ? `A link to choose a password is queued for ${args.email}; the server's mail worker sends it (now if it runs, else when it starts). It works once, for one hour.`
        : `Sign in at ${config.baseAddress}/office/ with this address and the password just typed.`,
    );
  } finally {
    await mails.current?.stop(1_000);
    await database.close();
  }
}

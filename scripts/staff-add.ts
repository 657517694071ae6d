// `npm run staff:add -- --email … --role administrator|manager [--name …] [--send-reset]`: adds a
// staff member to the configured database (DATABASE_URL, else the embedded PGlite in PGLITE_DIR,
// which the server must not have open at the same time). The password is typed at a hidden prompt
// (or piped in), or with --send-reset a link to choose one is queued as a mail. Never a default.
import { ConfigError, loadConfig } from '../src/server/config/env.ts';
import { systemClock } from '../src/server/clock.ts';
import { findStaffByEmail } from '../src/server/db/queries/find-staff-by-email.ts';
import { migrateDatabase } from '../src/server/db/migrate-database.ts';
import { openDatabase } from '../src/server/db/open-database.ts';
import { createMailQueue } from '../src/server/mail/create-mail-queue.ts';
import type { MailQueueSlot } from '../src/server/mail/mail-queue-slot.ts';
import { createStaffService } from '../src/server/services/staff/create-staff-service.ts';
import { askNewPassword } from './staff-add/ask-new-password.ts';
import { parseStaffAddArgs, STAFF_ADD_USAGE, UsageError } from './staff-add/parse-staff-add-args.ts';

async function staffAdd(): Promise<void> {
  const args = parseStaffAddArgs(process.argv.slice(2));
  if (args === 'help') {
    console.log(STAFF_ADD_USAGE);
    return;
  }
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.pgliteDir });
  const mails: MailQueueSlot = { current: undefined };
  try {
    await migrateDatabase(database.db);
    if (await findStaffByEmail(database.db, args.email)) throw new UsageError(`${args.email} is on the staff already (to change a role, use the office's staff page)`, { showUsage: false });
    const password = args.sendReset ? undefined : await askNewPassword(args.email);
    if (args.sendReset) mails.current = await createMailQueue({ db: database.db, kind: database.kind, queueDb: database.queueDb, from: config.mailFrom, retryLimit: config.mailRetryLimit, clock: systemClock });
    const staff = createStaffService({ db: database.db, config, clock: systemClock, mails });
    const outcome = await staff.add({ email: args.email, name: args.name, role: args.role }, { actor: null, ip: null, invite: args.sendReset, ...(password === undefined ? {} : { password }) });
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

try {
  await staffAdd();
} catch (error) {
  // What a person can fix gets one clear line; anything else keeps its stack.
  if (error instanceof UsageError) console.error(error.showUsage ? `staff:add: ${error.message}\n\n${STAFF_ADD_USAGE}` : `staff:add: ${error.message}`);
  else if (error instanceof ConfigError) console.error(`config error: ${error.message}`);
  else console.error(error);
  process.exit(1);
}

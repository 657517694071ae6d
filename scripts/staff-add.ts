// `npm run staff:add -- --email … --role administrator|manager|content-editor [--name …] [--send-reset]`: adds a
// staff member to the configured database (DATABASE_URL, else the embedded PGlite in PGLITE_DIR,
// which the server must not have open at the same time). The password is typed at a hidden prompt
// (or piped in), or with --send-reset a link to choose one is queued as a mail. Never a default.
import { registerEsmFormatShortcut } from '../src/server/boot/register-esm-format-shortcut.ts';
import { ConfigError } from '../src/server/config/env.ts';
import { DatabaseInUseError } from '../src/server/db/database-in-use-error.ts';
import { parseStaffAddArgs, STAFF_ADD_USAGE, UsageError } from './staff-add/parse-staff-add-args.ts';

async function staffAdd(): Promise<void> {
  const args = parseStaffAddArgs(process.argv.slice(2));
  if (args === 'help') {
    console.log(STAFF_ADD_USAGE);
    return;
  }
  // The database side (drizzle, pg-boss, the staff service) only once the arguments are right:
  // loading it took seconds, which a mistyped --role waited for before it was told.
  registerEsmFormatShortcut();
  const { addStaffMember } = await import('./staff-add/add-staff-member.ts');
  await addStaffMember(args);
}

try {
  await staffAdd();
} catch (error) {
  // What a person can fix gets one clear line; anything else keeps its stack.
  if (error instanceof UsageError)
    console.error(
      error.showUsage ? `staff:add: ${error.message}\n\n${STAFF_ADD_USAGE}` : `staff:add: ${error.message}`,
    );
  else if (error instanceof ConfigError) console.error(`config error: ${error.message}`);
  else if (error instanceof DatabaseInUseError) console.error(`staff:add: ${error.message}`);
  else console.error(error);
  process.exit(1);
}

import { parseArgs } from 'node:util';
import { z } from 'zod';
import { newStaffSchema } from '#domain/staff/staff-fields.ts';
import type { StaffRole } from '#domain/staff/staff-role.ts';

export const STAFF_ADD_USAGE = `usage: npm run staff:add -- --email <address> --role administrator|manager|content-editor [--name "<full name>"] [--send-reset]

  --email       the staff member's e-mail address (their sign-in name)
  --role        administrator (everything, staff and roles included), manager (bookings, reviews, quotes, mail,
                newsletter, chat) or content-editor (the catalogue only)
  --name        the name the office shows (default: the part of the address before @)
  --send-reset  queue a mail with a link to choose a password instead of typing one here`;

/** A mistake a person can fix, said in one line (with the usage after it when the arguments are wrong). */
export class UsageError extends Error {
  readonly showUsage: boolean;

  constructor(message: string, options: { showUsage?: boolean } = {}) {
    super(message);
    this.name = 'UsageError';
    this.showUsage = options.showUsage ?? true;
  }
}

export interface StaffAddArgs {
  email: string;
  name: string;
  role: StaffRole;
  sendReset: boolean;
}

/** Reads and validates the command's arguments with the same rules as the office's form. */
export function parseStaffAddArgs(argv: string[]): StaffAddArgs | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        email: { type: 'string' },
        role: { type: 'string' },
        name: { type: 'string' },
        'send-reset': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help) return 'help';
  if (values.email === undefined) throw new UsageError('--email is required');
  if (values.role === undefined) throw new UsageError('--role is required (administrator, manager or content-editor)');
  const parsed = newStaffSchema.safeParse({
    email: values.email,
    role: values.role,
    name: values.name ?? values.email.trim().split('@')[0] ?? '',
  });
  if (!parsed.success)
    throw new UsageError(
      `--${String(parsed.error.issues[0]!.path[0])}: ${z.prettifyError(parsed.error).split('\n')[0]!.replace(/^✖ /, '')}`,
    );
  return { ...parsed.data, sendReset: values['send-reset'] };
}

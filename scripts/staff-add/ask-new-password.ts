import { stdin } from 'node:process';
import { newStaffPasswordField } from '#domain/staff/staff-fields.ts';
import { UsageError } from './parse-staff-add-args.ts';
import { readHiddenLine } from './read-hidden-line.ts';
import { readPipedLine } from './read-piped-line.ts';

/**
 * The new staff member's password: typed twice at a hidden prompt, or the first line of standard
 * input when it is not a terminal. It must follow the office's rule (12 to 128 characters).
 */
export async function askNewPassword(email: string): Promise<string> {
  const password = stdin.isTTY
    ? await readHiddenLine(`Password for ${email} (12 characters or more, not shown): `)
    : await readPipedLine();
  const checked = newStaffPasswordField.safeParse(password);
  if (!checked.success) throw new UsageError(checked.error.issues[0]!.message, { showUsage: false });
  if (stdin.isTTY && (await readHiddenLine('The same password again: ')) !== password)
    throw new UsageError('the two passwords differ', { showUsage: false });
  return checked.data;
}

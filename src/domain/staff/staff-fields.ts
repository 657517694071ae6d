import { z } from 'zod';
import { parseStaffRole, STAFF_ROLES } from './staff-role.ts';

// C0 and C1 control characters and DEL: none belongs in a name or a password, and NUL cannot be stored.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const hasControlCharacters = (text: string) => CONTROL.test(text);

/** The shortest password a staff member may choose; long beats clever (NIST SP 800-63B). */
export const STAFF_PASSWORD_MIN = 12;
/** The longest password taken; hashing far longer ones would only cost the server time. */
export const STAFF_PASSWORD_MAX = 128;

/** An e-mail address, trimmed and lower-cased, as staff addresses are stored and compared. */
export const staffEmailField = z
  .string({ error: 'email is required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'email is required' })
  .max(254, { error: 'email must be at most 254 characters' })
  .pipe(z.email({ error: 'email must be an e-mail address' }));

/** A new password: 12 to 128 characters, no control characters. */
export const newStaffPasswordField = z
  .string({ error: 'password is required' })
  .min(STAFF_PASSWORD_MIN, { error: `password must be at least ${STAFF_PASSWORD_MIN} characters` })
  .max(STAFF_PASSWORD_MAX, { error: `password must be at most ${STAFF_PASSWORD_MAX} characters` })
  .refine((value) => !hasControlCharacters(value), { error: 'password must not contain control characters' });

/** A password as typed at sign-in: checked against the stored hash, so only its length is limited here. */
export const typedPasswordField = z
  .string({ error: 'password is required' })
  .min(1, { error: 'password is required' })
  .max(STAFF_PASSWORD_MAX, { error: `password must be at most ${STAFF_PASSWORD_MAX} characters` });

/** A person's name as shown in the office. */
export const staffNameField = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, { error: 'name is required' })
  .max(100, { error: 'name must be at most 100 characters' })
  .refine((value) => !hasControlCharacters(value), { error: 'name must not contain control characters' });

/** A role named in any case ('Administrator', 'MANAGER'), given back in its stored form. */
export const staffRoleField = z.string({ error: 'role is required' }).transform((value, context) => {
  const role = parseStaffRole(value);
  if (role === null) {
    context.addIssue({
      code: 'custom',
      message: `role must be ${STAFF_ROLES.slice(0, -1).join(', ')} or ${STAFF_ROLES.at(-1)}`,
    });
    return z.NEVER;
  }
  return role;
});

/** What a sign-in form or call carries. */
export const signInSchema = z.object({ email: staffEmailField, password: typedPasswordField });

/** What adding a staff member takes (the password is set by the person, never by the one adding them). */
export const newStaffSchema = z.object({ email: staffEmailField, name: staffNameField, role: staffRoleField });

/** A request for a password reset link. */
export const passwordResetRequestSchema = z.object({ email: staffEmailField });

/** A new password set through a reset link. */
export const passwordResetSchema = z.object({
  token: z
    .string({ error: 'token is required' })
    .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'token is not a reset token' }),
  password: newStaffPasswordField,
});

/** A role change. */
export const roleChangeSchema = z.object({ role: staffRoleField });

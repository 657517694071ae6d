import { describe, expect, it } from 'vitest';
import { newStaffSchema, passwordResetSchema, roleChangeSchema, signInSchema } from '../staff-fields.ts';

const firstIssue = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const issue = result.error!.issues[0]!;
  return { field: issue.path.join('.'), message: issue.message };
};

describe('staff fields', () => {
  it('stores addresses trimmed and in lower case, and roles in their own case', () => {
    expect(newStaffSchema.parse({ email: ' Ana@Example.COM ', name: ' Ana Lima ', role: 'Administrator' })).toEqual({
      email: 'ana@example.com',
      name: 'Ana Lima',
      role: 'administrator',
    });
    expect(roleChangeSchema.parse({ role: 'MANAGER' })).toEqual({ role: 'manager' });
  });

  it('names the field that is wrong', () => {
    expect(firstIssue(newStaffSchema.safeParse({ email: 'not-an-address', name: 'Ana', role: 'manager' }))).toEqual({
      field: 'email',
      message: 'email must be an e-mail address',
    });
    expect(firstIssue(newStaffSchema.safeParse({ email: 'ana@example.com', name: 'Ana', role: 'owner' }))).toEqual({
      field: 'role',
      message: 'role must be administrator, manager or content-editor',
    });
    expect(firstIssue(newStaffSchema.safeParse({ email: 'ana@example.com', name: '  ', role: 'manager' }))).toEqual({
      field: 'name',
      message: 'name is required',
    });
    expect(firstIssue(signInSchema.safeParse({ email: 'ana@example.com', password: '' }))).toEqual({
      field: 'password',
      message: 'password is required',
    });
  });

  it('asks for a new password of 12 to 128 characters', () => {
    const token = 'a'.repeat(24);
    expect(firstIssue(passwordResetSchema.safeParse({ token, password: 'short' }))).toEqual({
      field: 'password',
      message: 'password must be at least 12 characters',
    });
    expect(firstIssue(passwordResetSchema.safeParse({ token, password: 'x'.repeat(129) }))).toEqual({
      field: 'password',
      message: 'password must be at most 128 characters',
    });
    expect(passwordResetSchema.safeParse({ token, password: 'correct horse battery' }).success).toBe(true);
    expect(firstIssue(passwordResetSchema.safeParse({ token: 'a b', password: 'correct horse battery' }))).toEqual({
      field: 'token',
      message: 'token is not a reset token',
    });
  });
});

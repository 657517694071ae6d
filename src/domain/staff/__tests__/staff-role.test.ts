import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSameRole, parseStaffRole, STAFF_ROLES } from '../staff-role.ts';

describe('parseStaffRole', () => {
  it('reads a role named in any case and with spaces around it (spec section 6)', () => {
    expect(parseStaffRole('administrator')).toBe('administrator');
    expect(parseStaffRole('Administrator')).toBe('administrator');
    expect(parseStaffRole(' ADMINISTRATOR ')).toBe('administrator');
    expect(parseStaffRole('MaNaGeR')).toBe('manager');
    expect(parseStaffRole('content-editor')).toBe('content-editor');
    expect(parseStaffRole('Content editor')).toBe('content-editor');
    expect(parseStaffRole(' CONTENT_EDITOR ')).toBe('content-editor');
  });

  it('refuses what is not a role', () => {
    for (const text of ['', 'admin', 'administrators', 'user', 'manager,administrator', null, undefined])
      expect(parseStaffRole(text)).toBeNull();
  });

  it('finds every role under any casing of its name', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STAFF_ROLES),
        fc.array(fc.boolean(), { minLength: 14, maxLength: 14 }),
        (role, upper) => {
          const cased = [...role].map((letter, index) => (upper[index] ? letter.toUpperCase() : letter)).join('');
          expect(parseStaffRole(cased)).toBe(role);
        },
      ),
    );
  });
});

describe('isSameRole', () => {
  it('compares role names without case', () => {
    expect(isSameRole('Manager', 'manager')).toBe(true);
    expect(isSameRole('ADMINISTRATOR', 'administrator')).toBe(true);
    expect(isSameRole('manager', 'administrator')).toBe(false);
    expect(isSameRole('unknown', 'unknown')).toBe(false);
  });
});

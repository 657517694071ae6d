import { describe, expect, it } from 'vitest';
import { can, STAFF_PERMISSIONS } from '../staff-permission.ts';

describe('can', () => {
  it('lets an administrator do everything, whatever the case of the role', () => {
    for (const permission of STAFF_PERMISSIONS) {
      expect(can('administrator', permission)).toBe(true);
      expect(can('Administrator', permission)).toBe(true);
    }
  });

  it('lets a manager run bookings, reviews, quotes, mail and the newsletter but not the staff list', () => {
    for (const permission of [
      'office.enter',
      'bookings.manage',
      'reviews.moderate',
      'quotes.send',
      'mail.manage',
      'newsletter.manage',
    ] as const) {
      expect(can('manager', permission)).toBe(true);
      expect(can('MANAGER', permission)).toBe(true);
    }
    expect(can('manager', 'staff.manage')).toBe(false);
    expect(can('manager', 'catalogue.edit')).toBe(false);
  });

  it('lets a content editor enter the office and edit the catalogue, and nothing else', () => {
    const granted = STAFF_PERMISSIONS.filter((permission) => can('content-editor', permission));
    expect(granted).toEqual(['office.enter', 'catalogue.edit']);
    expect(can('Content editor', 'catalogue.edit')).toBe(true);
    expect(can('administrator', 'catalogue.edit')).toBe(true);
  });

  it('grants nothing to an unknown or missing role', () => {
    for (const permission of STAFF_PERMISSIONS) {
      expect(can('admin', permission)).toBe(false);
      expect(can('', permission)).toBe(false);
      expect(can(null, permission)).toBe(false);
    }
  });
});

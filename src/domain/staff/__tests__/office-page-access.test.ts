import { describe, expect, it } from 'vitest';
import { isOfficePath, officePageAccess, safeOfficeReturnPath } from '../office-page-access.ts';

describe('officePageAccess', () => {
  it('leaves only signing in and resetting a password open to anonymous visitors', () => {
    expect(officePageAccess('/office/sign-in/')).toBe('public');
    expect(officePageAccess('/office/forgot-password/')).toBe('public');
    expect(officePageAccess('/office/reset-password/')).toBe('public');
  });

  it('needs a signed-in staff member for every other office page, new ones included', () => {
    expect(officePageAccess('/office/')).toBe('office.enter');
    expect(officePageAccess('/office')).toBe('office.enter');
    expect(officePageAccess('/office/sign-out/')).toBe('office.enter');
    expect(officePageAccess('/office/schools/7/')).toBe('office.enter');
    expect(officePageAccess('/office/sign-in-help/')).toBe('office.enter');
  });

  it('keeps the staff pages for those who manage staff', () => {
    expect(officePageAccess('/office/staff/')).toBe('staff.manage');
    expect(officePageAccess('/office/staff/abc/')).toBe('staff.manage');
  });

  it('names the permission of each section, its pages below it included', () => {
    expect(officePageAccess('/office/bookings/')).toBe('bookings.manage');
    expect(officePageAccess('/office/bookings/42/')).toBe('bookings.manage');
    expect(officePageAccess('/office/bookings/export.csv')).toBe('bookings.manage');
    expect(officePageAccess('/office/reviews/')).toBe('reviews.moderate');
    expect(officePageAccess('/office/mail/9/')).toBe('mail.manage');
    expect(officePageAccess('/office/newsletter/')).toBe('newsletter.manage');
    expect(officePageAccess('/office/leads/')).toBe('quotes.send');
    expect(officePageAccess('/office/catalogue/')).toBe('catalogue.edit');
    expect(officePageAccess('/office/catalogue/7/')).toBe('catalogue.edit');
    expect(officePageAccess('/office/catalogue/7/edit/courses/')).toBe('catalogue.edit');
  });
});

describe('isOfficePath', () => {
  it('tells office paths from the rest of the site', () => {
    expect(isOfficePath('/office/')).toBe(true);
    expect(isOfficePath('/office')).toBe(true);
    expect(isOfficePath('/office/staff/')).toBe(true);
    expect(isOfficePath('/officer/')).toBe(false);
    expect(isOfficePath('/en/office/')).toBe(false);
  });
});

describe('safeOfficeReturnPath', () => {
  it('returns to an office page after signing in', () => {
    expect(safeOfficeReturnPath('/office/staff/')).toBe('/office/staff/');
    expect(safeOfficeReturnPath('/office/bookings/?q=LT-1')).toBe('/office/bookings/?q=LT-1');
  });

  it('goes to the dashboard for anything that is not an office path', () => {
    for (const next of [
      null,
      undefined,
      '',
      'https://evil.example/office/',
      '//evil.example/office/',
      '/en/',
      '/office/../en/',
      '/office/\\evil',
      '/office/sign-in/',
    ]) {
      expect(safeOfficeReturnPath(next)).toBe('/office/');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { officeSchoolPath } from '../office-school-path.ts';

describe('officeSchoolPath', () => {
  it('puts the id under /office/schools/', () => {
    expect(officeSchoolPath(101)).toBe('/office/schools/101/');
    expect(officeSchoolPath('101')).toBe('/office/schools/101/');
  });

  it('keeps whatever an address gave as the id inside one segment', () => {
    expect(officeSchoolPath('..%2F..%2Fstaff')).toBe('/office/schools/..%252F..%252Fstaff/');
    expect(officeSchoolPath('../staff')).toBe('/office/schools/..%2Fstaff/');
    expect(officeSchoolPath('//evil.example')).toBe('/office/schools/%2F%2Fevil.example/');
  });
});

import { describe, expect, it } from 'vitest';
import { applyAvailabilityChange } from '../apply-availability-change.ts';

const open = { start: '2026-12-01', end: '2027-06-26', status: 0, fullyBooked: 0 };
const july = { start: '2027-07-04', end: '2027-07-31', status: 10, fullyBooked: 0 };
const file = {
  id: 5,
  accommodations: [
    { id: 1, name: { en: 'Host family' }, availabilityOptions: [open, july] },
    { id: 2, name: { en: 'Residence' } },
  ],
};
const options = (changed: unknown, index = 0) => (changed as typeof file).accommodations[index]!.availabilityOptions;

describe('applyAvailabilityChange', () => {
  it('appends a new period as fully booked, leaving the open entries and other housing alone', () => {
    const changed = applyAvailabilityChange(file, 2, { kind: 'add', to: { start: '2027-03-07', end: '2027-03-20' } });
    expect(options(changed, 1)).toEqual([{ start: '2027-03-07', end: '2027-03-20', status: 10, fullyBooked: 10 }]);
    expect((changed as typeof file).accommodations[0]).toBe(file.accommodations[0]);
    expect(Object.keys((changed as typeof file).accommodations[1]!)).toEqual(['id', 'name', 'availabilityOptions']);
  });

  it('changes a period’s dates keeping its other fields, and removes one', () => {
    const moved = applyAvailabilityChange(file, 1, {
      kind: 'change',
      period: { start: '2027-07-04', end: '2027-07-31' },
      to: { start: '2027-07-11', end: '2027-08-07' },
    });
    expect(options(moved)).toEqual([open, { ...july, start: '2027-07-11', end: '2027-08-07' }]);
    const removed = applyAvailabilityChange(file, 1, {
      kind: 'remove',
      period: { start: '2027-07-04', end: '2027-07-31' },
    });
    expect(options(removed)).toEqual([open]);
    // An open entry with the same dates is not a fully booked period.
    const notBlocked = applyAvailabilityChange(file, 1, {
      kind: 'remove',
      period: { start: open.start, end: open.end },
    });
    expect(options(notBlocked)).toEqual([open, july]);
  });

  it('makes a draft that lacks the changed period closed on the new dates all the same, and never twice', () => {
    const to = { start: '2027-09-05', end: '2027-09-18' };
    const changed = applyAvailabilityChange(file, 1, {
      kind: 'change',
      period: { start: '2027-01-03', end: '2027-01-09' },
      to,
    });
    expect(options(changed)).toEqual([open, july, { ...to, status: 10, fullyBooked: 10 }]);
    expect(options(applyAvailabilityChange(changed, 1, { kind: 'add', to }))).toEqual(options(changed));
  });

  it('is null for a file without that housing', () => {
    expect(
      applyAvailabilityChange(file, 9, { kind: 'add', to: { start: '2027-03-07', end: '2027-03-20' } }),
    ).toBeNull();
    expect(
      applyAvailabilityChange(null, 1, { kind: 'add', to: { start: '2027-03-07', end: '2027-03-20' } }),
    ).toBeNull();
  });
});

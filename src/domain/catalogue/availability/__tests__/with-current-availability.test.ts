import { describe, expect, it } from 'vitest';
import { withCurrentAvailability } from '../with-current-availability.ts';

const closed = (start: string, end: string) => ({ start, end, status: 10, fullyBooked: 10 });

describe('withCurrentAvailability', () => {
  it('gives each housing of the restored file its availability as published now, and nothing else of the published file', () => {
    const restored = {
      id: 7,
      registrationFee: 50,
      accommodations: [
        { id: 1, name: { en: 'Host family' }, availabilityOptions: [] },
        { id: 2, name: { en: 'Residence' }, availabilityOptions: [closed('2027-01-03', '2027-01-16')] },
      ],
    };
    const published = {
      id: 7,
      registrationFee: 60,
      accommodations: [
        { id: 1, name: { en: 'Homestay' }, availabilityOptions: [closed('2027-03-07', '2027-03-20')] },
        { id: 2, name: { en: 'Residence' }, availabilityOptions: [closed('2027-01-03', '2027-01-16')] },
      ],
    };
    expect(withCurrentAvailability(restored, published)).toEqual({
      id: 7,
      registrationFee: 50,
      accommodations: [
        { id: 1, name: { en: 'Host family' }, availabilityOptions: [closed('2027-03-07', '2027-03-20')] },
        { id: 2, name: { en: 'Residence' }, availabilityOptions: [closed('2027-01-03', '2027-01-16')] },
      ],
    });
  });

  it('leaves a housing the published file no longer has as the version had it', () => {
    const restored = { accommodations: [{ id: 3, availabilityOptions: [closed('2027-05-02', '2027-05-15')] }] };
    expect(withCurrentAvailability(restored, { accommodations: [] })).toBe(restored);
  });

  it('drops the periods of a housing that has none now', () => {
    const restored = { accommodations: [{ id: 1, availabilityOptions: [closed('2027-05-02', '2027-05-15')] }] };
    expect(withCurrentAvailability(restored, { accommodations: [{ id: 1 }] })).toEqual({ accommodations: [{ id: 1 }] });
  });

  it('is the restored file itself when the availability is the same', () => {
    const restored = { accommodations: [{ id: 1, availabilityOptions: [closed('2027-05-02', '2027-05-15')] }] };
    const published = { accommodations: [{ id: 1, availabilityOptions: [closed('2027-05-02', '2027-05-15')] }] };
    expect(withCurrentAvailability(restored, published)).toBe(restored);
  });
});

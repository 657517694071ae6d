import { describe, expect, it } from 'vitest';
import { maltaSchool } from '../../pricing/__tests__/fixtures/malta-school.ts';
import { fullyBookedOf, withLiveAvailability } from '../live-availability.ts';

const JULY = { start: '2027-07-04', end: '2027-07-31' };
const school = {
  ...maltaSchool,
  accommodations: [
    {
      ...maltaSchool.accommodations[0]!,
      availabilityOptions: [
        { start: '2026-12-01', end: '2027-06-26', status: 0, fullyBooked: 0 },
        { ...JULY, status: 10, fullyBooked: 0 },
      ],
    },
  ],
};

describe('the live fully booked periods of a school page', () => {
  it('lists each housing’s closing periods, leaving the open entries out', () => {
    expect(fullyBookedOf(school)).toEqual([{ accommodationId: school.accommodations[0]!.id, periods: [JULY] }]);
  });

  it('gives back the very same school when the API holds the same periods', () => {
    expect(withLiveAvailability(school, fullyBookedOf(school))).toBe(school);
    expect(withLiveAvailability(school, [])).toBe(school);
  });

  it('takes the API’s periods for a housing whose periods differ', () => {
    const id = school.accommodations[0]!.id;
    const march = { start: '2027-03-07', end: '2027-03-20' };
    const live = withLiveAvailability(school, [{ accommodationId: id, periods: [march, JULY] }]);
    expect(live).not.toBe(school);
    expect(fullyBookedOf(live)).toEqual([{ accommodationId: id, periods: [march, JULY] }]);
    expect(live.courses).toBe(school.courses);
    expect(fullyBookedOf(withLiveAvailability(school, [{ accommodationId: id, periods: [] }]))).toEqual([
      { accommodationId: id, periods: [] },
    ]);
  });
});

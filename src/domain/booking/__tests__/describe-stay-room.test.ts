import { describe, expect, it } from 'vitest';
import type { PriceAnswer } from '#domain/pricing/price-answer.ts';
import { describeStay, type StayNames } from '../describe-stay.ts';

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);

const quote = {
  course: { weeks: 2, lessonsPerWeek: 20, start: '2027-06-28', end: '2027-07-09' },
  accommodation: { empty: false, start: '2027-06-27', end: '2027-07-10', nights: 13 },
  transfer: { id: 0 },
} as unknown as PriceAnswer;

const named = (name: string) => ({ name, nameEn: name });
const stay = (onlyBookedTogether: boolean | undefined): StayNames => ({
  school: named('Harbour English Academy'),
  course: named('General English'),
  accommodation: {
    ...named('Host family'),
    roomFor: 2,
    enSuite: false,
    ...(onlyBookedTogether === undefined ? {} : { onlyBookedTogether }),
    foodType: 'half_board',
  },
  transfer: null,
});

// The booking form, the booking page and the mails all describe the stay with describeStay.
describe('the booked room in the description of a stay', () => {
  const housing = (names: StayNames) =>
    describeStay(names, quote, t, 'en').find((fact) => fact.label === 'stay.accommodation')?.value;

  it('says a room booked only together is booked together by its travellers', () => {
    expect(housing(stay(true))).toBe(
      'Host family, housing.roomFor {"count":2}, housing.sharedBathroom — housing.bookedTogether {"count":2}',
    );
  });

  it('says nothing of it for a room booked alone, or a booking kept before the flag', () => {
    expect(housing(stay(false))).toBe('Host family, housing.roomFor {"count":2}, housing.sharedBathroom');
    expect(housing(stay(undefined))).toBe('Host family, housing.roomFor {"count":2}, housing.sharedBathroom');
  });
});

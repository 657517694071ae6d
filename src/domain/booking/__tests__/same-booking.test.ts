import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CALC_PARAM_NAMES, type CalcParams } from '../calc-params.ts';
import { isSameBooking, type BookingIdentity } from '../same-booking.ts';

const calcParams: CalcParams = {
  'CalcParams.Course.SelectedWeekPriceId': '102',
  'CalcParams.Course.Start': '2027-03-01',
  'CalcParams.Course.Weeks': '2',
  'CalcParams.Accomodation.SelectedRoomId': '11',
  'CalcParams.Accomodation.SelectedFoodId': '1',
  'CalcParams.Accomodation.Start': '2027-02-28',
  'CalcParams.Accomodation.End': '2027-03-13',
  'CalcParams.Transfer.SelectedTransferId': '1',
  'CalcParams.Transfer.FromAirportDate': '2027-02-28',
  'CalcParams.Transfer.ToAirportDate': '',
};
const stored: BookingIdentity = {
  schoolId: 101,
  calcParams,
  name: 'Ana Lima',
  email: 'ana@example.com',
  phone: '+5511987654321',
};

describe('isSameBooking: a token re-posted with the same form, or another booking', () => {
  it('is the same booking when the same form comes again', () => {
    expect(isSameBooking(stored, { ...stored, calcParams: { ...calcParams } })).toBe(true);
  });

  it("ignores what does not change the booking: spaces, the e-mail's case, a missing field for an empty one", () => {
    const { 'CalcParams.Transfer.ToAirportDate': _empty, ...withoutEmpty } = calcParams;
    expect(isSameBooking(stored, { ...stored, calcParams: withoutEmpty })).toBe(true);
    expect(isSameBooking(stored, { ...stored, name: '  Ana   Lima ', email: ' ANA@Example.com' })).toBe(true);
    expect(isSameBooking(stored, { ...stored, calcParams: { ...calcParams, 'CalcParams.Course.Weeks': ' 2 ' } })).toBe(
      true,
    );
  });

  it('is another booking when the school differs', () => {
    expect(isSameBooking(stored, { ...stored, schoolId: 103 })).toBe(false);
  });

  it('is another booking when any field of the stay differs, is emptied or the stay is empty', () => {
    for (const name of CALC_PARAM_NAMES) {
      expect(
        isSameBooking(stored, { ...stored, calcParams: { ...calcParams, [name]: `${calcParams[name]}9` } }),
        name,
      ).toBe(false);
      if (calcParams[name] !== '')
        expect(isSameBooking(stored, { ...stored, calcParams: { ...calcParams, [name]: '' } }), name).toBe(false);
    }
    expect(isSameBooking(stored, { ...stored, calcParams: {} })).toBe(false);
  });

  it('is another booking for another name, e-mail or phone', () => {
    expect(isSameBooking(stored, { ...stored, name: 'Ana Silva' })).toBe(false);
    expect(isSameBooking(stored, { ...stored, name: 'Ana' })).toBe(false);
    expect(isSameBooking(stored, { ...stored, email: 'ana@example.org' })).toBe(false);
    expect(isSameBooking(stored, { ...stored, email: 'anna@example.com' })).toBe(false);
    expect(isSameBooking(stored, { ...stored, phone: '+5511987654320' })).toBe(false);
    expect(isSameBooking(stored, { ...stored, phone: '+34612345678' })).toBe(false);
  });

  it('holds for any booking: same with itself, never with a form whose name or e-mail is changed', () => {
    const identity = fc.record({
      schoolId: fc.integer({ min: 1, max: 10_000 }),
      calcParams: fc.dictionary(fc.constantFrom(...CALC_PARAM_NAMES), fc.string({ maxLength: 12 })),
      name: fc.string({ minLength: 1, maxLength: 30 }),
      email: fc.emailAddress(),
      phone: fc.stringMatching(/^\+\d{8,14}$/),
    });
    fc.assert(
      fc.property(identity, fc.stringMatching(/^[a-z]{1,5}$/), (booking, extra) => {
        expect(isSameBooking(booking, { ...booking, calcParams: { ...booking.calcParams } })).toBe(true);
        expect(isSameBooking(booking, { ...booking, name: `${booking.name} ${extra}` })).toBe(false);
        expect(isSameBooking(booking, { ...booking, email: `${extra}${booking.email}` })).toBe(false);
        expect(isSameBooking(booking, { ...booking, schoolId: booking.schoolId + 1 })).toBe(false);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartFromQuery } from '#domain/cart/cart-from-query.ts';
import type { CartState } from '#domain/cart/cart-state.ts';
import { initialCart } from '#domain/cart/initial-cart.ts';
import { parseCartQuery } from '#domain/cart/parse-cart-query.ts';
import { actionArb, applyAction, nowArb, schoolArb } from '#domain/pricing/__tests__/fixtures/arbitraries.ts';
import { calcParamsFromCart } from '../calc-params-from-cart.ts';
import { CALC_PARAM_NAMES, calcParamsToQuery } from '../calc-params.ts';

describe("the booking form's CalcParams fields", () => {
  it("are the spec's names, spelled as the spec spells them", () => {
    expect(CALC_PARAM_NAMES).toEqual([
      'CalcParams.Course.SelectedWeekPriceId',
      'CalcParams.Course.Start',
      'CalcParams.Course.Weeks',
      'CalcParams.Accomodation.SelectedRoomId',
      'CalcParams.Accomodation.SelectedFoodId',
      'CalcParams.Accomodation.Start',
      'CalcParams.Accomodation.End',
      'CalcParams.Transfer.SelectedTransferId',
      'CalcParams.Transfer.FromAirportDate',
      'CalcParams.Transfer.ToAirportDate',
    ]);
  });

  it('read a direction as booked when its date is filled in, and leave directions out without a transfer', () => {
    const query = calcParamsToQuery({
      'CalcParams.Transfer.SelectedTransferId': '3',
      'CalcParams.Transfer.FromAirportDate': '2027-03-01',
      'CalcParams.Transfer.ToAirportDate': '',
    });
    expect([query.get('t.id'), query.get('t.f'), query.get('t.t')]).toEqual(['3', 'true', 'false']);
    const none = calcParamsToQuery({
      'CalcParams.Transfer.SelectedTransferId': '0',
      'CalcParams.Transfer.FromAirportDate': '2027-03-01',
    });
    expect([none.get('t.id'), none.get('t.f'), none.get('t.t')]).toEqual(['0', null, null]);
  });

  it('carry any bookable cart to the server and back unchanged', () => {
    let checked = 0;
    fc.assert(
      fc.property(schoolArb, nowArb, fc.array(actionArb, { maxLength: 8 }), (school, now, actions) => {
        let cart: CartState = initialCart(school, now);
        for (const action of actions) cart = applyAction(school, cart, action, now);
        if (cart.errors.hasErrors || (!cart.accommodation.empty && cart.accommodation.room === null)) return;
        checked += 1;
        const parsed = parseCartQuery(calcParamsToQuery(calcParamsFromCart(school, cart)));
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        const back = cartFromQuery(school, { ...parsed.query, schoolId: school.id }, now);
        expect(back.ok).toBe(true);
        if (!back.ok) return;
        expect({
          course: back.cart.course,
          accommodation: back.cart.accommodation,
          transfer: back.cart.transfer,
        }).toEqual({
          course: cart.course,
          accommodation: cart.accommodation,
          transfer: cart.transfer,
        });
      }),
      { numRuns: 300 },
    );
    expect(checked).toBeGreaterThan(30);
  });
});

import { describe, expect, it } from 'vitest';
import { cartFromQuery } from '#domain/cart/cart-from-query.ts';
import { school, now } from '#domain/cart/__tests__/fixtures.ts';
import { calcParamsFromCart } from '../calc-params-from-cart.ts';
import type { CalcParams } from '../calc-params.ts';
import { courseParamErrors } from '../course-param-errors.ts';

const built = cartFromQuery(
  school,
  { weekPriceId: 102, weeks: 2, courseStart: '2027-06-28', roomId: 11, transferId: 1 },
  now,
);
if (!built.ok) throw new Error('the fixture cart does not build');
const complete: CalcParams = calcParamsFromCart(school, built.cart);

describe('courseParamErrors', () => {
  it('has nothing to say about a form that names its course', () => {
    expect(complete['CalcParams.Course.SelectedWeekPriceId']).toBe('102');
    expect(courseParamErrors(complete)).toEqual({});
    // No housing and no transfer are choices, not missing fields.
    expect(
      courseParamErrors({
        ...complete,
        'CalcParams.Accomodation.SelectedRoomId': '',
        'CalcParams.Transfer.SelectedTransferId': '0',
      }),
    ).toEqual({});
  });

  it('names each course field that is missing, empty or blank', () => {
    expect(courseParamErrors({ ...complete, 'CalcParams.Course.Start': '' })).toEqual({
      'CalcParams.Course.Start': 'booking.courseMissing',
    });
    expect(courseParamErrors({ ...complete, 'CalcParams.Course.Weeks': '  ' })).toEqual({
      'CalcParams.Course.Weeks': 'booking.courseMissing',
    });
    const { 'CalcParams.Course.SelectedWeekPriceId': _omitted, ...withoutOption } = complete;
    expect(courseParamErrors(withoutOption)).toEqual({
      'CalcParams.Course.SelectedWeekPriceId': 'booking.courseMissing',
    });
    expect(courseParamErrors({})).toEqual({
      'CalcParams.Course.SelectedWeekPriceId': 'booking.courseMissing',
      'CalcParams.Course.Start': 'booking.courseMissing',
      'CalcParams.Course.Weeks': 'booking.courseMissing',
    });
  });
});

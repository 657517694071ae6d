import type { CartQueryKey } from '../cart/cart-query-schema.ts';
import type { QueryParamsLike } from '../cart/parse-cart-query.ts';

/**
 * The booking form's hidden calculation fields (spec section 3, 'Booking form fields', spelled
 * as the spec spells them, 'Accomodation' included), and the cart query key each one carries.
 * The transfer directions travel as dates: a date means the direction is booked.
 */
export const CALC_PARAM_KEYS = {
  'CalcParams.Course.SelectedWeekPriceId': 'c.w',
  'CalcParams.Course.Start': 'c.s',
  'CalcParams.Course.Weeks': 'c.weeks',
  'CalcParams.Accomodation.SelectedRoomId': 'a.r',
  'CalcParams.Accomodation.SelectedFoodId': 'a.f',
  'CalcParams.Accomodation.Start': 'a.s',
  'CalcParams.Accomodation.End': 'a.e',
  'CalcParams.Transfer.SelectedTransferId': 't.id',
  'CalcParams.Transfer.FromAirportDate': 't.f',
  'CalcParams.Transfer.ToAirportDate': 't.t',
} as const satisfies Record<string, CartQueryKey>;

export type CalcParamName = keyof typeof CALC_PARAM_KEYS;
export type CalcParams = Partial<Record<CalcParamName, string>>;

export const CALC_PARAM_NAMES = Object.keys(CALC_PARAM_KEYS) as CalcParamName[];

const DIRECTION_KEYS: ReadonlySet<CartQueryKey> = new Set(['t.f', 't.t']);

/**
 * Reads the calculation fields as the cart's query, for parseCartQuery: a transfer direction is
 * on when its date is filled in, off when the field is empty and a transfer is chosen.
 */
export function calcParamsToQuery(params: CalcParams): QueryParamsLike {
  const byKey = new Map<string, string>();
  for (const name of CALC_PARAM_NAMES) {
    const key = CALC_PARAM_KEYS[name];
    const value = params[name]?.trim() ?? '';
    if (DIRECTION_KEYS.has(key)) {
      const transfer = params['CalcParams.Transfer.SelectedTransferId']?.trim() ?? '';
      if (transfer !== '' && transfer !== '0') byKey.set(key, value === '' ? 'false' : 'true');
    } else if (value !== '') byKey.set(key, value);
  }
  return { get: (name) => byKey.get(name) ?? null };
}

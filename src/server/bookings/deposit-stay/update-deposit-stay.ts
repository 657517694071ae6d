import type { BookingFormState } from '#domain/booking/booking-form-state.ts';
import { depositPath } from '#domain/booking/booking-paths.ts';
import { applyCartChoices } from '#domain/cart/apply-cart-choices.ts';
import { cartToQuery } from '#domain/cart/cart-to-query.ts';
import { parseCartQuery, type QueryParamsLike } from '#domain/cart/parse-cart-query.ts';
import { readCartChoices } from '#domain/cart/read-cart-choices.ts';
import { cartQueryString } from '#domain/cart/serialise-cart-query.ts';
import type { Culture } from '#domain/culture.ts';
import { findSchoolById } from '../../catalogue/index.ts';
import type { BookingDeps } from '../booking-deps.ts';
import { freshBookingForm } from '../prepare-booking-form.ts';
import { depositStay } from './deposit-stay.ts';

export type UpdateDepositStayOutcome =
  /** The new stay's own address: the deposit page with its cart in the query. */
  | { kind: 'moved'; location: string }
  /** Some fields were refused: the form for the cart the other choices gave, with those fields named. */
  | { kind: 'invalid'; form: BookingFormState }
  | { kind: 'unknownSchool' };

/**
 * The deposit page's plain stay form, sent by GET (issue 29, point 8): the choices are read
 * against the cart the form was drawn for (its cart keys ride along in the query) and applied
 * with the cart island's actions. The answer is the address of the new cart, which the page
 * prices and shows with its messages; a refused field keeps the page here, with every other
 * choice applied, so nothing the visitor chose is lost.
 */
export async function updateDepositStay(
  deps: Pick<BookingDeps, 'db' | 'clock'>,
  request: { culture: Culture; schoolId: number; query: QueryParamsLike },
): Promise<UpdateDepositStayOutcome> {
  const school = await findSchoolById(deps.db, request.schoolId);
  if (!school) return { kind: 'unknownSchool' };
  const now = deps.clock();
  const parsed = parseCartQuery(request.query);
  const drawn = depositStay(school, request.culture, parsed.ok ? parsed.query : null, now);
  const { choices, issues } = readCartChoices(request.query, drawn.school, drawn.cart);
  const cart = applyCartChoices(drawn.school, drawn.cart, choices, now);
  const query = cartToQuery(cart, { schoolId: school.id, culture: request.culture });
  if (issues.length === 0)
    return { kind: 'moved', location: `${depositPath(request.culture, school.id)}?${cartQueryString(query)}` };
  return { kind: 'invalid', form: freshBookingForm(school, request.culture, query, now, issues) };
}

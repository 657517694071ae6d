import { courseEndDate } from '../cart/course-rules.ts';
import { isIsoDate } from '../dates/calendar.ts';
import type { CartSchool } from '../cart/cart-school.ts';
import type { CartState } from '../cart/cart-state.ts';
import type { CalcParams } from './calc-params.ts';

/**
 * The hidden calculation fields of the booking form for a cart. A booked transfer direction is
 * written as its date (arrival: the housing start, else the course start; departure: the housing
 * end, else the course end), so the agency's mail can say when to meet the student.
 */
export function calcParamsFromCart(school: Pick<CartSchool, 'courses'>, cart: CartState): CalcParams {
  const { course, accommodation, transfer } = cart;
  const params: CalcParams = {
    'CalcParams.Course.SelectedWeekPriceId': course.weekPrice === null ? '' : String(course.weekPrice),
    'CalcParams.Course.Start': course.courseStart,
    'CalcParams.Course.Weeks': String(course.weeks),
    'CalcParams.Accomodation.SelectedRoomId': '',
    'CalcParams.Accomodation.SelectedFoodId': '',
    'CalcParams.Accomodation.Start': '',
    'CalcParams.Accomodation.End': '',
    'CalcParams.Transfer.SelectedTransferId': transfer.empty ? '0' : String(transfer.id),
    'CalcParams.Transfer.FromAirportDate': '',
    'CalcParams.Transfer.ToAirportDate': '',
  };
  if (!accommodation.empty) {
    params['CalcParams.Accomodation.SelectedRoomId'] = accommodation.room === null ? '' : String(accommodation.room);
    params['CalcParams.Accomodation.SelectedFoodId'] = accommodation.food === null ? '' : String(accommodation.food);
    params['CalcParams.Accomodation.Start'] = accommodation.start ?? '';
    params['CalcParams.Accomodation.End'] = accommodation.end ?? '';
  }
  if (!transfer.empty) {
    const rules = school.courses.find((c) => c.id === course.id);
    const courseEnd =
      rules && isIsoDate(course.courseStart) && course.weeks >= 1
        ? courseEndDate(rules, course.courseStart, course.weeks)
        : course.courseStart;
    const arrival = accommodation.empty ? course.courseStart : (accommodation.start ?? course.courseStart);
    const departure = accommodation.empty ? courseEnd : (accommodation.end ?? courseEnd);
    if (transfer.from) params['CalcParams.Transfer.FromAirportDate'] = arrival;
    if (transfer.to) params['CalcParams.Transfer.ToAirportDate'] = departure;
  }
  return params;
}

import { isIsoDate, utcToday } from '../dates/calendar.ts';
import { pickWeekPrice } from '../pricing/pick-week-price.ts';
import { priceListInForce } from '../pricing/price-list-in-force.ts';
import { accommodationDatesProblem, accommodationDurationError } from './accommodation-rules.ts';
import type { CartErrors, DurationLimit } from './cart-errors.ts';
import type { CartSchool } from './cart-school.ts';
import type { CartState } from './cart-state.ts';
import { courseDurationError, courseEndDate, courseStartProblem } from './course-rules.ts';
import { housingSuitsCourse } from './housing-age-rules.ts';
import { setCartError } from './cart-errors.ts';

type Problem = { reason: string; limit?: DurationLimit } | null;

function courseProblem(school: CartSchool, cart: CartState, now: Date): Problem {
  const course = school.courses.find((c) => c.id === cart.course.id);
  if (!course) return { reason: 'unknownCourse' };
  const limit = courseDurationError(course, cart.course.weeks);
  if (limit) return { reason: limit.bound === 'min' ? 'belowMinWeeks' : 'aboveMaxWeeks', limit };
  const price = pickWeekPrice(course, cart.course.weeks, cart.course.weekPrice);
  if (!price.ok) return { reason: price.reason };
  const start = courseStartProblem(course, cart.course.courseStart, cart.course.weeks, now);
  if (start) return { reason: start };
  // Every course week is priced by the list in force on the start (pricing model, 'Price lists by year').
  return priceListInForce(school.priceLists, cart.course.courseStart) ? null : { reason: 'noPriceList' };
}

/**
 * Works out the cart's error list from scratch against the school at `now` (spec section 5):
 * each of the five types is added, updated or removed, so a condition that went away takes its
 * error with it. A cart read from a URL goes through the same check as one built by clicks.
 */
export function validateCart(school: CartSchool, cart: CartState, now: Date): CartErrors {
  const course = school.courses.find((c) => c.id === cart.course.id);
  const housing = cart.accommodation.empty
    ? undefined
    : school.accommodations.find((a) => a.id === cart.accommodation.id);
  const room = housing?.rooms.find((r) => r.id === cart.accommodation.room);
  const transfer = cart.transfer.empty ? undefined : school.transfers.find((t) => t.id === cart.transfer.id);

  let errors = setCartError(cart.errors, 'invalid_course_dates', courseProblem(school, cart, now));

  const housingMissing = course?.isAccommodationRequired === true && cart.accommodation.empty;
  errors = setCartError(
    errors,
    'course_required_accommodation',
    housingMissing
      ? { reason: school.accommodations.length === 0 ? 'schoolHasNoAccommodation' : 'accommodationNotChosen' }
      : null,
  );

  let datesProblem: Problem = null;
  let durationProblem: Problem = null;
  if (!cart.accommodation.empty) {
    const { start, end } = cart.accommodation;
    const { courseStart, weeks } = cart.course;
    // The stay must belong to the course (housingOutsideCourse) whenever the course has dates.
    const courseDates =
      course && isIsoDate(courseStart) && Number.isInteger(weeks) && weeks >= 1
        ? { start: courseStart, end: courseEndDate(course, courseStart, weeks) }
        : null;
    if (!housing) datesProblem = { reason: 'unknownAccommodation' };
    else {
      // No choice of dates makes housing for older students right for the course (issue 29).
      const problem =
        course && !housingSuitsCourse(course, housing)
          ? 'housingAboveCourseAge'
          : accommodationDatesProblem(housing, start, end, utcToday(now), courseDates);
      if (problem) datesProblem = { reason: problem };
      // Housing and transfer are priced by the list in force on the arrival day.
      else if (isIsoDate(start) && !priceListInForce(school.priceLists, start))
        datesProblem = { reason: 'noPriceList' };
      if (!room) durationProblem = { reason: 'unknownRoom' };
      else if (isIsoDate(start) && isIsoDate(end)) {
        const limit = accommodationDurationError(room, start, end);
        if (limit) durationProblem = { reason: limit.bound === 'min' ? 'belowMinWeeks' : 'aboveMaxWeeks', limit };
      }
    }
  }
  errors = setCartError(errors, 'invalid_accommodation_dates', datesProblem);
  errors = setCartError(errors, 'invalid_accommodation_duration', durationProblem);

  const transferMissing = housing?.transferRequired === true && !transfer;
  errors = setCartError(
    errors,
    'accommodation_required_transfer',
    transferMissing ? { reason: school.transfers.length === 0 ? 'schoolHasNoTransfer' : 'transferNotChosen' } : null,
  );
  return errors;
}

/** The same cart with its error list brought up to date; every cart action ends here. */
export function revalidateCart(school: CartSchool, cart: CartState, now: Date): CartState {
  return { ...cart, errors: validateCart(school, cart, now) };
}

import { defaultAccommodationDates, isStayBlocked } from './accommodation-rules.ts';
import type { CartSchool } from './cart-school.ts';
import type { CartState } from './cart-state.ts';
import { courseEndDate } from './course-rules.ts';

/**
 * The starts among `starts` that the course picker offers disabled, as 'housing fully booked': with
 * housing booked, those whose default housing dates (which follow a new start) touch a fully booked
 * period. Every other refusal of a start (weekday, too soon, outside the course's dates) keeps the
 * date out of the picker altogether. Empty without housing.
 */
export function fullyBookedStarts(school: CartSchool, cart: CartState, starts: readonly string[]): string[] {
  const stay = cart.accommodation;
  const housing = stay.empty ? undefined : school.accommodations.find((a) => a.id === stay.id);
  const course = school.courses.find((c) => c.id === cart.course.id);
  const { weeks } = cart.course;
  if (!housing || !course || !Number.isInteger(weeks) || weeks < 1) return [];
  return starts.filter((start) => {
    const dates = defaultAccommodationDates(housing, start, courseEndDate(course, start, weeks));
    return isStayBlocked(housing, dates.start, dates.end);
  });
}

import type { CartSchool } from './cart-school.ts';
import type { CartState } from './cart-state.ts';
import { changeCourse } from './change-course.ts';
import { isCourseAvailable } from './is-course-available.ts';
import { noAccommodation } from './no-accommodation.ts';
import { noTransfer } from './no-transfer.ts';

/**
 * The cart a school page opens with when the URL says nothing: the given course (else the first
 * available one, else the first), the given weeks made allowed (else its minimum), its first
 * selectable start, no housing, no transfer. A course that requires housing therefore opens with
 * the 'must book' error: housing is the visitor's choice, not a silent default.
 */
export function initialCart(school: CartSchool, now: Date, options: { courseId?: number; weeks?: number } = {}): CartState {
  const course = school.courses.find((c) => c.id === options.courseId) ?? school.courses.find((c) => isCourseAvailable(c, now)) ?? school.courses[0];
  if (!course) throw new RangeError(`school ${school.id} has no course`);
  const blank: CartState = {
    course: { id: course.id, weeks: options.weeks ?? course.minWeeks, courseStart: '', weekPrice: null },
    accommodation: noAccommodation(),
    transfer: noTransfer(),
    errors: { hasErrors: false, list: [] },
  };
  return changeCourse(school, blank, { courseId: course.id }, now);
}

import type { CourseRules } from '../cart/cart-school.ts';
import type { CourseContent } from './course-schema.ts';
import { weekdayNumber } from './weekday-number.ts';

/**
 * What the cart and price rules read of a course, weekdays as numbers. The page's course and the
 * server's pricing view both start from it, so the server prices exactly what the island shows.
 */
export function toCourseRules(course: CourseContent): CourseRules {
  return {
    id: course.id,
    minAge: course.minAge,
    maxAge: course.maxAge,
    minWeeks: course.minWeeks,
    maxWeeks: course.maxWeeks,
    startDay: weekdayNumber(course.startDay),
    endDay: weekdayNumber(course.endDay),
    isAccommodationRequired: course.isAccommodationRequired,
    availableOnSpecificDatesOnly: course.availableOnSpecificDatesOnly,
    registrationInSpecificDates: course.registrationInSpecificDates,
    availableDates: course.availableDates,
    courseWeeks: course.courseWeeks,
    seasonSupplements: course.seasonSupplements,
  };
}

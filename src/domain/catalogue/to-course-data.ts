import type { Culture } from '../culture.ts';
import type { CourseData } from './api-types.ts';
import type { CourseContent } from './course-schema.ts';
import { resolveText } from './resolve-text.ts';
import { weekdayNumber } from './weekday-number.ts';

/** A course as the school page and the cart read it: texts for the culture, weekdays as numbers. */
export function toCourseData(course: CourseContent, culture: Culture): CourseData {
  return {
    id: course.id,
    name: resolveText(course.name, culture).text,
    nameEn: course.name.en!,
    type: course.type,
    description: resolveText(course.description, culture),
    minAge: course.minAge,
    maxAge: course.maxAge,
    lessonDuration: course.lessonDuration,
    studentsPerClass: course.studentsPerClass,
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

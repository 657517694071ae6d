import type { Culture } from '../culture.ts';
import type { CourseData } from './api-types.ts';
import type { CourseContent } from './course-schema.ts';
import { resolveText } from './resolve-text.ts';
import { toCourseRules } from './to-course-rules.ts';

/** A course as the school page and the cart read it: texts for the culture, weekdays as numbers. */
export function toCourseData(course: CourseContent, culture: Culture): CourseData {
  return {
    ...toCourseRules(course),
    name: resolveText(course.name, culture).text,
    nameEn: course.name.en!,
    type: course.type,
    description: resolveText(course.description, culture),
    minAge: course.minAge,
    maxAge: course.maxAge,
    lessonDuration: course.lessonDuration,
    studentsPerClass: course.studentsPerClass,
  };
}

import type { CartSchool, CourseRules } from './cart-school.ts';

/** A school's course by id; throws for an id the school does not have, which only a bug can send. */
export function findCourse(school: Pick<CartSchool, 'id' | 'courses'>, courseId: number): CourseRules {
  const course = school.courses.find((c) => c.id === courseId);
  if (!course) throw new RangeError(`school ${school.id} has no course ${courseId}`);
  return course;
}

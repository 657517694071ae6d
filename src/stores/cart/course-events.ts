/**
 * How the static course list and the cart island talk: the list asks for a course with
 * SELECT_COURSE_EVENT, the cart says which course it holds with COURSE_CHANGED_EVENT (detail:
 * { courseId }). Plain DOM events, so the list needs no framework and no store of its own.
 */
export const SELECT_COURSE_EVENT = 'linguatrips:select-course';
export const COURSE_CHANGED_EVENT = 'linguatrips:course-changed';

export interface CourseEventDetail {
  courseId: number;
}

/** Where the cart also leaves the course it holds, for a list connected after the cart spoke. */
export const COURSE_DATA_KEY = 'cartCourseId';

/** Where the list leaves a course asked for, for a cart that starts after the list spoke (it hydrates on that request). */
export const REQUESTED_COURSE_KEY = 'cartRequestedCourse';

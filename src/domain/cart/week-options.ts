import type { CourseRules } from './cart-school.ts';

/** The week counts a course's selector offers, minWeeks to maxWeeks ('For N weeks'). */
export function weekOptions(course: Pick<CourseRules, 'minWeeks' | 'maxWeeks'>): number[] {
  const options: number[] = [];
  for (let weeks = Math.max(1, course.minWeeks); weeks <= course.maxWeeks; weeks += 1) options.push(weeks);
  return options;
}

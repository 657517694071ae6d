import type { AccommodationData, CourseData } from '../catalogue/api-types.ts';
import type { CartQuery } from '../cart/cart-query-schema.ts';
import { nearestAllowedWeeks, openingCourseStart, selectableCourseStarts } from '../cart/course-rules.ts';
import { nearestFirst } from '../cart/nearest-bookable-stay.ts';
import { addDays, utcToday } from '../dates/calendar.ts';
import type { CompareChoices, CompareHousing } from './compare-choices.ts';

/** The catalogue's housing types each kind of the comparison's housing choice stands for. */
export const HOUSING_TYPES: Readonly<Record<Exclude<CompareHousing, 'none'>, readonly string[]>> = {
  homestay: ['homestay', 'family'],
  residence: ['residence', 'campus', 'university'],
};

/** What a comparison reads of a school to choose its stay. */
export interface ComparedSchool {
  id: number;
  courses: CourseData[];
  accommodations: AccommodationData[];
}

/** The stay a comparison prices at a school, as the cart's own query, and what it chose. */
export interface CompareStay {
  query: CartQuery;
  course: CourseData;
  lessonsPerWeek: number;
  /** null without housing, or when the school has none of the kind and room asked for. */
  housing: AccommodationData | null;
  /** The school has no housing of the kind and room asked for: no price, never another housing. */
  noHousing: boolean;
}

interface Candidate {
  course: CourseData;
  weeks: number;
  optionId: number;
  lessons: number;
}

/**
 * The price option nearest the lessons a week asked for (issue 35), among the courses that can be
 * had: first the courses that start in the month asked for (any month without one) and need no
 * housing when none is asked for, then the nearest weeks a course allows to those asked for, then
 * the nearest lessons a week; of two as near, the fewer lessons, then the catalogue's order. Null
 * for a school without any priced option.
 */
export function nearestLessonsOption(
  courses: readonly CourseData[],
  choices: Pick<CompareChoices, 'weeks' | 'lessons' | 'month' | 'housing'>,
  now: Date,
): Candidate | null {
  let best: { candidate: Candidate; score: number[] } | null = null;
  for (const course of courses) {
    const allowed = nearestAllowedWeeks(course, choices.weeks);
    const range = course.courseWeeks.find((r) => r.from <= allowed && (r.to === null || allowed <= r.to));
    if (!range || range.prices.length === 0) continue;
    const starts = courseStarts(course, allowed, now);
    const runs = choices.month === null ? starts.length > 0 : starts.some((start) => start.startsWith(choices.month!));
    const housingMissing = course.isAccommodationRequired && choices.housing === 'none';
    for (const option of range.prices) {
      const candidate = { course, weeks: allowed, optionId: option.id, lessons: option.lessonsPerWeek };
      const score = [
        runs ? 0 : 1,
        housingMissing ? 1 : 0,
        Math.abs(allowed - choices.weeks),
        Math.abs(option.lessonsPerWeek - choices.lessons),
        option.lessonsPerWeek,
      ];
      const index = best ? score.findIndex((value, i) => value !== best!.score[i]) : -1;
      if (!best || (index !== -1 && score[index]! < best.score[index]!)) best = { candidate, score };
    }
  }
  return best?.candidate ?? null;
}

// The starts the picker offers for two years ahead: a month may be chosen that far.
const courseStarts = (course: CourseData, weeks: number, now: Date) =>
  selectableCourseStarts(course, { weeks, now, until: addDays(utcToday(now), 2 * 365) });

/**
 * The course start a comparison asks for: the first start the picker offers in the month asked
 * for, else the offered start nearest its first day; without a month, the start the school page
 * opens with.
 */
export function compareCourseStart(course: CourseData, weeks: number, month: string | null, now: Date): string {
  if (month === null) return openingCourseStart(course, weeks, now);
  const starts = courseStarts(course, weeks, now);
  return (
    starts.find((start) => start.startsWith(month)) ??
    nearestFirst(starts, `${month}-01`)[0] ??
    openingCourseStart(course, weeks, now)
  );
}

/** The first housing of the kind asked for with a room of the size asked for, and that room. */
export function findComparedHousing(
  accommodations: readonly AccommodationData[],
  choices: Pick<CompareChoices, 'housing' | 'room'>,
): { housing: AccommodationData; roomId: number } | null {
  if (choices.housing === 'none') return null;
  const types = HOUSING_TYPES[choices.housing];
  for (const housing of accommodations) {
    if (!types.includes(housing.type)) continue;
    const room = housing.rooms.find((r) => (choices.room === 'single' ? r.roomFor === 1 : r.roomFor >= 2));
    if (room) return { housing, roomId: room.id };
  }
  return null;
}

/**
 * The stay a comparison prices at one school for the visitor's choices, written as the cart's
 * query so that the price comes from the pricing endpoint's own reading of it and the column's
 * link opens the school page on the very same cart. Null for a school with no priced course.
 */
export function compareStay(school: ComparedSchool, choices: CompareChoices, now: Date): CompareStay | null {
  const option = nearestLessonsOption(school.courses, choices, now);
  if (!option) return null;
  const query: CartQuery = {
    schoolId: school.id,
    weekPriceId: option.optionId,
    weeks: option.weeks,
    courseStart: compareCourseStart(option.course, option.weeks, choices.month, now),
  };
  const found = findComparedHousing(school.accommodations, choices);
  if (found) query.roomId = found.roomId;
  // No t.id: as on the school page, a transfer is added only when the housing requires one.
  return {
    query,
    course: option.course,
    lessonsPerWeek: option.lessons,
    housing: found?.housing ?? null,
    noHousing: choices.housing !== 'none' && !found,
  };
}

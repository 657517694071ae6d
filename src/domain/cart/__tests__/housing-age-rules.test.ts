import { describe, expect, it } from 'vitest';
import { buildAccommodation, buildCourse, buildSchool } from '#domain/pricing/__tests__/fixtures/catalogue-builders.ts';
import { firstSuitableHousing, housingNarrowsCourseAges, housingSuitsCourse } from '../housing-age-rules.ts';
import { initialCart } from '../initial-cart.ts';
import { selectAccommodation } from '../select-accommodation.ts';
import { toggleAccommodation } from '../toggle-accommodation.ts';
import { changeCourse } from '../change-course.ts';

const now = new Date('2027-03-01T10:00:00Z');
const ADULTS = 1;
const JUNIOR = 2;
const FAMILY_16 = 1;
const RESIDENCE_18 = 2;
const CAMP_12 = 3;

// The shape of the demo's Mont Boron: an adult course, a 12–17 junior programme, housing from 16, 18 and 12.
const school = buildSchool({
  courses: [buildCourse({ id: ADULTS, minAge: 16, maxAge: 0 }), buildCourse({ id: JUNIOR, minAge: 12, maxAge: 17 })],
  accommodations: [
    buildAccommodation({ id: RESIDENCE_18, minAge: 18 }),
    buildAccommodation({ id: FAMILY_16, minAge: 16 }),
    buildAccommodation({ id: CAMP_12, minAge: 12 }),
  ],
});

describe('housingSuitsCourse', () => {
  it('refuses housing only when its minimum age is above the course maximum age', () => {
    expect(housingSuitsCourse({ maxAge: 17 }, { minAge: 18 })).toBe(false);
    expect(housingSuitsCourse({ maxAge: 17 }, { minAge: 17 })).toBe(true);
    expect(housingSuitsCourse({ maxAge: 17 }, { minAge: 16 })).toBe(true);
    expect(housingSuitsCourse({ maxAge: 17 }, { minAge: 12 })).toBe(true);
  });

  it('reads a maximum age of 0 as no upper limit', () => {
    expect(housingSuitsCourse({ maxAge: 0 }, { minAge: 18 })).toBe(true);
    expect(housingSuitsCourse({ maxAge: 0 }, { minAge: 99 })).toBe(true);
  });

  it('names the housing minimum age only when it leaves out part of the course ages', () => {
    expect(housingNarrowsCourseAges({ minAge: 13, maxAge: 17 }, { minAge: 16 })).toBe(true);
    expect(housingNarrowsCourseAges({ minAge: 13, maxAge: 17 }, { minAge: 13 })).toBe(false);
    expect(housingNarrowsCourseAges({ minAge: 13, maxAge: 17 }, { minAge: 18 })).toBe(false);
    expect(housingNarrowsCourseAges({ minAge: 16, maxAge: 0 }, { minAge: 18 })).toBe(true);
  });

  it('finds the first housing in catalogue order that a course may take', () => {
    expect(firstSuitableHousing({ maxAge: 17 }, school.accommodations)?.id).toBe(FAMILY_16);
    expect(firstSuitableHousing({ maxAge: 0 }, school.accommodations)?.id).toBe(RESIDENCE_18);
    expect(firstSuitableHousing({ maxAge: 11 }, school.accommodations)).toBeUndefined();
  });
});

describe('the cart and the ages of course and housing', () => {
  const junior = initialCart(school, now, { courseId: JUNIOR });

  it('refuses housing for older students with its own reason under invalid_accommodation_dates', () => {
    const cart = selectAccommodation(school, junior, RESIDENCE_18, now);
    expect(cart.errors.list).toEqual([
      {
        type: 'invalid_accommodation_dates',
        messageKey: 'validationErrors.InvalidAccommodationDates',
        reason: 'housingAboveCourseAge',
        reasonKey: 'validationErrors.housingAboveCourseAge',
      },
    ]);
  });

  it('accepts housing whose minimum age lies inside the course range, and any housing for a course without upper age', () => {
    expect(selectAccommodation(school, junior, FAMILY_16, now).errors.hasErrors).toBe(false);
    const adults = initialCart(school, now, { courseId: ADULTS });
    for (const housing of school.accommodations)
      expect(selectAccommodation(school, adults, housing.id, now).errors.hasErrors).toBe(false);
  });

  it('drops the refusal when the course changes to one the housing suits', () => {
    const refused = selectAccommodation(school, junior, RESIDENCE_18, now);
    expect(changeCourse(school, refused, { courseId: ADULTS }, now).errors.hasErrors).toBe(false);
  });

  it('switches housing on with the first housing the course may take', () => {
    expect(toggleAccommodation(school, junior, true, now).accommodation).toMatchObject({ id: FAMILY_16, empty: false });
    const adults = initialCart(school, now, { courseId: ADULTS });
    expect(toggleAccommodation(school, adults, true, now).accommodation).toMatchObject({
      id: RESIDENCE_18,
      empty: false,
    });
  });

  it('opens a course that requires housing with the first housing it may take', () => {
    const required = {
      ...school,
      courses: [buildCourse({ id: JUNIOR, minAge: 12, maxAge: 17, isAccommodationRequired: true })],
    };
    const cart = initialCart(required, now);
    expect(cart.accommodation).toMatchObject({ id: FAMILY_16, empty: false });
    expect(cart.errors.hasErrors).toBe(false);
  });
});

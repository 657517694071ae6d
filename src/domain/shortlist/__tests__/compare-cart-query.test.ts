import { describe, expect, it } from 'vitest';
import type { AccommodationData, CourseData } from '#domain/catalogue/api-types.ts';
import { maltaSchool } from '#domain/pricing/__tests__/fixtures/malta-school.ts';
import { DEFAULT_COMPARE_CHOICES, type CompareChoices } from '../compare-choices.ts';
import { compareCourseStart, compareStay, findComparedHousing, nearestLessonsOption } from '../compare-cart-query.ts';

// A Sunday in November: the first starts of a weekly Monday course are in December.
const NOW = new Date('2026-11-22T10:00:00Z');
const choices = (over: Partial<CompareChoices> = {}): CompareChoices => ({ ...DEFAULT_COMPARE_CHOICES, ...over });
const general = maltaSchool.courses[0]!;
const camp: CourseData = {
  ...general,
  id: 2,
  name: 'Summer camp',
  isAccommodationRequired: true,
  availableOnSpecificDatesOnly: true,
  availableDates: [{ start: '2027-07-05', end: '2027-08-01' }],
  courseWeeks: [
    { from: 1, to: null, prices: [{ ...general.courseWeeks[0]!.prices[0]!, id: 201, lessonsPerWeek: 25 }] },
  ],
};

describe('nearestLessonsOption', () => {
  it('takes the option nearest the lessons asked for, in the range of the weeks asked for', () => {
    expect(nearestLessonsOption([general], choices({ weeks: 4, lessons: 20 }), NOW)).toMatchObject({
      optionId: 111,
      lessons: 20,
    });
    expect(nearestLessonsOption([general], choices({ weeks: 4, lessons: 28 }), NOW)).toMatchObject({
      optionId: 112,
      lessons: 30,
    });
    expect(nearestLessonsOption([general], choices({ weeks: 2, lessons: 30 }), NOW)).toMatchObject({
      optionId: 102,
      weeks: 2,
    });
  });

  it('takes the fewer lessons of two as near', () => {
    expect(nearestLessonsOption([general], choices({ weeks: 4, lessons: 25 }), NOW)).toMatchObject({ lessons: 20 });
  });

  it('passes over a course that does not run in the month asked for, or needs housing when none is asked for', () => {
    expect(nearestLessonsOption([camp, general], choices({ lessons: 25, month: '2027-03' }), NOW)?.course.id).toBe(1);
    expect(nearestLessonsOption([camp, general], choices({ lessons: 25, month: '2027-07' }), NOW)?.course.id).toBe(1);
    expect(
      nearestLessonsOption([camp, general], choices({ lessons: 25, month: '2027-07', housing: 'homestay' }), NOW)
        ?.course.id,
    ).toBe(2);
  });

  it('moves the weeks to the nearest the course allows', () => {
    const short = { ...general, maxWeeks: 3 };
    expect(nearestLessonsOption([short], choices({ weeks: 8 }), NOW)).toMatchObject({ weeks: 3, optionId: 101 });
  });

  it('is null for a school without a priced option', () => {
    expect(nearestLessonsOption([{ ...general, courseWeeks: [] }], choices(), NOW)).toBeNull();
  });
});

describe('compareCourseStart', () => {
  it('is the first start offered in the month asked for', () => {
    expect(compareCourseStart(general, 4, '2027-03', NOW)).toBe('2027-03-01');
    expect(compareCourseStart(general, 4, '2027-04', NOW)).toBe('2027-04-05');
  });

  it('is the offered start nearest the month when none is in it, and the opening start without a month', () => {
    expect(compareCourseStart(camp, 2, '2027-09', NOW)).toBe('2027-07-19');
    // The opening start is at least 28 days away (issue 12).
    expect(compareCourseStart(general, 4, null, NOW) >= '2026-12-20').toBe(true);
  });
});

describe('findComparedHousing', () => {
  const residence: AccommodationData = {
    ...maltaSchool.accommodations[0]!,
    id: 7,
    type: 'residence',
    rooms: [{ ...maltaSchool.accommodations[0]!.rooms[0]!, id: 71, roomFor: 2 }],
  };
  const list = [...maltaSchool.accommodations, residence];

  it('finds the first housing of the kind with a room of the size asked for', () => {
    expect(findComparedHousing(list, { housing: 'residence', room: 'shared' })).toMatchObject({ roomId: 71 });
    expect(findComparedHousing(list, { housing: 'homestay', room: 'single' })?.housing.id).toBe(1);
  });

  it('finds none where there is no such room, and none when no housing is asked for', () => {
    expect(findComparedHousing(list, { housing: 'residence', room: 'single' })).toBeNull();
    expect(findComparedHousing(list, { housing: 'none', room: 'single' })).toBeNull();
  });
});

describe('compareStay', () => {
  it('writes the stay as the cart query, with the room when the housing exists', () => {
    const stay = compareStay(maltaSchool, choices({ weeks: 4, month: '2027-03', housing: 'homestay' }), NOW)!;
    expect(stay.query).toEqual({ schoolId: 1, weekPriceId: 111, weeks: 4, courseStart: '2027-03-01', roomId: 1 });
    expect(stay.noHousing).toBe(false);
  });

  it('says there is no housing of the kind rather than choosing another', () => {
    const stay = compareStay(maltaSchool, choices({ housing: 'residence' }), NOW)!;
    expect(stay.noHousing).toBe(true);
    expect(stay.query.roomId).toBeUndefined();
  });
});

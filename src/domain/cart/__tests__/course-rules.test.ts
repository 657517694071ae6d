import { describe, expect, it } from 'vitest';
import { weekdayOf } from '#domain/dates/calendar.ts';
import { buildCourse } from '#domain/pricing/__tests__/fixtures/catalogue-builders.ts';
import {
  courseDurationError,
  courseEndDate,
  courseStartProblem,
  firstCourseStart,
  isCourseAvailable,
  nearestAllowedWeeks,
  nonWorkingDaysInCourse,
  selectableCourseStarts,
  weekOptions,
} from '../course-rules.ts';

const march = new Date('2027-03-01T10:00:00Z');
// A summer camp period: three weeks, Monday 28 June to Friday 16 July.
const camp = buildCourse({
  minWeeks: 2,
  maxWeeks: 3,
  availableOnSpecificDatesOnly: true,
  availableDates: [{ start: '2027-06-28', end: '2027-07-16' }],
});

describe('courseEndDate', () => {
  it('is the last endDay weekday of week W', () => {
    expect(courseEndDate({ startDay: 1, endDay: 5 }, '2027-06-28', 6)).toBe('2027-08-06');
    expect(courseEndDate({ startDay: 1, endDay: 5 }, '2027-06-28', 1)).toBe('2027-07-02');
    expect(courseEndDate({ startDay: 1, endDay: 3 }, '2027-06-28', 2)).toBe('2027-07-07');
    // A Saturday-to-Friday course wraps past Sunday.
    expect(courseEndDate({ startDay: 6, endDay: 5 }, '2027-06-26', 1)).toBe('2027-07-02');
    expect(courseEndDate({ startDay: 1, endDay: 1 }, '2027-06-28', 2)).toBe('2027-07-05');
    expect(() => courseEndDate({ startDay: 1, endDay: 5 }, '2027-06-28', 0)).toThrow(RangeError);
  });
});

describe('courseStartProblem', () => {
  const course = buildCourse();

  it('accepts a bookable start on the start weekday', () => {
    expect(courseStartProblem(course, '2027-06-28', 6, march)).toBeNull();
  });

  it('refuses a start off the course start weekday', () => {
    expect(courseStartProblem(course, '2027-06-29', 6, march)).toBe('wrongWeekday');
  });

  it('refuses a start too soon, including a Monday past its cutoff', () => {
    expect(courseStartProblem(course, '2027-03-01', 1, march)).toBe('tooSoon');
    expect(courseStartProblem(course, '2027-06-28', 1, new Date('2027-06-25T09:00:00Z'))).toBe('tooSoon');
    expect(courseStartProblem(course, '2027-06-28', 1, new Date('2027-06-25T08:59:00Z'))).toBeNull();
  });

  it('refuses something that is not a date', () => {
    expect(courseStartProblem(course, '', 1, march)).toBe('notADate');
  });

  it('keeps a course available on specific dates only with start and end inside one period', () => {
    expect(courseStartProblem(camp, '2027-06-28', 3, march)).toBeNull();
    expect(courseStartProblem(camp, '2027-07-05', 2, march)).toBeNull();
    expect(courseStartProblem(camp, '2027-07-05', 3, march)).toBe('outsideAvailableDates');
    expect(courseStartProblem(camp, '2027-06-21', 2, march)).toBe('outsideAvailableDates');
  });

  it('needs one period holding both ends, not two periods holding one each', () => {
    const split = buildCourse({
      availableOnSpecificDatesOnly: true,
      availableDates: [
        { start: '2027-06-28', end: '2027-07-02' },
        { start: '2027-07-05', end: '2027-07-09' },
      ],
    });
    expect(courseStartProblem(split, '2027-06-28', 1, march)).toBeNull();
    expect(courseStartProblem(split, '2027-06-28', 2, march)).toBe('outsideAvailableDates');
  });

  it('with registrationInSpecificDates only the start must lie in a period; the course may run past its end', () => {
    const registration = { ...camp, registrationInSpecificDates: true };
    expect(courseStartProblem(registration, '2027-07-12', 3, march)).toBeNull();
    expect(courseStartProblem(registration, '2027-07-19', 2, march)).toBe('outsideAvailableDates');
    expect(courseStartProblem(registration, '2027-06-21', 2, march)).toBe('outsideAvailableDates');
  });

  it('treats a course with only registrationInSpecificDates as date-limited too', () => {
    const registrationOnly = { ...camp, availableOnSpecificDatesOnly: false, registrationInSpecificDates: true };
    expect(courseStartProblem(registrationOnly, '2027-07-12', 3, march)).toBeNull();
    expect(courseStartProblem(registrationOnly, '2027-07-19', 2, march)).toBe('outsideAvailableDates');
  });

  it('offers a specific date only when it is more than 7 days ahead', () => {
    expect(courseStartProblem(camp, '2027-06-28', 2, new Date('2027-06-21T00:00:00Z'))).toBe('tooSoon');
    expect(courseStartProblem(camp, '2027-06-28', 2, new Date('2027-06-20T23:59:00Z'))).toBeNull();
  });
});

describe('selectableCourseStarts', () => {
  it('lists every start weekday from the earliest bookable date to the horizon', () => {
    const course = buildCourse();
    const now = new Date('2027-06-25T08:00:00Z'); // Friday, before the cutoff for Monday 28 June
    expect(selectableCourseStarts(course, { weeks: 1, now, until: '2027-07-19' })).toEqual([
      '2027-06-28',
      '2027-07-05',
      '2027-07-12',
      '2027-07-19',
    ]);
    const later = new Date('2027-06-25T09:00:00Z');
    expect(selectableCourseStarts(course, { weeks: 1, now: later, until: '2027-07-19' })).toEqual([
      '2027-07-05',
      '2027-07-12',
      '2027-07-19',
    ]);
  });

  it('lists only period dates that fit the weeks for a date-limited course', () => {
    expect(selectableCourseStarts(camp, { weeks: 2, now: march, until: '2027-12-31' })).toEqual([
      '2027-06-28',
      '2027-07-05',
    ]);
    expect(selectableCourseStarts(camp, { weeks: 3, now: march, until: '2027-12-31' })).toEqual(['2027-06-28']);
    expect(
      selectableCourseStarts(camp, { weeks: 2, now: new Date('2027-06-22T00:00:00Z'), until: '2027-12-31' }),
    ).toEqual(['2027-07-05']);
  });

  it('never lists a date off the start weekday or failing the start rules', () => {
    const course = buildCourse({ startDay: 3 });
    for (const date of selectableCourseStarts(course, { weeks: 2, now: march, until: '2027-06-30' })) {
      expect(weekdayOf(date)).toBe(3);
      expect(courseStartProblem(course, date, 2, march)).toBeNull();
    }
  });
});

describe('firstCourseStart', () => {
  it('is the first selectable date, or the first in-time weekday when a limited course has none left', () => {
    expect(firstCourseStart(buildCourse(), 1, new Date('2027-06-25T09:00:00Z'))).toBe('2027-07-05');
    expect(firstCourseStart(camp, 2, march)).toBe('2027-06-28');
    expect(firstCourseStart(camp, 2, new Date('2027-08-01T00:00:00Z'))).toBe('2027-08-09');
  });
});

describe('isCourseAvailable', () => {
  it('needs week ranges', () => {
    expect(isCourseAvailable(buildCourse(), march)).toBe(true);
    expect(isCourseAvailable(buildCourse({ courseWeeks: [] }), march)).toBe(false);
  });

  it('needs at least one offered date when date-limited', () => {
    expect(isCourseAvailable(camp, march)).toBe(true);
    expect(isCourseAvailable(camp, new Date('2027-07-01T00:00:00Z'))).toBe(false);
    // The last offered date, 5 July, is exactly 7 days ahead: not more than 7.
    expect(isCourseAvailable(camp, new Date('2027-06-28T00:00:00Z'))).toBe(false);
    expect(isCourseAvailable(camp, new Date('2027-06-27T00:00:00Z'))).toBe(true);
  });
});

describe('week options and duration errors', () => {
  const course = buildCourse({ minWeeks: 2, maxWeeks: 6 });

  it('offer minWeeks to maxWeeks', () => {
    expect(weekOptions(course)).toEqual([2, 3, 4, 5, 6]);
  });

  it('move to the nearest allowed value', () => {
    expect(nearestAllowedWeeks(course, 1)).toBe(2);
    expect(nearestAllowedWeeks(course, 4)).toBe(4);
    expect(nearestAllowedWeeks(course, 52)).toBe(6);
  });

  it('name the minimum or maximum weeks', () => {
    expect(courseDurationError(course, 1)).toEqual({ bound: 'min', weeks: 2 });
    expect(courseDurationError(course, 7)).toEqual({ bound: 'max', weeks: 6 });
    expect(courseDurationError(course, 2)).toBeNull();
    expect(courseDurationError(course, 6)).toBeNull();
  });
});

describe('nonWorkingDaysInCourse', () => {
  it('lists the holidays between start and end, both included, in date order', () => {
    const days = [
      { date: '2027-08-15', name: 'Santa Marija' },
      { date: '2027-06-28', name: 'first day' },
      { date: '2027-06-29', name: 'St Peter and St Paul' },
      { date: '2027-08-06', name: 'last day' },
      { date: '2027-08-07', name: 'after the end' },
      { date: '2027-06-27', name: 'before the start' },
    ];
    expect(nonWorkingDaysInCourse(days, '2027-06-28', '2027-08-06').map((d) => d.date)).toEqual([
      '2027-06-28',
      '2027-06-29',
      '2027-08-06',
    ]);
    expect(nonWorkingDaysInCourse(days, '2027-01-04', '2027-01-08')).toEqual([]);
  });
});

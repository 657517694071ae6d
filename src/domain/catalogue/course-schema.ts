import { z } from 'zod';
import { dateRange, localizedText, positiveId, price, weekday } from './primitives.ts';
import { scheduleSchema } from './schedule-schema.ts';

export const COURSE_TYPES = [
  'general',
  'intensive',
  'exam',
  'business',
  'camp',
  'family',
  'university',
  'private',
] as const;

/** One option of a week range; its id is the cart's `c.w`. Its weekly price is in each price list. */
export const weekPriceSchema = z.object({
  id: positiveId,
  lessonsPerWeek: z.number().int().positive(),
  schedule: scheduleSchema,
});

/** Weeks `from`..`to` (to null = no upper limit) share one set of options (a week price each, in the lists). */
export const courseWeeksSchema = z
  .object({
    from: z.number().int().positive(),
    to: z.number().int().positive().nullable(),
    options: z.array(weekPriceSchema),
  })
  .refine((range) => range.to === null || range.to >= range.from, { error: 'to must not be below from' });

/** Charged once per course week whose first day falls inside [start, end]. */
export const seasonSupplementSchema = z.object({
  start: z.iso.date(),
  end: z.iso.date(),
  perWeek: price,
});

export const courseSchema = z
  .object({
    id: positiveId,
    name: localizedText,
    type: z.enum(COURSE_TYPES),
    description: localizedText,
    minAge: z.number().int().min(0),
    /** 0 means no upper limit (spec section 3). */
    maxAge: z.number().int().min(0),
    lessonDuration: z.number().int().positive(),
    studentsPerClass: z.number().int().positive(),
    minWeeks: z.number().int().positive(),
    maxWeeks: z.number().int().positive(),
    startDay: weekday,
    endDay: weekday,
    isAccommodationRequired: z.boolean().default(false),
    availableOnSpecificDatesOnly: z.boolean().default(false),
    registrationInSpecificDates: z.boolean().default(false),
    availableDates: z.array(dateRange).default([]),
    courseWeeks: z.array(courseWeeksSchema).min(1, { error: 'needs at least one week range' }),
  })
  .refine((course) => course.maxWeeks >= course.minWeeks, {
    error: 'maxWeeks must not be below minWeeks',
    path: ['maxWeeks'],
  })
  .refine((course) => course.maxAge === 0 || course.maxAge >= course.minAge, {
    error: 'maxAge must be 0 or at least minAge',
    path: ['maxAge'],
  })
  .refine((course) => !course.availableOnSpecificDatesOnly || course.availableDates.length > 0, {
    error: 'a course available on specific dates only needs availableDates',
    path: ['availableDates'],
  });

/** A course as content writes it: options without prices (they are in the school's price lists). */
export type CourseFile = z.infer<typeof courseSchema>;
type WeekOptionFile = CourseFile['courseWeeks'][number]['options'][number];
export type SeasonSupplementContent = z.infer<typeof seasonSupplementSchema>;

/** A course with the prices of one price list filled in (pricedSchool): what the pages and the rules read. */
export type CourseContent = Omit<CourseFile, 'courseWeeks'> & {
  courseWeeks: (Omit<CourseFile['courseWeeks'][number], 'options'> & {
    prices: (WeekOptionFile & { pricePerWeek: number })[];
  })[];
  seasonSupplements: SeasonSupplementContent[];
};

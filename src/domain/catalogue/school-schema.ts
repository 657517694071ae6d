import { z } from 'zod';
import {
  currencyCode,
  dateRange,
  isoDate,
  localizedText,
  positiveId,
  price,
  slug,
  type LocalizedText,
} from './primitives.ts';
import { schoolPhotosSchema } from './catalogue-photo-schema.ts';
import { courseSchema, type CourseContent } from './course-schema.ts';
import { accommodationSchema, type AccommodationContent } from './accommodation-schema.ts';
import { priceListSchema } from './price-list-schema.ts';
import { priceListIssues } from './price-list-issues.ts';
import { PROGRAMME_TYPES, type ProgrammeType } from './programme-types.ts';
import { schoolFactsSchema } from './school-facts-schema.ts';

export { PROGRAMME_TYPES, type ProgrammeType };

/** A transfer; its one-way and return prices are in each price list. */
export const transferSchema = z.object({
  id: positiveId,
  name: localizedText,
});

/** A day the school is closed; the name is data of the country, not free text of the school. */
export const nonWorkingDaySchema = z.strictObject(
  { date: isoDate, holiday: slug },
  { error: 'must be { date, holiday } with holiday a key of content/holidays/<country>.json' },
);

/** A promotion; the best single one applies (pricing model, 'Discounts'). */
export const promotionSchema = z
  .object({
    id: positiveId,
    name: localizedText,
    kind: z.enum(['percent', 'fixed']),
    /** Percent (0–100) for 'percent', a price for 'fixed'. */
    value: price,
    appliesTo: z.enum(['course', 'accommodation', 'total']),
    minWeeks: z.number().int().positive().optional(),
    bookingWindow: dateRange.optional(),
    startWindow: dateRange.optional(),
  })
  .refine((promo) => promo.kind !== 'percent' || promo.value <= 100, {
    error: 'a percent promotion is at most 100',
    path: ['value'],
  });

export const feesSchema = z.object({
  registration: price,
  books: price,
  /** Shown, but paid at the school: not added to the total. */
  booksPaidInSchool: z.boolean().default(false),
  /** Courier fee for visa papers, from this many course weeks on; null when the school sends none. */
  courier: z.object({ amount: price, fromWeeks: z.number().int().positive() }).nullable().default(null),
  /** Housing placement fee, only when housing is booked. */
  accommodationPlacement: price,
});

/** A school file's fields, before the checks across them (schoolSchema). */
export const schoolFields = z.object({
  id: positiveId,
  slug,
  name: z.string().min(1),
  nameEn: z.string().min(1),
  programmeTypes: z.array(z.enum(PROGRAMME_TYPES)).min(1),
  /** Language slugs taught; the first one is the school page's URL segment. */
  languages: z.array(slug).min(1),
  country: slug,
  city: slug,
  addressInCity: z.string().min(1),
  postalCode: z.string().min(1),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  currency: currencyCode,
  lessonDuration: z.number().int().positive(),
  shortDescription: localizedText,
  longDescription: localizedText,
  bookingKnowledge: localizedText,
  features: z.object({
    budgetary: z.boolean().default(false),
    fewRussianSpeakers: z.boolean().default(false),
    avgAge30: z.boolean().default(false),
    inCityCentre: z.boolean().default(false),
  }),
  returnDepositOnVisaRejection: z.boolean().default(false),
  /** Full payment up front (Irish and Canadian schools in the demo catalogue). */
  fullPaymentRequired: z.boolean().default(false),
  deposit: price,
  fees: feesSchema,
  /** Days without lessons; `holiday` is a key of content/holidays/<country>.json, which names it. */
  nonWorkingDays: z.array(nonWorkingDaySchema).default([]),
  /** The gallery, the header photo first: a count of the photo script's drawings, or a list with uploads and alt texts (catalogue-photo-schema.ts). */
  photos: schoolPhotosSchema,
  /** A file under content/terms/. */
  terms: z
    .string()
    .regex(/^[a-z0-9-]+\.(pdf|docx?|png|jpe?g|tif)$/, { error: 'must be a file name in content/terms/' }),
  /** Bookings through the agency last year; orders the default 'popularity' sort. */
  popularity: z.number().int().min(0),
  courses: z.array(courseSchema).min(1, { error: 'needs at least one course' }),
  accommodations: z.array(accommodationSchema).default([]),
  transfers: z.array(transferSchema).default([]),
  promotions: z.array(promotionSchema).default([]),
  /** The school's prices by period (pricing model, 'Price lists by year'); checked by checkPriceLists. */
  priceLists: z.array(priceListSchema).min(1, { error: 'needs at least one price list' }),
  /** Accreditations, founding year, size and who studies there (docs/content-team.md). */
  facts: schoolFactsSchema,
});

export const schoolSchema = schoolFields.superRefine((school, ctx) => {
  // The facts must agree with the courses: no student younger than any course accepts.
  const youngestAccepted = Math.min(...school.courses.map((course) => course.minAge));
  school.facts.agesBySeason.forEach((ages, index) => {
    if (ages.youngest < youngestAccepted)
      ctx.addIssue({
        code: 'custom',
        path: ['facts', 'agesBySeason', index, 'youngest'],
        message: `must not be below the youngest age a course accepts (${youngestAccepted})`,
      });
  });
  if (youngestAccepted >= 18)
    school.facts.classMix.forEach((mix, index) => {
      if (mix.under18 > 0)
        ctx.addIssue({
          code: 'custom',
          path: ['facts', 'classMix', index, 'under18'],
          message: `must be 0: every course starts at ${youngestAccepted}`,
        });
    });
  const seen = new Map<string, string>();
  const claim = (kind: string, id: number, path: (string | number)[]) => {
    const key = `${kind}:${id}`;
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path, message: `${kind} id ${id} is used twice` });
    seen.set(key, path.join('.'));
  };
  school.courses.forEach((course, c) => {
    claim('course', course.id, ['courses', c, 'id']);
    course.courseWeeks.forEach((range, r) =>
      range.options.forEach((option, p) =>
        claim('week price', option.id, ['courses', c, 'courseWeeks', r, 'options', p, 'id']),
      ),
    );
  });
  school.accommodations.forEach((housing, a) => {
    claim('accommodation', housing.id, ['accommodations', a, 'id']);
    housing.rooms.forEach((room, r) => claim('room', room.id, ['accommodations', a, 'rooms', r, 'id']));
  });
  school.transfers.forEach((transfer, t) => claim('transfer', transfer.id, ['transfers', t, 'id']));
  for (const issue of priceListIssues(school)) ctx.addIssue({ code: 'custom', ...issue });
});

/** A school file as written: holidays by key, prices in price lists. */
export type SchoolFile = z.infer<typeof schoolSchema>;
/** A school as loaded and stored: each holiday key carries the country's names for it. */
export type SchoolContent = Omit<SchoolFile, 'nonWorkingDays'> & {
  nonWorkingDays: { date: string; holiday: string; name: LocalizedText }[];
};
export type TransferFile = z.infer<typeof transferSchema>;
/** A transfer with the prices of one price list (pricedSchool). */
export type TransferContent = TransferFile & { oneWayPrice: number; twoWayPrice: number };
/**
 * A school with the prices of one of its lists filled into its courses, housing and transfers
 * (pricedSchool): what the pages, cards and rule views are built from. It keeps all its lists,
 * which the price rules choose from by date.
 */
export type PricedSchool = Omit<SchoolContent, 'courses' | 'accommodations' | 'transfers'> & {
  courses: CourseContent[];
  accommodations: AccommodationContent[];
  transfers: TransferContent[];
};
export type PromotionContent = z.infer<typeof promotionSchema>;

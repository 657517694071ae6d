import { z } from 'zod';
import { ISO_COUNTRY_CODES } from '../catalogue/iso-country-codes.ts';
import { CULTURES } from '../culture.ts';
import { REVIEW_NAME_MAX } from './review-field-limits.ts';
import { REVIEW_FORM_FIELDS as F } from './review-form-fields.ts';
import { REVIEW_LEVELS, type ReviewLevel } from './review-terms.ts';
import { reviewTextField } from './review-text-rule.ts';
import { isIsoDate } from '../dates/calendar.ts';

// Control characters: a name or a city is one line of plain text.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

const line = (label: string, required: boolean) => {
  const base = z
    .string({ error: `${label} is required` })
    .trim()
    .max(REVIEW_NAME_MAX, { error: `${label} must be at most ${REVIEW_NAME_MAX} characters` })
    .refine((value) => !CONTROL.test(value), { error: `${label} must be one line of text` });
  return required ? base.refine((value) => value.length > 0, { error: `${label} is required` }) : base;
};

const isoDay = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} must be a date (YYYY-MM-DD)` })
    .refine(isIsoDate, { error: `${label} must be a real date` });

const stars = (label: string) => {
  const error = `${label} must be a whole number from 1 to 5`;
  return z.coerce.number({ error }).int({ error }).min(1, { error }).max(5, { error });
};

// A checkbox sends its value ('on' by default, 'true' from the island) or nothing at all.
const checkbox = z
  .string()
  .optional()
  .transform((value) => value !== undefined && ['on', 'true', '1', 'yes'].includes(value.trim().toLowerCase()));

const level = (label: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value.toUpperCase() : undefined))
    .refine((value) => value === undefined || (REVIEW_LEVELS as readonly string[]).includes(value), {
      error: `${label} must be one of ${REVIEW_LEVELS.join(', ')}`,
    })
    .transform((value) => (value ?? null) as ReviewLevel | null);

const rank = (value: ReviewLevel | null) => (value === null ? -1 : REVIEW_LEVELS.indexOf(value));

/** A visitor's review as the server stores it (stars null where the visitor said "not applicable"). */
export interface ReviewSubmission {
  schoolId: number;
  culture: (typeof CULTURES)[number];
  authorName: string;
  authorCountry: string;
  authorCity: string;
  start: string;
  end: string;
  progressFromLevel: ReviewLevel | null;
  progressToLevel: ReviewLevel | null;
  schoolStars: number;
  courseStars: number;
  accommodationStars: number | null;
  spareTimeStars: number | null;
  text: string;
  /** The school's accommodation the visitor stayed in; null: none (the form's 0). */
  accommodationOptionId: number | null;
}

/**
 * The review form's rules, on the spec's field names (a multipart form, or JSON with the same
 * keys): `today` (YYYY-MM-DD, from the server's clock) bounds the stay, which cannot end later.
 * Errors name the form's field.
 */
export function reviewSubmissionSchema(today: string) {
  return z
    .object({
      [F.name]: line('name', true),
      [F.country]: z
        .string({ error: 'country is required' })
        .trim()
        .toUpperCase()
        .refine((code) => (ISO_COUNTRY_CODES as readonly string[]).includes(code), {
          error: 'country must be a country of the list',
        }),
      [F.city]: line('city', false).default(''),
      [F.start]: isoDay('start').refine((day) => day <= today, { error: 'start must not be in the future' }),
      [F.end]: isoDay('end').refine((day) => day <= today, { error: 'end must not be in the future' }),
      [F.progressFrom]: level('progress from'),
      [F.progressTo]: level('progress to'),
      [F.schoolStars]: stars('school stars'),
      [F.courseStars]: stars('course stars'),
      [F.accommodationStars]: z.unknown().optional(),
      [F.spareTimeStars]: z.unknown().optional(),
      [F.notBookedAccommodation]: checkbox,
      [F.notBookedSpareTime]: checkbox,
      [F.text]: reviewTextField,
      [F.accommodationOption]: z.coerce
        .number({ error: 'accommodation choice is required' })
        .int({ error: 'accommodation choice must be an accommodation of the school, or 0 for none' })
        .min(0, { error: 'accommodation choice must be an accommodation of the school, or 0 for none' }),
      [F.schoolId]: z.coerce
        .number({ error: 'school must be a school id' })
        .int({ error: 'school must be a school id' })
        .positive({ error: 'school must be a school id' }),
      [F.culture]: z.enum(CULTURES, { error: `culture must be one of ${CULTURES.join(', ')}` }),
      [F.honeypot]: z.string().optional(),
    })
    .superRefine((form, context) => {
      if (form[F.start] > form[F.end])
        context.addIssue({ code: 'custom', path: [F.end], message: 'end must not be before start' });
      if (rank(form[F.progressFrom]) > rank(form[F.progressTo]) && form[F.progressTo] !== null) {
        context.addIssue({
          code: 'custom',
          path: [F.progressTo],
          message: 'progress to must not be below progress from',
        });
      }
      // Stars are asked only where they apply: "not applicable" hides them, and then they are null.
      for (const [field, toggle, label] of [
        [F.accommodationStars, F.notBookedAccommodation, 'accommodation stars'],
        [F.spareTimeStars, F.notBookedSpareTime, 'spare time stars'],
      ] as const) {
        if (form[toggle]) continue;
        const parsed = stars(label).safeParse(form[field]);
        if (!parsed.success)
          context.addIssue({
            code: 'custom',
            path: [field],
            message:
              form[field] === undefined || form[field] === ''
                ? `${label} is required`
                : parsed.error.issues[0]!.message,
          });
      }
    })
    .transform((form): ReviewSubmission => ({
      schoolId: form[F.schoolId],
      culture: form[F.culture],
      authorName: form[F.name],
      authorCountry: form[F.country],
      authorCity: form[F.city],
      start: form[F.start],
      end: form[F.end],
      progressFromLevel: form[F.progressFrom],
      progressToLevel: form[F.progressTo],
      schoolStars: form[F.schoolStars],
      courseStars: form[F.courseStars],
      accommodationStars: form[F.notBookedAccommodation] ? null : Number(form[F.accommodationStars]),
      spareTimeStars: form[F.notBookedSpareTime] ? null : Number(form[F.spareTimeStars]),
      text: form[F.text],
      accommodationOptionId: form[F.accommodationOption] === 0 ? null : form[F.accommodationOption],
    }));
}

import { z } from 'zod';
import { WEEKDAYS } from './weekday-number.ts';
import { CULTURES } from '../culture.ts';

/** A calendar date as the spec writes it: YYYY-MM-DD. */
export const isoDate = z.iso.date({ error: 'must be a date written YYYY-MM-DD' });

/** URL segments are lower-case words joined by underscores, as in the spec's country list. */
export const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:_[a-z0-9]+)*$/, { error: 'must be lower-case letters and digits joined by _' });

/** Content names weekdays in words; the domain turns them into 0 (Sunday) … 6 (Saturday). */
export const weekday = z.enum(WEEKDAYS);

/**
 * Text written per culture. English is required because every other culture falls back to it
 * (visibly: the page marks such text as English).
 */
export const localizedText = z
  .partialRecord(z.enum(CULTURES), z.string().trim().min(1))
  .refine((text) => text.en !== undefined, { error: 'needs an English (en) text' });
export type LocalizedText = z.infer<typeof localizedText>;

/**
 * A price as a school's price list writes it, in major units (260 = 260 EUR, at most two
 * decimals). The catalogue loader turns it into integer minor units before anything computes.
 */
export const price = z
  .number()
  .nonnegative({ error: 'must not be negative' })
  .refine(
    (value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    {
      error: 'must have at most two decimals',
    },
  );

/** An inclusive date range. */
export const dateRange = z
  .object({ start: isoDate, end: isoDate })
  .refine((range) => range.start <= range.end, { error: 'start must not be after end' });

/** ISO 4217 currency code. */
export const currencyCode = z.string().regex(/^[A-Z]{3}$/, { error: 'must be an ISO 4217 code such as EUR' });

export const positiveId = z.number().int().positive();

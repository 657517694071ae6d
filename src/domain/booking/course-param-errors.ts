import type { TranslationKey } from '../text/translate-fn.ts';
import type { CalcParamName, CalcParams } from './calc-params.ts';

/** The booking form's course fields: without all three the form does not say which stay to book. */
export const COURSE_PARAM_NAMES = [
  'CalcParams.Course.SelectedWeekPriceId',
  'CalcParams.Course.Start',
  'CalcParams.Course.Weeks',
] as const satisfies readonly CalcParamName[];

/** The message of a missing course field, a translation key. */
export const COURSE_MISSING: TranslationKey = 'booking.courseMissing';

/** Each calculation field in error, with its message key. */
export type CalcParamErrors = Partial<Record<CalcParamName, TranslationKey>>;

/**
 * The course fields of a posted booking form that are missing or blank, each with its message
 * (pricing model, 'Coherence of a cart'). A school page's address may leave the course out and
 * get the school's default course; a booking form may not, as the visitor never saw that course
 * priced: the form is sent back, and nothing is booked in its place. Empty when all are there.
 */
export function courseParamErrors(params: CalcParams): CalcParamErrors {
  const errors: CalcParamErrors = {};
  for (const name of COURSE_PARAM_NAMES) if ((params[name]?.trim() ?? '') === '') errors[name] = COURSE_MISSING;
  return errors;
}

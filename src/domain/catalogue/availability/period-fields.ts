import { z } from 'zod';
import { isIsoDate } from '../../dates/calendar.ts';

const date = (name: string) =>
  z
    .string({ error: `${name} is required, as a date written YYYY-MM-DD` })
    .refine(isIsoDate, { error: `${name} must be a date written YYYY-MM-DD` });

/** The dates a fully booked period is to have: the office form's fields and the API's body. */
export const periodFieldsSchema = z.object({ start: date('start'), end: date('end') });

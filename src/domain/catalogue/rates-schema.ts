import { z } from 'zod';
import { currencyCode, isoDate } from './primitives.ts';

/** Units of each currency for one unit of `base`, as the content team publishes them. */
export const ratesSchema = z.object({
  base: currencyCode,
  date: isoDate,
  rates: z.record(currencyCode, z.number().positive()),
});

export type Rates = z.infer<typeof ratesSchema>;

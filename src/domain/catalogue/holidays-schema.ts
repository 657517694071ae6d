import { z } from 'zod';
import { localizedText, slug } from './primitives.ts';

/**
 * The public holidays of one country (content/holidays/<country>.json), each named once in every
 * culture. School files name a holiday by its key, so the same holiday is translated once per
 * country, not once per school.
 */
export const holidaysSchema = z.strictObject({
  country: slug,
  holidays: z.record(slug, localizedText),
});

export type HolidaysContent = z.infer<typeof holidaysSchema>;

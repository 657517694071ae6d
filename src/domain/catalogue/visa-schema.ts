import { z } from 'zod';
import { VISA_HELP_COUNTRIES } from '../search/visa-help-countries.ts';
import { isoDate, localizedText } from './primitives.ts';

/**
 * content/visa/<country>.json: what a visitor needs to know about the visa for a language course
 * in one of the visa help countries (spec section 2). Written for citizens of Russia, whom the
 * ru culture's visa block addresses; English is required like every content text.
 */
export const visaHelpSchema = z.object({
  country: z.enum(VISA_HELP_COUNTRIES, {
    error: `must be one of the visa help countries: ${VISA_HELP_COUNTRIES.join(', ')}`,
  }),
  /** When the content team last checked the rules against the official source. */
  checked: isoDate,
  summary: localizedText,
  /** The main documents and conditions, one point each. */
  requirements: z.array(localizedText).min(1, { error: 'needs at least one requirement' }),
  processingTime: localizedText,
  officialUrl: z.url({ protocol: /^https$/, error: 'must be an https:// address' }),
});

export type VisaHelpContent = z.infer<typeof visaHelpSchema>;

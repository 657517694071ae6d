import type { VisaHelpContent } from '../catalogue/visa-schema.ts';
import { resolveText } from '../catalogue/resolve-text.ts';
import type { Culture } from '../culture.ts';
import type { VisaInfo } from './visa-info.ts';

/** The visa help of a country with its texts in the culture (English where none is written). */
export function toVisaInfo(content: VisaHelpContent, culture: Culture, countryName: string): VisaInfo {
  return {
    country: content.country,
    countryName,
    summary: resolveText(content.summary, culture),
    requirements: content.requirements.map((text) => resolveText(text, culture)),
    processingTime: resolveText(content.processingTime, culture),
    officialUrl: content.officialUrl,
  };
}

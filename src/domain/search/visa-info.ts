import type { ResolvedText } from '../catalogue/api-types.ts';

/** GET /api/search/visainfo/: visa help for one country, texts in the culture asked for (or English). */
export interface VisaInfo {
  country: string;
  countryName: string;
  summary: ResolvedText;
  requirements: ResolvedText[];
  processingTime: ResolvedText;
  officialUrl: string;
}

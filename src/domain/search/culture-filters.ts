import type { Culture } from '../culture.ts';
import { showsContent } from '../culture-content.ts';
import type { FeatureFilter } from './search-filters.ts';

/**
 * The feature filters a culture offers: 'few Russian speakers' exists only in ru (spec section 1),
 * and so does 'prepayment refunded on visa refusal', whose notice only ru shows.
 */
export function cultureFeatureFilters(culture: Culture): FeatureFilter[] {
  const filters: FeatureFilter[] = [];
  if (showsContent(culture, 'visaRefundNotice')) filters.push('returnOnVisaRejection');
  filters.push('budgetary');
  if (showsContent(culture, 'fewRussianSpeakers')) filters.push('fewRussianSpeakers');
  filters.push('avgAge30', 'inCenter', 'accredited');
  return filters;
}

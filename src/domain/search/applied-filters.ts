import { defaultSearchFilters, FEATURE_FILTERS, type FeatureFilter, type SearchFilters } from './search-filters.ts';

export type AppliedFilterKind =
  'name' | 'country' | 'city' | 'schoolType' | 'weeks' | 'maxPrice' | 'adultsOnly' | FeatureFilter;

export interface AppliedFilter {
  kind: AppliedFilterKind;
  /** The change that removes it: the filter back to its default (a country takes its city with it). */
  removal: Partial<SearchFilters>;
}

/**
 * The filters of the applied-filters bar, in the panel's order: those that narrow the results
 * beyond the language's defaults. The language is the page itself, and the sort and the housing
 * wish (on by default) order or price the results rather than narrow them, so none is listed.
 */
export function appliedFilters(filters: SearchFilters): AppliedFilter[] {
  const defaults = defaultSearchFilters({ language: filters.language });
  const applied: AppliedFilter[] = [];
  if (filters.name !== undefined) applied.push({ kind: 'name', removal: { name: undefined } });
  if (filters.schoolType !== defaults.schoolType)
    applied.push({ kind: 'schoolType', removal: { schoolType: defaults.schoolType } });
  if (filters.country !== undefined) applied.push({ kind: 'country', removal: { country: undefined } });
  if (filters.country !== undefined && filters.city !== undefined)
    applied.push({ kind: 'city', removal: { city: undefined } });
  if (filters.weeks !== defaults.weeks) applied.push({ kind: 'weeks', removal: { weeks: defaults.weeks } });
  if (filters.maxPrice !== undefined) applied.push({ kind: 'maxPrice', removal: { maxPrice: undefined } });
  if (filters.adultsOnlyMonth !== undefined)
    applied.push({ kind: 'adultsOnly', removal: { adultsOnlyMonth: undefined } });
  for (const feature of FEATURE_FILTERS)
    if (filters[feature]) applied.push({ kind: feature, removal: { [feature]: false } });
  return applied;
}

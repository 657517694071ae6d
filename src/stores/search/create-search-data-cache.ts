import type { Culture } from '#domain/culture.ts';
import type { FilterData, LanguageOption } from '#domain/search/search-answer.ts';
import type { SearchFilters } from '#domain/search/search-filters.ts';
import type { SearchView } from '#domain/search/search-view.ts';
import { showsVisaHelp } from '#domain/search/visa-help-countries.ts';
import type { VisaInfo } from '#domain/search/visa-info.ts';
import { isAbort, type SearchApi } from './search-api.ts';

const regionsKey = (filters: Pick<SearchFilters, 'language' | 'schoolType'>) =>
  `${filters.language}|${filters.schoolType}`;

/**
 * The regions and visa help the page has seen, kept for the page's life: they change only with a
 * new build of the catalogue, so going back to a language or a country asks the API once.
 */
export function createSearchDataCache(culture: Culture, initial: SearchView) {
  const filterDataCache = new Map<string, FilterData>([[regionsKey(initial.filters), initial.filterData]]);
  const visaCache = new Map<string, VisaInfo>(initial.visa ? [[initial.visa.country, initial.visa]] : []);
  return {
    /**
     * The regions of a language and programme type; reloaded says they came from the API. When
     * the API fails, the fallback region set of spec section 8: the languages known, no regions.
     */
    async filterData(
      api: SearchApi,
      filters: SearchFilters,
      languages: LanguageOption[],
      signal: AbortSignal,
    ): Promise<{ data: FilterData; reloaded: boolean }> {
      const cached = filterDataCache.get(regionsKey(filters));
      if (cached) return { data: cached, reloaded: false };
      try {
        const data = await api.filterData(filters.language, filters.schoolType, signal);
        filterDataCache.set(regionsKey(filters), data);
        return { data, reloaded: true };
      } catch (error) {
        if (isAbort(error)) throw error;
        const name = languages.find((l) => l.url === filters.language)?.name ?? filters.language;
        return {
          data: { languages, regions: { language: { name, url: filters.language }, countries: [] } },
          reloaded: true,
        };
      }
    },

    /** The visa help of the country searched, where the culture shows it; null without it. */
    async visa(api: SearchApi, filters: SearchFilters, signal: AbortSignal): Promise<VisaInfo | null> {
      if (!showsVisaHelp(culture, filters.country)) return null;
      const cached = visaCache.get(filters.country!);
      if (cached) return cached;
      try {
        const visa = await api.visaInfo(filters.country!, signal);
        visaCache.set(visa.country, visa);
        return visa;
      } catch (error) {
        if (isAbort(error)) throw error;
        // Visa help is a courtesy: without it the results still show.
        return null;
      }
    },

    /** Whether two filter states share their regions (same language and programme type). */
    sameRegions: (a: SearchFilters, b: SearchFilters) => regionsKey(a) === regionsKey(b),
  };
}

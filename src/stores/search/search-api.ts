import type { ApiEnvelope, SeoHeader } from '#domain/catalogue/api-types.ts';
import type { Culture } from '#domain/culture.ts';
import type { FilterData, FindSchoolsAnswer } from '#domain/search/search-answer.ts';
import type { SearchFilters } from '#domain/search/search-filters.ts';
import { toSearchQuery } from '#domain/search/to-search-query.ts';
import type { VisaInfo } from '#domain/search/visa-info.ts';

/** An answer that is not a success: HTTP not ok or success false (spec section 8). */
export class SearchApiError extends Error {
  constructor(path: string, reason: string) {
    super(`${path}: ${reason}`);
    this.name = 'SearchApiError';
  }
}

/** Whether an error is an aborted request, which the page ignores (spec section 8). */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException
    ? error.name === 'AbortError' || error.code === 20
    : (error as { name?: string } | null)?.name === 'AbortError';
}

async function getData<T>(fetcher: typeof fetch, path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetcher(path, { headers: { accept: 'application/json' }, ...(signal ? { signal } : {}) });
  if (!response.ok) throw new SearchApiError(path, `HTTP ${response.status}`);
  const body = (await response.json()) as ApiEnvelope<T>;
  if (!body.success) throw new SearchApiError(path, body.error.message);
  return body.data;
}

const place = (filters: Pick<SearchFilters, 'language' | 'country' | 'city'>) => {
  const params = new URLSearchParams({ language: filters.language });
  if (filters.country !== undefined) params.set('country', filters.country);
  if (filters.country !== undefined && filters.city !== undefined) params.set('city', filters.city);
  return params;
};

/** The live search API as the island calls it. */
export function searchApi(fetcher: typeof fetch, culture: Culture) {
  return {
    findSchools(filters: SearchFilters, page: number, currency: string | null, signal?: AbortSignal) {
      const params = place(filters);
      for (const [key, value] of new URLSearchParams(toSearchQuery(filters))) params.set(key, value);
      params.set('culture', culture);
      params.set('page', String(page));
      if (currency !== null) params.set('currency', currency);
      return getData<FindSchoolsAnswer>(fetcher, `/api/search/findschools/?${params}`, signal);
    },
    header(filters: SearchFilters, signal?: AbortSignal) {
      const params = place(filters);
      params.set('culture', culture);
      if (filters.name !== undefined) params.set('name', filters.name);
      return getData<SeoHeader>(fetcher, `/api/search/header/?${params}`, signal);
    },
    filterData(language: string, schoolType: string, signal?: AbortSignal) {
      return getData<FilterData>(
        fetcher,
        `/api/search/filterdata/?${new URLSearchParams({ culture, language, schooltype: schoolType })}`,
        signal,
      );
    },
    visaInfo(country: string, signal?: AbortSignal) {
      return getData<VisaInfo>(
        fetcher,
        `/api/search/visainfo/?${new URLSearchParams({ culture, name: country })}`,
        signal,
      );
    },
  };
}

export type SearchApi = ReturnType<typeof searchApi>;

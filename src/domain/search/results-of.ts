import type { FindSchoolsAnswer } from './search-answer.ts';
import type { SearchResults } from './search-view.ts';

/** The results shown for one page of a findschools answer: by the island after each search, and by the static page at the build. */
export function resultsOf(answer: FindSchoolsAnswer, displayCurrency: string | null = null): SearchResults {
  return {
    exact: answer.exact.items,
    exactCount: answer.exact.schoolsCount,
    approximate: answer.approximate.items,
    approximateCount: answer.approximate.schoolsCount,
    currency: answer.currency,
    displayCurrency,
    page: answer.page,
    hasMore: answer.hasMore,
  };
}

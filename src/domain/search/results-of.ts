import type { FindSchoolsAnswer } from './search-answer.ts';
import type { SearchResults } from './search-view.ts';

/** The results shown for one page of a findschools answer: by the island after each search, and by the static page at the build. */
export function resultsOf(answer: FindSchoolsAnswer): SearchResults {
  return {
    exact: answer.exact.items,
    exactCount: answer.exact.schoolsCount,
    approximate: answer.approximate.items,
    approximateCount: answer.approximate.schoolsCount,
    currency: answer.currency,
    page: answer.page,
    hasMore: answer.hasMore,
  };
}

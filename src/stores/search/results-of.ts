import type { FindSchoolsAnswer } from '../../domain/search/search-answer.ts';
import type { SearchResults } from '../../domain/search/search-view.ts';

/** The results shown after one page of a findschools answer. */
export function resultsOf(answer: FindSchoolsAnswer): SearchResults {
  return {
    exact: answer.exact.items,
    exactCount: answer.exact.schoolsCount,
    approximate: answer.approximate.items,
    approximateCount: answer.approximate.schoolsCount,
    page: answer.page,
    hasMore: answer.hasMore,
  };
}

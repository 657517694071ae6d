import type { SearchView } from '#domain/search/search-view.ts';
import { createJsonFiles } from './json-files.ts';

/** The search island's texts, one file a culture (search-dictionary.json), by its address. */
export const searchDictionaries = createJsonFiles<Record<string, string>>('search dictionary');

// The pages rendered at once are far fewer: a build of thousands of search pages keeps a few views.
const KEPT = 64;

/** A search page's first view (its search.json), by its address. */
export const searchViews = createJsonFiles<SearchView>('search view', KEPT);

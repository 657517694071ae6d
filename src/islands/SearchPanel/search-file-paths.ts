import type { Culture } from '#domain/culture.ts';

/** Where a culture's search island texts are served (src/pages/[culture]/search-dictionary.json.ts). */
export const searchDictionaryPath = (culture: Culture) => `/${culture}/search-dictionary.json`;

/**
 * Where a search page's first view is served, beside the page: /{culture}/{language}/…/search.json
 * and …/page/n/search.json (the search.json.ts endpoints under src/pages/[culture]/[language]/).
 */
export const searchViewPath = (searchPagePath: string) => `${searchPagePath}search.json`;

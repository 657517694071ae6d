/** The search island says so on the document once its store runs: its held controls are released then. */
export const SEARCH_STARTED_EVENT = 'linguatrips:search-started';

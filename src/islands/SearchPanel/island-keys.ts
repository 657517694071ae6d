/** The dictionary keys (prefixes) the search island reads; the page passes only these. */
export const SEARCH_ISLAND_KEY_PREFIXES = [
  'search.',
  'card.',
  'feature.',
  'stars.',
  'newsletter.',
  'visa.',
  'benefits.',
  'home.schoolsCount',
  'course.noPrices',
  'nav.breadcrumbs',
  'bookingModal.fieldIsRequired',
  'shortlist.save',
  'shortlist.savedNote',
  'shortlist.removedNote',
  'shortlist.fullNote',
] as const;

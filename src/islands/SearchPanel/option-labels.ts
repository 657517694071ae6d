import type { ProgrammeType } from '#domain/catalogue/school-schema.ts';
import type { FeatureFilter, SearchSort } from '#domain/search/search-filters.ts';
import type { Translate } from '#i18n/translate-with-dictionary.ts';

// Written out key by key so that check:i18n sees every key the island uses.

/** The label of each programme type. */
export const schoolTypeLabels = (t: Translate): Record<ProgrammeType, string> => ({
  languageschool: t('search.schoolType.languageschool'),
  languagecamp: t('search.schoolType.languagecamp'),
  familyprogram: t('search.schoolType.familyprogram'),
  highereducation: t('search.schoolType.highereducation'),
});

/** The label of each sort order. */
export const sortLabels = (t: Translate): Record<SearchSort, string> => ({
  popularity: t('search.sort.popularity'),
  highRatingFirst: t('search.sort.highRatingFirst'),
  expensiveFirst: t('search.sort.expensiveFirst'),
  cheapFirst: t('search.sort.cheapFirst'),
});

/** The label of each feature filter: the card's badge text. */
export const featureLabels = (t: Translate): Record<FeatureFilter, string> => ({
  returnOnVisaRejection: t('feature.returnDeposit'),
  budgetary: t('feature.budgetary'),
  fewRussianSpeakers: t('feature.fewRussianSpeakers'),
  avgAge30: t('feature.avgAge30'),
  inCenter: t('feature.inCenter'),
  accredited: t('feature.accredited'),
});

import { quotedWeeks } from '../catalogue/course-price-from.ts';
import type { Rates } from '../catalogue/rates-schema.ts';
import type { SchoolContent } from '../catalogue/school-schema.ts';
import { schoolPhotoPaths } from '../catalogue/school-photo-paths.ts';
import { plainPhotoAddress, type PhotoAddress } from '../photos/photo-address.ts';
import { schoolPriceFrom } from '../catalogue/school-price-from.ts';
import { convertMoney } from '../money/convert-money.ts';
import { normaliseSearchText } from './normalise-search-text.ts';
import type { SearchEntry } from './search-entry.ts';
import { NO_PRICE, weeklyPriceTable } from './weekly-price-table.ts';

export interface SearchEntryContext {
  meanRating: number;
  reviewsCount: number;
  rates: Pick<Rates, 'base' | 'rates'>;
  /** Where a photo is linked (its content-hashed copy); the plain address when absent. */
  photoAddress?: PhotoAddress;
}

/**
 * Prepares a school (money in minor units) for the search index. A price whose currency has no
 * rate cannot be compared with others and sorts as having none.
 */
export function toSearchEntry(school: SchoolContent, context: SearchEntryContext): SearchEntry {
  const comparable = (amount: number) =>
    amount === NO_PRICE ? NO_PRICE : (convertMoney(amount, school.currency, context.rates.base, context.rates)?.amount ?? NO_PRICE);
  const priceByWeeks = weeklyPriceTable(school.courses);
  const fallbackPrice = schoolPriceFrom(school.courses) ?? { price: 0, weeks: quotedWeeks(school.courses[0]!) };
  return {
    id: school.id,
    slug: school.slug,
    name: school.name,
    nameEn: school.nameEn,
    searchText: normaliseSearchText(`${school.name} ${school.nameEn} ${school.slug}`),
    languages: school.languages,
    country: school.country,
    city: school.city,
    programmeTypes: school.programmeTypes,
    hasAccommodation: school.accommodations.length > 0,
    returnDeposit: school.returnDepositOnVisaRejection,
    budgetary: school.features.budgetary,
    fewRussianSpeakers: school.features.fewRussianSpeakers,
    avgAge30: school.features.avgAge30,
    inCenter: school.features.inCityCentre,
    popularity: school.popularity,
    meanRating: context.meanRating,
    reviewsCount: context.reviewsCount,
    minAge: Math.min(...school.courses.map((course) => course.minAge)),
    currency: school.currency,
    priceByWeeks,
    comparablePriceByWeeks: priceByWeeks.map(comparable),
    fallbackPrice,
    comparableFallbackPrice: fallbackPrice.price > 0 ? comparable(fallbackPrice.price) : NO_PRICE,
    promotions: school.promotions,
    photoStoragePath: (context.photoAddress ?? plainPhotoAddress)(schoolPhotoPaths(school.slug, 1)[0]!),
  };
}

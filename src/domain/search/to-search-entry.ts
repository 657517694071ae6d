import { quotedWeeks } from '../catalogue/course-price-from.ts';
import type { Rates } from '../catalogue/rates-schema.ts';
import type { PricedSchool } from '../catalogue/school-schema.ts';
import { schoolPhotoPaths } from '../catalogue/school-paths.ts';
import { plainPhotoAddress, type PhotoAddress } from '../photos/photo-address.ts';
import { schoolPriceFrom } from '../catalogue/school-price-from.ts';
import { adultsOnlyMonths } from '../catalogue/shown-class-mix.ts';
import { convertMoney } from '../money/convert-money.ts';
import { normaliseSearchText } from './normalise-search-text.ts';
import { allInPriceTable, obligatoryFees } from './all-in-price-table.ts';
import type { AllInPrices, SearchEntry } from './search-entry.ts';
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
export function toSearchEntry(school: PricedSchool, context: SearchEntryContext): SearchEntry {
  const comparable = (amount: number) =>
    amount === NO_PRICE
      ? NO_PRICE
      : (convertMoney(amount, school.currency, context.rates.base, context.rates)?.amount ?? NO_PRICE);
  const priceByWeeks = weeklyPriceTable(school.courses);
  const fallbackPrice = schoolPriceFrom(school.courses) ?? { price: 0, weeks: quotedWeeks(school.courses[0]!) };
  const allIn = (withHousing: boolean): AllInPrices => {
    const byWeeks = allInPriceTable(priceByWeeks, school.fees, withHousing);
    const fallback =
      fallbackPrice.price > 0
        ? {
            price: fallbackPrice.price + obligatoryFees(school.fees, fallbackPrice.weeks, withHousing),
            weeks: fallbackPrice.weeks,
          }
        : fallbackPrice;
    return {
      byWeeks,
      comparableByWeeks: byWeeks.map(comparable),
      fallback,
      comparableFallback: fallback.price > 0 ? comparable(fallback.price) : NO_PRICE,
    };
  };
  const hasAccommodation = school.accommodations.length > 0;
  const withoutHousing = allIn(false);
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
    hasAccommodation,
    returnDeposit: school.returnDepositOnVisaRejection,
    budgetary: school.features.budgetary,
    fewRussianSpeakers: school.features.fewRussianSpeakers,
    avgAge30: school.features.avgAge30,
    inCenter: school.features.inCityCentre,
    accreditations: school.facts.accreditations,
    adultsOnlyMonths: adultsOnlyMonths(school.facts.classMix),
    popularity: school.popularity,
    meanRating: context.meanRating,
    reviewsCount: context.reviewsCount,
    minAge: Math.min(...school.courses.map((course) => course.minAge)),
    currency: school.currency,
    priceByWeeks,
    comparablePriceByWeeks: priceByWeeks.map(comparable),
    fallbackPrice,
    comparableFallbackPrice: fallbackPrice.price > 0 ? comparable(fallbackPrice.price) : NO_PRICE,
    // A school without housing books none, so a search asking for housing adds no placement fee.
    allIn: { withHousing: hasAccommodation ? allIn(true) : withoutHousing, withoutHousing },
    promotions: school.promotions,
    photoStoragePath: (context.photoAddress ?? plainPhotoAddress)(schoolPhotoPaths(school.slug, school.photos)[0]!),
  };
}

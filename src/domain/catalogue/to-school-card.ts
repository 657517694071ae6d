import type { Culture } from '../culture.ts';
import type { SchoolCard, SchoolRating } from './api-types.ts';
import type { Places } from './place-schema.ts';
import type { PricedSchool } from './school-schema.ts';
import { cityName, countryName } from './place-names.ts';
import { currencyOf } from './currency-of.ts';
import { isSuperDiscount } from './is-super-discount.ts';
import { quotedWeeks } from './course-price-from.ts';
import { schoolLink, schoolPhotoPaths } from './school-paths.ts';
import { plainPhotoAddress, type PhotoAddress } from '../photos/photo-address.ts';
import { schoolPriceFrom } from './school-price-from.ts';

export interface SchoolCardContext {
  culture: Culture;
  places: Places;
  rating: SchoolRating;
  reviewsCount: number;
  /** YYYY-MM-DD, for promotions that run for a time. */
  today: string;
  /** Where a photo is linked (its content-hashed copy); the plain address when absent. */
  photoAddress?: PhotoAddress;
}

/** A school as a search result card, in the culture's language, priced from its cheapest course. */
export function toSchoolCard(school: PricedSchool, context: SchoolCardContext): SchoolCard {
  const { culture, places } = context;
  const country = places.countries.find((c) => c.slug === school.country);
  const city = places.cities.find((c) => c.slug === school.city);
  // A school whose courses have no price at all still lists; its card shows the plain course length.
  const quote = schoolPriceFrom(school.courses) ?? { price: 0, weeks: quotedWeeks(school.courses[0]!) };
  return {
    id: school.id,
    slug: school.slug,
    name: school.name,
    programmeTypes: school.programmeTypes,
    languages: school.languages,
    language: school.languages[0]!,
    country: school.country,
    countryName: country ? countryName(country.iso, culture) : school.country,
    city: school.city,
    cityName: city ? cityName(city, culture) : school.city,
    minAge: Math.min(...school.courses.map((course) => course.minAge)),
    price: quote.price,
    weeks: quote.weeks,
    currency: currencyOf(school.currency, culture),
    returnDeposit: school.returnDepositOnVisaRejection,
    isSuperDiscount: isSuperDiscount(school.promotions, context.today),
    meanRating: context.rating.overall,
    r_count: context.reviewsCount,
    photoStoragePath: (context.photoAddress ?? plainPhotoAddress)(schoolPhotoPaths(school.slug, school.photos)[0]!),
    link: schoolLink(school),
    hasAccommodation: school.accommodations.length > 0,
    popularity: school.popularity,
    isBudgetary: school.features.budgetary,
    fewRussianSpeakers: school.features.fewRussianSpeakers,
    isAvgAge30: school.features.avgAge30,
    isInCenterOfCity: school.features.inCityCentre,
    accreditations: school.facts.accreditations,
  };
}

import type { Culture } from '../culture.ts';
import type { ReviewData, SchoolData, SchoolRating } from './api-types.ts';
import type { Places } from './place-schema.ts';
import type { PricedSchool } from './school-schema.ts';
import { cityName } from './place-names.ts';
import { currencyOf } from './currency-of.ts';
import { resolveText } from './resolve-text.ts';
import { schoolNavigations } from './school-navigations.ts';
import { schoolPhotoPaths } from './school-paths.ts';
import { plainPhotoAddress, type PhotoAddress } from '../photos/photo-address.ts';
import { photoEntries } from '../photos/catalogue-photo-list.ts';
import { toAccommodationData } from './to-accommodation-data.ts';
import { toCourseData } from './to-course-data.ts';
import { toPromotionRules } from './to-cart-school.ts';
import { ratingBreakdown, type RatingBreakdown } from './rating-breakdown.ts';

export interface SchoolDataContext {
  culture: Culture;
  places: Places;
  rating: SchoolRating;
  /** Counts per mark and per star of the same reviews; none when absent. */
  breakdown?: RatingBreakdown;
  review: ReviewData | null;
  reviewsCount: number;
  /** Where terms files are served from (BLOB_STORAGE_URL), without a trailing slash. */
  blobStorageUrl: string;
  /** Where a photo is linked (its content-hashed copy); the plain address when absent. */
  photoAddress?: PhotoAddress;
}

/** Everything the school page shows, with texts resolved for the culture (English where missing), at the prices of the list it was priced with. */
export function toSchoolData(school: PricedSchool, context: SchoolDataContext): SchoolData {
  const { culture } = context;
  const city = context.places.cities.find((c) => c.slug === school.city);
  const photoAddress = context.photoAddress ?? plainPhotoAddress;
  const photos = schoolPhotoPaths(school.slug, school.photos).map(photoAddress);
  return {
    id: school.id,
    slug: school.slug,
    culture,
    name: school.name,
    nameEn: school.nameEn,
    programmeTypes: school.programmeTypes,
    language: school.languages[0]!,
    country: school.country,
    city: school.city,
    shortDescription: resolveText(school.shortDescription, culture),
    longDescription: resolveText(school.longDescription, culture),
    bookingKnowledge: resolveText(school.bookingKnowledge, culture),
    schoolRating: context.rating,
    ratingBreakdown: context.breakdown ?? ratingBreakdown([]),
    terms: `${context.blobStorageUrl}/terms/${school.terms}`,
    returnDepositOnVisaRejection: school.returnDepositOnVisaRejection,
    fullPaymentRequired: school.fullPaymentRequired,
    currency: currencyOf(school.currency, culture),
    lessonDuration: school.lessonDuration,
    addressInCity: school.addressInCity,
    cityNameEn: city ? cityName(city, 'en') : school.city,
    postalCode: school.postalCode,
    latitude: school.latitude,
    longtitude: school.longitude,
    navigations: schoolNavigations(school, context.places, culture),
    nonWorkingDays: school.nonWorkingDays.map((day) => ({ date: day.date, name: resolveText(day.name, culture).text })),
    mainPhotoUrl: photos[0]!,
    photos,
    photoAlts: photoEntries(school.photos).map((photo) => (photo.alt ? resolveText(photo.alt, culture).text : null)),
    features: school.features,
    deposit: school.deposit,
    fees: school.fees,
    courses: school.courses.map((course) => toCourseData(course, culture)),
    accommodations: school.accommodations.map((housing) =>
      toAccommodationData(housing, school.slug, culture, photoAddress),
    ),
    transfers: school.transfers.map((t) => ({
      id: t.id,
      name: resolveText(t.name, culture).text,
      oneWayPrice: t.oneWayPrice,
      twoWayPrice: t.twoWayPrice,
    })),
    promotions: school.promotions.map((p) => ({ ...toPromotionRules(p), name: resolveText(p.name, culture).text })),
    priceLists: school.priceLists,
    review: context.review,
    reviewsCount: context.reviewsCount,
    facts: school.facts,
    countryCode: context.places.countries.find((c) => c.slug === school.country)?.iso ?? '',
  };
}

/**
 * The shapes the catalogue API answers with (spec section 3), shared by the server that builds
 * them, the static build that renders them and the islands that read them. Money is integer
 * minor units; texts are already resolved for the requested culture.
 */
import type { RatingBreakdown } from './rating-breakdown.ts';
import type { AccreditationBody } from './accreditation-bodies.ts';
import type { SchoolFacts } from './school-facts-schema.ts';
import type { Culture } from '../culture.ts';
import type { ProgrammeType } from './school-schema.ts';
import type { Schedule } from './schedule-schema.ts';
import type { PriceList } from './price-list-schema.ts';
import type { HousingPhotoUrls } from '../photos/housing-photo-urls.ts';

/** Every answer is wrapped like this (spec section 7). */
export type ApiEnvelope<T> =
  { success: true; data: T } | { success: false; error: { field?: string; message: string } };

export interface Currency {
  symbol: string;
  isoCode: string;
}

/** A text resolved for a culture; `lang` says which culture it really is in (fallback to en is shown). */
export interface ResolvedText {
  text: string;
  lang: Culture;
}

export interface Navigation {
  name: string;
  /** The URL segment (language, country or city slug). */
  url: string;
}

export interface SchoolRating {
  overall: number;
  school: number;
  accommodation: number;
  course: number;
  spareTime: number;
}

export interface WeekPriceData {
  id: number;
  lessonsPerWeek: number;
  schedule: Schedule;
  pricePerWeek: number;
}

export interface CourseData {
  id: number;
  name: string;
  nameEn: string;
  type: string;
  description: ResolvedText;
  minAge: number;
  maxAge: number;
  lessonDuration: number;
  studentsPerClass: number;
  minWeeks: number;
  maxWeeks: number;
  /** 0 = Sunday … 6 = Saturday. */
  startDay: number;
  endDay: number;
  isAccommodationRequired: boolean;
  availableOnSpecificDatesOnly: boolean;
  registrationInSpecificDates: boolean;
  availableDates: { start: string; end: string }[];
  courseWeeks: { from: number; to: number | null; prices: WeekPriceData[] }[];
  seasonSupplements: { start: string; end: string; perWeek: number }[];
}

export interface AccommodationData {
  id: number;
  name: string;
  description: ResolvedText;
  type: string;
  minAge: number;
  minutesToSchool: number;
  byTransport: boolean;
  foodDescription: ResolvedText;
  mainPhotoPath: string;
  photos: number;
  arrivalDay: number;
  departureDay: number;
  availabilityOptions: { start: string; end: string; status: number; fullyBooked: number }[];
  rooms: {
    id: number;
    roomFor: number;
    enSuite: boolean;
    onlyBookedTogether: boolean;
    minWeeks: number;
    maxWeeks: number | null;
  }[];
  foods: { id: number; type: string; name: string }[];
  prices: {
    roomId: number;
    foodId: number;
    pricePerWeek: number;
    pricePerExtraNight: number | null;
    seasonSupplements: { start: string; end: string; perWeek: number }[];
  }[];
  our: boolean;
  transferRequired: boolean;
  minWeeks: number;
}

/** One housing photo as GET /api/school/GetAccommodationPhotos answers it: its files and its alt text in the culture. */
export interface AccommodationPhotoData extends HousingPhotoUrls {
  alt: string;
}

/** Every photo of one housing option (spec section 7, accommodation photos). */
export interface AccommodationPhotosData {
  id: number;
  schoolId: number;
  /** The id that names this housing alone (catalogue-accommodation-id.ts). */
  catalogueId: number;
  name: string;
  photos: AccommodationPhotoData[];
}

export interface TransferData {
  id: number;
  name: string;
  oneWayPrice: number;
  twoWayPrice: number;
}

export interface PromotionData {
  id: number;
  name: string;
  kind: 'percent' | 'fixed';
  /** Percent for 'percent', minor units for 'fixed'. */
  value: number;
  appliesTo: 'course' | 'accommodation' | 'total';
  minWeeks: number | null;
  bookingWindow: { start: string; end: string } | null;
  startWindow: { start: string; end: string } | null;
}

export interface ReviewData {
  id: number;
  /** The language the review is written in, for the text's lang attribute. */
  culture: Culture;
  authorName: string;
  authorCountry: string;
  authorCity: string;
  authorPhotoStoragePath: string | null;
  meanRating: number;
  creationDate: string;
  start: string;
  approveDate: string;
  text: string;
  photos: { id: number; storagePath: string }[];
  /**
   * Written from the invitation of a booking made with us: the course's first day, its weeks and
   * the course's name in the page's culture (null if the school no longer lists it); null: not verified.
   */
  verified: { start: string; weeks: number; course: string | null } | null;
  /** The school's answer, published by staff, and its day. */
  reply: { text: string; date: string } | null;
}

/** A review on the home page: the review and the id of the school it is about. */
export interface RecentReviewData extends ReviewData {
  schoolId: number;
}

/**
 * A page of a school's approved reviews (GET /api/school/reviews/, spec section 7: items and
 * total), with the school's overall rating beside them, so the reviews island shows both as
 * they are now, not as they were at the last build.
 */
export interface ReviewsPageData {
  items: ReviewData[];
  total: number;
  /** The school's overall rating (0–5, one decimal; 0 without reviews), as schoolRating.overall. */
  rating: number;
}

/** The school page's data (spec section 3 'School' plus what the page lists). */
export interface SchoolData {
  id: number;
  slug: string;
  culture: Culture;
  name: string;
  nameEn: string;
  programmeTypes: ProgrammeType[];
  language: string;
  country: string;
  city: string;
  shortDescription: ResolvedText;
  longDescription: ResolvedText;
  bookingKnowledge: ResolvedText;
  schoolRating: SchoolRating;
  /** The number of approved reviews, of ratings per mark, and of reviews per star (5 to 1). */
  ratingBreakdown: RatingBreakdown;
  terms: string;
  returnDepositOnVisaRejection: boolean;
  fullPaymentRequired: boolean;
  currency: Currency;
  lessonDuration: number;
  addressInCity: string;
  cityNameEn: string;
  postalCode: string;
  latitude: number;
  /** Spelled so in the spec. */
  longtitude: number;
  /** Language, country, city: name and URL segment; the page prefixes the culture. */
  navigations: Navigation[];
  nonWorkingDays: { date: string; name: string }[];
  mainPhotoUrl: string;
  photos: string[];
  /** Each photo's alt text from the office in the culture (English where it has none), null where it has none at all. */
  photoAlts: (string | null)[];
  features: { budgetary: boolean; fewRussianSpeakers: boolean; avgAge30: boolean; inCityCentre: boolean };
  deposit: number;
  fees: {
    registration: number;
    books: number;
    booksPaidInSchool: boolean;
    courier: { amount: number; fromWeeks: number } | null;
    accommodationPlacement: number;
  };
  courses: CourseData[];
  accommodations: AccommodationData[];
  transfers: TransferData[];
  promotions: PromotionData[];
  /**
   * Every price list of the school, money in minor units. The courses, housing and transfers above
   * carry the shown list's prices (shownPriceList); a cart is priced by the list in force on its dates.
   */
  priceLists: PriceList[];
  /** The newest approved review, for the teaser. */
  review: ReviewData | null;
  reviewsCount: number;
  /** Accreditations, founding year, size, ages and class mix, as the school file gives them. */
  facts: SchoolFacts;
  /** ISO 3166-1 alpha-2 code of the school's country (for its postal address). */
  countryCode: string;
}

/** A school as listed on a search page (spec section 3 'Search school card'). */
export interface SchoolCard {
  id: number;
  slug: string;
  name: string;
  programmeTypes: ProgrammeType[];
  languages: string[];
  language: string;
  country: string;
  countryName: string;
  city: string;
  cityName: string;
  minAge: number;
  /** Cheapest course total for `weeks` weeks (max(2, minWeeks)), minor units; 0 when no course has a price. */
  price: number;
  weeks: number;
  currency: Currency;
  returnDeposit: boolean;
  isSuperDiscount: boolean;
  meanRating: number;
  r_count: number;
  photoStoragePath: string;
  /** Path after the culture: language/country/city/school/ */
  link: string;
  hasAccommodation: boolean;
  popularity: number;
  isBudgetary: boolean;
  fewRussianSpeakers: boolean;
  isAvgAge30: boolean;
  isInCenterOfCity: boolean;
  /** Accreditations and memberships (keys of ACCREDITATION_BODIES), as the school file lists them. */
  accreditations: AccreditationBody[];
}

/** Region data per language (spec section 3). */
export interface RegionCity {
  name: string;
  nameEn: string;
  url: string;
  schools: number;
}
export interface RegionCountry {
  name: string;
  nameEn: string;
  url: string;
  schools: number;
  cities: RegionCity[];
}
export interface RegionsData {
  language: { name: string; url: string };
  countries: RegionCountry[];
}

export interface SeoHeader {
  title: string;
  header: string;
  /** The page's body text (plain, paragraphs separated by a blank line), when the content team wrote one. */
  text?: string;
}

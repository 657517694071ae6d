/**
 * The parts of a school's catalogue data that the cart and price rules read. SchoolData is
 * assignable to CartSchool, so the page passes its data as it is, while tests and generators
 * build only what the rules look at. The key lists below are the one place that says which
 * fields these are: the types are drawn from them, and cartSchoolOf picks by them.
 */
import type { AccommodationData, CourseData, PromotionData, SchoolData, TransferData } from '../catalogue/api-types.ts';

const SCHOOL_RULE_KEYS = [
  'id',
  'currency',
  'deposit',
  'fullPaymentRequired',
  'fees',
  'priceLists',
] as const satisfies readonly (keyof SchoolData)[];
const COURSE_RULE_KEYS = [
  'id',
  'minAge',
  'maxAge',
  'minWeeks',
  'maxWeeks',
  'startDay',
  'endDay',
  'isAccommodationRequired',
  'availableOnSpecificDatesOnly',
  'registrationInSpecificDates',
  'availableDates',
  'courseWeeks',
  'seasonSupplements',
] as const satisfies readonly (keyof CourseData)[];
const ACCOMMODATION_RULE_KEYS = [
  'id',
  'arrivalDay',
  'departureDay',
  'availabilityOptions',
  'rooms',
  'foods',
  'prices',
  'transferRequired',
  'minWeeks',
  'minAge',
] as const satisfies readonly (keyof AccommodationData)[];
const TRANSFER_RULE_KEYS = ['id', 'oneWayPrice', 'twoWayPrice'] as const satisfies readonly (keyof TransferData)[];
const PROMOTION_RULE_KEYS = [
  'id',
  'kind',
  'value',
  'appliesTo',
  'minWeeks',
  'bookingWindow',
  'startWindow',
] as const satisfies readonly (keyof PromotionData)[];

export type CourseRules = Pick<CourseData, (typeof COURSE_RULE_KEYS)[number]>;
export type AccommodationRules = Pick<AccommodationData, (typeof ACCOMMODATION_RULE_KEYS)[number]>;
export type RoomRules = AccommodationRules['rooms'][number];
export type TransferRules = Pick<TransferData, (typeof TRANSFER_RULE_KEYS)[number]>;
export type PromotionRules = Pick<PromotionData, (typeof PROMOTION_RULE_KEYS)[number]>;

export interface CartSchool extends Pick<SchoolData, (typeof SCHOOL_RULE_KEYS)[number]> {
  courses: CourseRules[];
  accommodations: AccommodationRules[];
  transfers: TransferRules[];
  promotions: PromotionRules[];
}

type Named<T> = T & { name: string };

/** The rules of a school's page data, with the names the cart shows for its courses, housings and transfers. */
export interface NamedCartSchool extends CartSchool {
  courses: Named<CourseRules>[];
  accommodations: Named<AccommodationRules>[];
  transfers: Named<TransferRules>[];
}

function pick<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) picked[key] = value[key];
  return picked;
}

/**
 * What the cart and price rules read of a school's page data, and nothing else (the page's
 * descriptions and tables stay out of the cart island's props), plus the names the cart shows.
 */
export function cartSchoolOf(data: SchoolData): NamedCartSchool {
  return {
    ...pick(data, SCHOOL_RULE_KEYS),
    courses: data.courses.map((course) => ({ ...pick(course, COURSE_RULE_KEYS), name: course.name })),
    accommodations: data.accommodations.map((housing) => ({
      ...pick(housing, ACCOMMODATION_RULE_KEYS),
      name: housing.name,
    })),
    transfers: data.transfers.map((transfer) => ({ ...pick(transfer, TRANSFER_RULE_KEYS), name: transfer.name })),
    promotions: data.promotions.map((promotion) => pick(promotion, PROMOTION_RULE_KEYS)),
  };
}

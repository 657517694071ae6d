import type { AccommodationContent, AccommodationFile } from './accommodation-schema.ts';
import type { CourseContent, CourseFile } from './course-schema.ts';
import type { PriceList } from './price-list-schema.ts';
import { coursePricesIn, housingRowsIn, transferIn } from './read-price-list.ts';
import type { PricedSchool, SchoolContent, TransferContent, TransferFile } from './school-schema.ts';

/** A course with one list's prices (an option the list does not price is left out). */
export function pricedCourse(course: CourseFile, list: PriceList): CourseContent {
  const prices = coursePricesIn(list, course.id);
  return {
    ...course,
    courseWeeks: course.courseWeeks.map(({ options, ...range }) => ({ ...range, prices: prices.options(options) })),
    seasonSupplements: prices.seasonSupplements,
  };
}

/** A housing with one list's rows for the pairs it offers. */
export function pricedAccommodation(housing: AccommodationFile, list: PriceList): AccommodationContent {
  return { ...housing, prices: housingRowsIn(list, housing.id, housing.offers) };
}

/** The transfers a list prices, with its prices. */
export function pricedTransfers(transfers: readonly TransferFile[], list: PriceList): TransferContent[] {
  return transfers.flatMap((transfer) => transferIn(transfer, list) ?? []);
}

/** The school with one of its lists' prices filled in; it keeps every list for the price rules. */
export function pricedSchool(school: SchoolContent, list: PriceList): PricedSchool {
  return {
    ...school,
    courses: school.courses.map((course) => pricedCourse(course, list)),
    accommodations: school.accommodations.map((housing) => pricedAccommodation(housing, list)),
    transfers: pricedTransfers(school.transfers, list),
  };
}

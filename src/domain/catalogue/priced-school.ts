import type { AccommodationContent, AccommodationFile } from './accommodation-schema.ts';
import type { CourseContent, CourseFile } from './course-schema.ts';
import type { PriceList } from './price-list-schema.ts';
import type { PricedSchool, SchoolContent, TransferContent, TransferFile } from './school-schema.ts';

/**
 * A course with one list's prices: each option gets its weekly price (an option the list does not
 * price is left out, so it is never priced at zero), and the course gets the list's supplements.
 */
export function pricedCourse(course: CourseFile, list: PriceList): CourseContent {
  const prices = list.courses.find((entry) => entry.courseId === course.id);
  const weekly = new Map(prices?.options.map((option) => [option.weekPriceId, option.pricePerWeek]));
  return {
    ...course,
    courseWeeks: course.courseWeeks.map(({ options, ...range }) => ({
      ...range,
      prices: options.flatMap((option) => {
        const pricePerWeek = weekly.get(option.id);
        return pricePerWeek === undefined ? [] : [{ ...option, pricePerWeek }];
      }),
    })),
    seasonSupplements: prices?.seasonSupplements ?? [],
  };
}

/** A housing with one list's rows for the pairs it offers. */
export function pricedAccommodation(housing: AccommodationFile, list: PriceList): AccommodationContent {
  const rows = list.accommodations.find((entry) => entry.accommodationId === housing.id)?.prices ?? [];
  const offered = new Set(housing.offers.map((offer) => `${offer.roomId}/${offer.foodId}`));
  return { ...housing, prices: rows.filter((row) => offered.has(`${row.roomId}/${row.foodId}`)) };
}

/** The transfers a list prices, with its prices. */
export function pricedTransfers(transfers: readonly TransferFile[], list: PriceList): TransferContent[] {
  return transfers.flatMap((transfer) => {
    const prices = list.transfers.find((entry) => entry.transferId === transfer.id);
    return prices ? [{ ...transfer, oneWayPrice: prices.oneWayPrice, twoWayPrice: prices.twoWayPrice }] : [];
  });
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

import type { PriceList, RoomPrice } from './price-list-schema.ts';

/**
 * How one list prices a course: `options` gives each option its weekly price and leaves out an
 * option the list does not price, so it is never priced at zero; the supplements are the list's.
 */
export function coursePricesIn(list: PriceList, courseId: number) {
  const entry = list.courses.find((prices) => prices.courseId === courseId);
  const weekly = new Map(entry?.options.map((option) => [option.weekPriceId, option.pricePerWeek]));
  return {
    options: <Option extends { id: number }>(options: readonly Option[]) =>
      options.flatMap((option) => {
        const pricePerWeek = weekly.get(option.id);
        return pricePerWeek === undefined ? [] : [{ ...option, pricePerWeek }];
      }),
    seasonSupplements: entry?.seasonSupplements ?? [],
  };
}

/** A list's rows for a housing, only those of the (room, meal plan) pairs it offers. */
export function housingRowsIn(
  list: PriceList,
  housingId: number,
  offered: readonly { roomId: number; foodId: number }[],
): RoomPrice[] {
  const rows = list.accommodations.find((prices) => prices.accommodationId === housingId)?.prices ?? [];
  const pairs = new Set(offered.map((pair) => `${pair.roomId}/${pair.foodId}`));
  return rows.filter((row) => pairs.has(`${row.roomId}/${row.foodId}`));
}

/** A transfer with a list's prices; undefined when the list does not price it. */
export function transferIn<Transfer extends { id: number }>(transfer: Transfer, list: PriceList) {
  const prices = list.transfers.find((entry) => entry.transferId === transfer.id);
  return prices && { ...transfer, oneWayPrice: prices.oneWayPrice, twoWayPrice: prices.twoWayPrice };
}

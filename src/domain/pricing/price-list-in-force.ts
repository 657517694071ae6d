import type { PriceList } from '../catalogue/price-list-schema.ts';

type Period = Pick<PriceList, 'validFrom' | 'validTo'>;

/**
 * The list in force on a day (YYYY-MM-DD): the one whose [validFrom, validTo] holds it. A
 * school's lists never overlap (the school schema refuses it), so there is at most one.
 */
export function priceListInForce<List extends Period>(lists: readonly List[], day: string): List | undefined {
  return lists.find((list) => list.validFrom <= day && day <= list.validTo);
}

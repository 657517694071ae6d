import type { PriceList } from './price-list-schema.ts';
import type { PricedSchool, SchoolContent } from './school-schema.ts';
import { addDays } from '../dates/calendar.ts';
import { priceListInForce } from '../pricing/price-list-in-force.ts';
import { pricedSchool } from './priced-school.ts';

type Period = Pick<PriceList, 'validFrom' | 'validTo'>;

/**
 * How far after today a page looks for the list it shows: courses start on one weekday of every
 * week, so a week ahead is the latest first bookable start of a weekly course.
 */
export const SHOWN_PRICES_DAYS_AHEAD = 7;

/**
 * The list whose prices a page shows before a visitor picks dates (the school page's tables, the
 * 'from' prices of cards, search and compare): the list in force on the first bookable start,
 * taken as a week after today. When none is in force then, the next list to take effect; when
 * every list has ended, the last one (the cart then refuses every date with noPriceList, and the
 * page still shows the school's latest prices rather than none).
 */
export function shownPriceList<List extends Period>(lists: readonly List[], today: string): List {
  const day = addDays(today, SHOWN_PRICES_DAYS_AHEAD);
  const inForce = priceListInForce(lists, day);
  if (inForce) return inForce;
  const sorted = [...lists].sort((a, b) => (a.validFrom < b.validFrom ? -1 : 1));
  const shown = sorted.find((list) => list.validFrom > day) ?? sorted.at(-1);
  if (!shown) throw new RangeError('a school needs at least one price list');
  return shown;
}

/** The school with the prices its pages show on `today` filled in (shownPriceList). */
export function shownPricedSchool(school: SchoolContent, today: string): PricedSchool {
  return pricedSchool(school, shownPriceList(school.priceLists, today));
}

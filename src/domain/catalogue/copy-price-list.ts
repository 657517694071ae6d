import { percentOf } from '../money/percent-of.ts';
import type { PriceList } from './price-list-schema.ts';

/**
 * A day one year later; 29 February becomes 28 February at the end of a period and 1 March at
 * its start, so a copied period never gains or loses a leap day it cannot hold.
 */
export function sameDayNextYear(day: string, end: 'start' | 'end'): string {
  const year = Number(day.slice(0, 4)) + 1;
  const monthDay = day.slice(5);
  if (monthDay !== '02-29') return `${year}-${monthDay}`;
  return end === 'end' ? `${year}-02-28` : `${year}-03-01`;
}

/**
 * A price (minor units) changed by a percentage with up to two decimals, negative for a cut: the
 * change is rounded half up to the minor unit once, as the pricing model rounds percents.
 */
export function changedPrice(price: number, percent: number): number {
  const change = percentOf(price, Math.abs(percent));
  return percent < 0 ? Math.max(0, price - change) : price + change;
}

/**
 * Next year's price list made from this one (issue 31: staff copy a list and edit it before it
 * takes effect): the same period and season supplement periods one year later, every weekly,
 * extra-night, supplement and transfer price changed by `percent`. Money is in minor units, as
 * the catalogue holds it once loaded.
 */
export function copyPriceListToNextYear(list: PriceList, change: { id: number; percent: number }): PriceList {
  const price = (amount: number) => changedPrice(amount, change.percent);
  const supplements = (periods: PriceList['courses'][number]['seasonSupplements']) =>
    periods.map((s) => ({
      start: sameDayNextYear(s.start, 'start'),
      end: sameDayNextYear(s.end, 'end'),
      perWeek: price(s.perWeek),
    }));
  return {
    id: change.id,
    validFrom: sameDayNextYear(list.validFrom, 'start'),
    validTo: sameDayNextYear(list.validTo, 'end'),
    courses: list.courses.map((course) => ({
      courseId: course.courseId,
      options: course.options.map((option) => ({ ...option, pricePerWeek: price(option.pricePerWeek) })),
      seasonSupplements: supplements(course.seasonSupplements),
    })),
    accommodations: list.accommodations.map((housing) => ({
      accommodationId: housing.accommodationId,
      prices: housing.prices.map((row) => ({
        ...row,
        pricePerWeek: price(row.pricePerWeek),
        pricePerExtraNight: row.pricePerExtraNight === null ? null : price(row.pricePerExtraNight),
        seasonSupplements: supplements(row.seasonSupplements),
      })),
    })),
    transfers: list.transfers.map((transfer) => ({
      transferId: transfer.transferId,
      oneWayPrice: price(transfer.oneWayPrice),
      twoWayPrice: price(transfer.twoWayPrice),
    })),
  };
}

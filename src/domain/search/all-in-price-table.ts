import type { SchoolFile } from '../catalogue/school-schema.ts';
import { quoteFees } from '../pricing/quote-fees.ts';
import { NO_PRICE } from './weekly-price-table.ts';

export type SchoolFees = SchoolFile['fees'];

/**
 * What a stay of `weeks` course weeks costs on top of the tuition, always: the fees the pricing
 * API adds to every booking of the school (registration, books unless paid at the school, the
 * courier from its number of weeks) and the housing placement fee when housing is booked. The
 * pricing rules' own quoteFees decides, so the card and the cart never disagree.
 */
export function obligatoryFees(fees: SchoolFees, weeks: number, withHousing: boolean): number {
  return quoteFees(fees, { courseWeeks: weeks, withAccommodation: withHousing }).schoolFee;
}

/**
 * The all-in 'from' price for every length the search offers: the cheapest tuition of that many
 * weeks (weeklyPriceTable) plus the school's obligatory fees for that stay. NO_PRICE stays
 * NO_PRICE: fees alone are never a price. Housing itself, transfers, season supplements and
 * promotions are left out: they depend on dates and choices the search does not know.
 */
export function allInPriceTable(tuition: readonly number[], fees: SchoolFees, withHousing: boolean): number[] {
  return tuition.map((price, weeks) =>
    price === NO_PRICE ? NO_PRICE : price + obligatoryFees(fees, weeks, withHousing),
  );
}

import type { SearchEntry } from '../search-entry.ts';
import { NO_PRICE } from '../weekly-price-table.ts';

/** A price table where every length from `from` to `to` weeks costs `perWeek` a week. */
export function prices(perWeek: number, from = 1, to = 52): number[] {
  return Array.from({ length: 53 }, (_, weeks) =>
    weeks >= Math.max(2, from) && weeks <= to ? perWeek * weeks : NO_PRICE,
  );
}

/** A search entry teaching English in London, matching the default filters, with the fields given. */
export function entry(id: number, fields: Partial<SearchEntry> = {}): SearchEntry {
  const table = fields.priceByWeeks ?? prices(100_00);
  // Without fees of its own, the all-in prices are the tuition ones given.
  const allIn = {
    byWeeks: table,
    comparableByWeeks: fields.comparablePriceByWeeks ?? table,
    fallback: fields.fallbackPrice ?? { price: 200_00, weeks: 2 },
    comparableFallback: fields.comparableFallbackPrice ?? 200_00,
  };
  return {
    id,
    slug: `school_${id}`,
    name: `School ${id}`,
    nameEn: `School ${id}`,
    searchText: `school ${id} school ${id} school ${id}`,
    languages: ['english'],
    country: 'united_kingdom',
    city: 'london',
    programmeTypes: ['languageschool'],
    hasAccommodation: true,
    returnDeposit: false,
    budgetary: false,
    fewRussianSpeakers: false,
    avgAge30: false,
    inCenter: false,
    accreditations: [],
    adultsOnlyMonths: [],
    popularity: 1000 - id,
    meanRating: 4,
    reviewsCount: 1,
    minAge: 16,
    currency: 'EUR',
    priceByWeeks: table,
    comparablePriceByWeeks: fields.comparablePriceByWeeks ?? table,
    fallbackPrice: { price: 200_00, weeks: 2 },
    comparableFallbackPrice: 200_00,
    allIn: { withHousing: allIn, withoutHousing: allIn },
    promotions: [],
    photoStoragePath: `/photos/schools/school_${id}/1.webp`,
    ...fields,
  };
}

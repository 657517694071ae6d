import type { Currency } from '../catalogue/api-types.ts';
import { isSuperDiscount } from '../catalogue/is-super-discount.ts';
import { schoolLink } from '../catalogue/school-paths.ts';
import type { SearchCard } from './search-answer.ts';
import type { SearchMatch } from './find-schools.ts';
import type { SearchEntry } from './search-entry.ts';
import { searchPrice } from './search-price.ts';
import { convertMoney } from '../money/convert-money.ts';
import type { SearchMoney } from './within-budget.ts';

export interface SearchCardContext {
  weeks: number;
  /** The language searched: the card links to the school's page under it. */
  language: string;
  /** YYYY-MM-DD, for promotions that run for a time. */
  today: string;
  countryName: string;
  cityName: string;
  currency: Currency;
  /** Whether the search asks for housing: its placement fee is then part of the price. */
  withHousing: boolean;
  /** The display currency asked for, with the rates and its symbol; undefined when none was. */
  display?: (SearchMoney & { symbol: Currency }) | undefined;
}

/** A found school as the card the page shows, priced for the weeks searched. */
export function toSearchCard({ entry, missed }: SearchMatch<SearchEntry>, context: SearchCardContext): SearchCard {
  const { price, weeks } = searchPrice(entry, context.weeks, context.withHousing);
  const { display } = context;
  const converted =
    display && price > 0 && display.currency !== entry.currency
      ? convertMoney(price, entry.currency, display.currency, display.rates)
      : null;
  return {
    id: entry.id,
    slug: entry.slug,
    name: entry.name,
    programmeTypes: [...entry.programmeTypes],
    languages: [...entry.languages],
    language: entry.languages[0]!,
    country: entry.country,
    countryName: context.countryName,
    city: entry.city,
    cityName: context.cityName,
    minAge: entry.minAge,
    price,
    weeks,
    currency: context.currency,
    displayPrice: converted && display ? { amount: converted.amount, currency: display.symbol } : null,
    returnDeposit: entry.returnDeposit,
    isSuperDiscount: isSuperDiscount(entry.promotions, context.today),
    meanRating: entry.meanRating,
    r_count: entry.reviewsCount,
    photoStoragePath: entry.photoStoragePath,
    link: schoolLink(
      { languages: entry.languages, country: entry.country, city: entry.city, slug: entry.slug },
      context.language,
    ),
    hasAccommodation: entry.hasAccommodation,
    popularity: entry.popularity,
    isBudgetary: entry.budgetary,
    fewRussianSpeakers: entry.fewRussianSpeakers,
    isAvgAge30: entry.avgAge30,
    isInCenterOfCity: entry.inCenter,
    accreditations: [...entry.accreditations],
    missed,
  };
}

import type { Culture } from '../culture.ts';
import type { Currency } from './api-types.ts';
import type { AccommodationContent } from './accommodation-schema.ts';
import type { PricedSchool } from './school-schema.ts';
import type { AccommodationRules, CartSchool, PromotionRules } from '../cart/cart-school.ts';
import { foodTypeName } from './food-type-name.ts';
import { toCourseRules } from './to-course-rules.ts';
import { weekdayNumber } from './weekday-number.ts';

// The page's data (toSchoolData) and the server's pricing view (toCartSchool) both build their
// rules with these, so the server prices exactly what the island shows.

/** What the rules read of a housing option: weekdays as numbers, meal names in the culture. */
export function toAccommodationRules(housing: AccommodationContent, culture: Culture): AccommodationRules {
  return {
    id: housing.id,
    arrivalDay: weekdayNumber(housing.arrivalDay),
    departureDay: weekdayNumber(housing.departureDay),
    availabilityOptions: housing.availabilityOptions,
    rooms: housing.rooms,
    foods: housing.foods.map((food) => ({ id: food.id, type: food.type, name: foodTypeName(food.type, culture) })),
    prices: housing.prices,
    transferRequired: housing.transferRequired,
    minWeeks: housing.minWeeks,
    minAge: housing.minAge,
  };
}

/** What the rules read of a promotion: absent conditions as null. */
export function toPromotionRules(promotion: PricedSchool['promotions'][number]): PromotionRules {
  return {
    id: promotion.id,
    kind: promotion.kind,
    value: promotion.value,
    appliesTo: promotion.appliesTo,
    minWeeks: promotion.minWeeks ?? null,
    bookingWindow: promotion.bookingWindow ?? null,
    startWindow: promotion.startWindow ?? null,
  };
}

/**
 * The pricing view of a school: only what the cart and price rules read. No texts (the meal
 * names, which the rules do not read, in English): the view serves every culture, and the whole
 * catalogue of them stays small enough to hold in memory.
 */
export function toCartSchool(school: PricedSchool, currency: Currency): CartSchool {
  return {
    id: school.id,
    currency,
    deposit: school.deposit,
    fullPaymentRequired: school.fullPaymentRequired,
    fees: school.fees,
    courses: school.courses.map(toCourseRules),
    accommodations: school.accommodations.map((housing) => toAccommodationRules(housing, 'en')),
    transfers: school.transfers.map((t) => ({ id: t.id, oneWayPrice: t.oneWayPrice, twoWayPrice: t.twoWayPrice })),
    promotions: school.promotions.map(toPromotionRules),
    priceLists: school.priceLists,
  };
}

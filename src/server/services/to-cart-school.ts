import type { Currency } from '../../domain/catalogue/api-types.ts';
import type { SchoolContent } from '../../domain/catalogue/school-schema.ts';
import { foodTypeName } from '../../domain/catalogue/food-type-name.ts';
import { weekdayNumber } from '../../domain/catalogue/weekday-number.ts';
import type { CartSchool } from '../../domain/cart/cart-school.ts';
import { toCourseRules } from '../../domain/catalogue/to-course-rules.ts';

/**
 * The pricing view of a school: only what the cart and price rules read, with the same values
 * toSchoolData gives the page (weekdays as numbers, absent promotion conditions as null), so the
 * server prices exactly what the island shows. No texts: the view serves every culture, and the
 * whole catalogue of them stays small enough to hold in memory.
 */
export function toCartSchool(school: SchoolContent, currency: Currency): CartSchool {
  return {
    id: school.id,
    currency,
    deposit: school.deposit,
    fullPaymentRequired: school.fullPaymentRequired,
    fees: school.fees,
    courses: school.courses.map(toCourseRules),
    accommodations: school.accommodations.map((housing) => ({
      id: housing.id,
      arrivalDay: weekdayNumber(housing.arrivalDay),
      departureDay: weekdayNumber(housing.departureDay),
      availabilityOptions: housing.availabilityOptions,
      rooms: housing.rooms,
      // The rules read only the id; the name is there because the page's shape has one.
      foods: housing.foods.map((food) => ({ id: food.id, type: food.type, name: foodTypeName(food.type, 'en') })),
      prices: housing.prices,
      transferRequired: housing.transferRequired,
      minWeeks: housing.minWeeks,
    })),
    transfers: school.transfers.map((t) => ({ id: t.id, oneWayPrice: t.oneWayPrice, twoWayPrice: t.twoWayPrice })),
    promotions: school.promotions.map((p) => ({
      id: p.id,
      kind: p.kind,
      value: p.value,
      appliesTo: p.appliesTo,
      minWeeks: p.minWeeks ?? null,
      bookingWindow: p.bookingWindow ?? null,
      startWindow: p.startWindow ?? null,
    })),
  };
}

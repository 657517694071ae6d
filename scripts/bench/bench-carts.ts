import type { Catalogue } from '#server/catalogue/content/load-content.ts';
import { currencyOf } from '#domain/catalogue/currency-of.ts';
import type { CartSchool } from '#domain/cart/cart-school.ts';
import type { CartState } from '#domain/cart/cart-state.ts';
import { cartToQuery } from '#domain/cart/cart-to-query.ts';
import { changeCourseStart } from '#domain/cart/change-course-start.ts';
import { changeWeeks } from '#domain/cart/change-weeks.ts';
import { initialCart } from '#domain/cart/initial-cart.ts';
import { isCourseAvailable } from '#domain/cart/course-rules.ts';
import { selectAccommodation } from '#domain/cart/select-accommodation.ts';
import { serialiseCartQuery } from '#domain/cart/serialise-cart-query.ts';
import { toggleTransfer } from '#domain/cart/toggle-transfer.ts';
import { CULTURES } from '#domain/culture.ts';
import { addDays } from '#domain/dates/calendar.ts';
import { quoteCart } from '#domain/pricing/quote-cart.ts';
import { toCartSchool } from '#domain/catalogue/to-cart-school.ts';
import { utcToday } from '#domain/dates/calendar.ts';
import { shownPricedSchool } from '#domain/catalogue/shown-price-list.ts';

export interface BenchCart {
  school: CartSchool;
  cart: CartState;
  /** The endpoint path with the cart's query, as the island sends it. */
  path: string;
  /** Whether the server should answer a price, or the cart's errors. */
  priced: boolean;
}

/**
 * Carts a visitor of the demo catalogue would build, made with the same actions the page uses:
 * every available course of every school, at a few lengths and starts, alone, with each housing
 * option, and with the transfer. Some come out unbookable (a camp without housing, a stay in a
 * fully booked month); they stay in the mix, as on the site, at about one in ten.
 */
export function benchCarts(catalogue: Catalogue, now: Date): BenchCart[] {
  const priced: BenchCart[] = [];
  const refused: BenchCart[] = [];
  let n = 0;
  for (const content of catalogue.schools) {
    const school = toCartSchool(shownPricedSchool(content, utcToday(now)), currencyOf(content.currency, 'en'));
    for (const course of school.courses.filter((c) => isCourseAvailable(c, now))) {
      const first = initialCart(school, now, { courseId: course.id });
      for (const weeks of new Set([
        course.minWeeks,
        Math.min(course.maxWeeks, Math.max(course.minWeeks, 4)),
        course.maxWeeks,
      ])) {
        for (const later of [0, 12, 30]) {
          let cart = changeWeeks(school, first, weeks, now);
          if (later > 0) cart = changeCourseStart(school, cart, addDays(cart.course.courseStart, 7 * later), now);
          const variants = [
            cart,
            ...school.accommodations.map((housing) => selectAccommodation(school, cart, housing.id, now)),
          ];
          for (const variant of [...variants, ...variants.slice(1).map((v) => toggleTransfer(school, v, true, now))]) {
            const culture = CULTURES[n++ % CULTURES.length]!;
            const path = `/api/school/calculate/?${serialiseCartQuery(cartToQuery(variant, { schoolId: school.id, culture }))}`;
            const item = { school, cart: variant, path, priced: quoteCart(school, variant, { now }).answer !== null };
            (item.priced ? priced : refused).push(item);
          }
        }
      }
    }
  }
  // Every ninth cart unbookable, spread evenly through the list.
  const mix: BenchCart[] = [];
  const step = Math.max(1, Math.floor(refused.length / Math.ceil(priced.length / 8)));
  priced.forEach((item, index) => {
    mix.push(item);
    if (index % 8 === 7 && refused.length > 0) mix.push(refused[(((index - 7) / 8) * step) % refused.length]!);
  });
  return mix;
}

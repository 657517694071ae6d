import type { NamedCartSchool } from '../cart/cart-school.ts';
import type { Culture } from '../culture.ts';
import { currencyOf } from './currency-of.ts';
import { resolveText } from './resolve-text.ts';
import type { PricedSchool } from './school-schema.ts';
import { toAccommodationRules, toCartSchool } from './to-cart-school.ts';

/**
 * A school's cart rules with the names its cart shows, in a culture: what the school page's
 * island gets from its page data (cartSchoolOf), built straight from the stored school for the
 * deposit page's plain stay form.
 */
export function toNamedCartSchool(school: PricedSchool, culture: Culture): NamedCartSchool {
  const rules = toCartSchool(school, currencyOf(school.currency, culture));
  return {
    ...rules,
    courses: rules.courses.map((course, index) => ({
      ...course,
      name: resolveText(school.courses[index]!.name, culture).text,
    })),
    accommodations: school.accommodations.map((housing) => ({
      ...toAccommodationRules(housing, culture),
      name: resolveText(housing.name, culture).text,
    })),
    transfers: school.transfers.map((transfer) => ({
      id: transfer.id,
      oneWayPrice: transfer.oneWayPrice,
      twoWayPrice: transfer.twoWayPrice,
      name: resolveText(transfer.name, culture).text,
    })),
  };
}

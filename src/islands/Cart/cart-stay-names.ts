import { FOOD_TYPES } from '#domain/catalogue/food-type-name.ts';
import type { CartState } from '#domain/cart/cart-state.ts';
import type { StayNames } from '#domain/booking/describe-stay.ts';
import type { CartViewSchool } from '#stores/cart/cart-island-props.ts';

// The API types meal plans as plain strings; the catalogue's schema allows only these.
const isFoodType = (type: string | undefined): type is (typeof FOOD_TYPES)[number] =>
  (FOOD_TYPES as readonly (string | undefined)[]).includes(type);

/**
 * The names of what the cart holds, for the booking form's summary. The island has only the
 * visitor's names, so they stand in for the English ones, which only the agency's mail reads.
 */
export function cartStayNames(school: CartViewSchool, cart: CartState): StayNames {
  const named = (name: string) => ({ name, nameEn: name });
  const course = school.courses.find((c) => c.id === cart.course.id);
  const housing = cart.accommodation.empty
    ? undefined
    : school.accommodations.find((a) => a.id === cart.accommodation.id);
  const room = housing?.rooms.find((r) => r.id === cart.accommodation.room);
  const food = housing?.foods.find((f) => f.id === cart.accommodation.food);
  const transfer = cart.transfer.empty ? undefined : school.transfers.find((t) => t.id === cart.transfer.id);
  return {
    school: named(school.name),
    course: named(course?.name ?? ''),
    accommodation: housing
      ? {
          ...named(housing.name),
          roomFor: room?.roomFor ?? 1,
          enSuite: room?.enSuite ?? false,
          onlyBookedTogether: room?.onlyBookedTogether ?? false,
          foodType: isFoodType(food?.type) ? food.type : null,
        }
      : null,
    transfer: transfer ? named(transfer.name) : null,
  };
}

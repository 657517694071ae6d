import type { AccommodationRules, CartSchool } from './cart-school.ts';

/** A school's housing by id; throws for an id the school does not have, which only a bug can send. */
export function findAccommodation(school: Pick<CartSchool, 'id' | 'accommodations'>, accommodationId: number): AccommodationRules {
  const housing = school.accommodations.find((a) => a.id === accommodationId);
  if (!housing) throw new RangeError(`school ${school.id} has no accommodation ${accommodationId}`);
  return housing;
}

import type { SchoolContent } from '../catalogue/school-schema.ts';
import type { FOOD_TYPES } from '../catalogue/food-type-name.ts';
import { resolveText } from '../catalogue/resolve-text.ts';
import { schoolLink } from '../catalogue/school-paths.ts';
import type { CartState } from '../cart/cart-state.ts';
import type { Culture } from '../culture.ts';

/** A name in the visitor's culture and in English (for the agency). */
export interface SummaryName {
  name: string;
  nameEn: string;
}

/**
 * What was booked, in words, as it was at booking time: the booking page and the mails show
 * this, not today's catalogue, which may have renamed or dropped the course since.
 */
export interface BookingSummary {
  school: SummaryName & {
    id: number;
    slug: string;
    country: string;
    city: string;
    link: string;
    /** Whether the school refunded the prepayment on a visa refusal when this was booked (absent: booked before it was kept, shown as no). */
    returnsDepositOnVisaRefusal?: boolean;
  };
  course: SummaryName & { id: number };
  accommodation:
    | (SummaryName & {
        id: number;
        roomFor: number;
        enSuite: boolean;
        /** Whether the room is booked only together by roomFor travellers (absent: booked before it was kept, shown as not). */
        onlyBookedTogether?: boolean;
        foodType: (typeof FOOD_TYPES)[number] | null;
      })
    | null;
  transfer: (SummaryName & { id: number }) | null;
}

/** The words for a cart of a school, in a culture. */
export function bookingSummary(school: SchoolContent, cart: CartState, culture: Culture): BookingSummary {
  const course = school.courses.find((c) => c.id === cart.course.id);
  if (!course) throw new RangeError(`school ${school.id} has no course ${cart.course.id}`);
  const housing = cart.accommodation.empty
    ? undefined
    : school.accommodations.find((a) => a.id === cart.accommodation.id);
  const room = housing?.rooms.find((r) => r.id === cart.accommodation.room);
  const food = housing?.foods.find((f) => f.id === cart.accommodation.food);
  const transfer = cart.transfer.empty ? undefined : school.transfers.find((t) => t.id === cart.transfer.id);
  const names = (text: Parameters<typeof resolveText>[0]) => ({
    name: resolveText(text, culture).text,
    nameEn: resolveText(text, 'en').text,
  });
  return {
    school: {
      id: school.id,
      slug: school.slug,
      name: school.name,
      nameEn: school.nameEn,
      country: school.country,
      city: school.city,
      link: schoolLink(school),
      returnsDepositOnVisaRefusal: school.returnDepositOnVisaRejection,
    },
    course: { id: course.id, ...names(course.name) },
    accommodation: housing
      ? {
          id: housing.id,
          ...names(housing.name),
          roomFor: room?.roomFor ?? 1,
          enSuite: room?.enSuite ?? false,
          onlyBookedTogether: room?.onlyBookedTogether ?? false,
          foodType: food?.type ?? null,
        }
      : null,
    transfer: transfer ? { id: transfer.id, ...names(transfer.name) } : null,
  };
}

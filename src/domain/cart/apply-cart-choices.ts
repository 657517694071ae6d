import type { CartSchool } from './cart-school.ts';
import { type CartState, NO_ACCOMMODATION_ID } from './cart-state.ts';
import { changeAccommodationDates } from './change-accommodation-dates.ts';
import { changeCourse } from './change-course.ts';
import { changeCourseStart } from './change-course-start.ts';
import { changeWeekPrice } from './change-week-price.ts';
import { changeWeeks } from './change-weeks.ts';
import { selectAccommodation } from './select-accommodation.ts';
import { selectFood } from './select-food.ts';
import { selectRoom } from './select-room.ts';
import { selectTransfer } from './select-transfer.ts';
import { bookedHousingId, bookedTransferId, type StayChoices } from './stay-choices.ts';
import { toggleAccommodation } from './toggle-accommodation.ts';
import { toggleTransferDirection } from './toggle-transfer-direction.ts';
import { revalidateCart } from './validate-cart.ts';

/**
 * Applies the stay form's choices to the cart the form was drawn for, as the cart island would
 * one click at a time: each choice that differs from that cart goes through the island's own
 * action, in the island's order (course, lessons, weeks, start, housing, room, meals, dates,
 * transfer, directions). A choice equal to the drawn cart is no click, so what follows a change
 * (the housing dates after a new start, the transfer a housing requires) is kept as the action
 * left it. The choices must have been read against this cart (readCartChoices).
 */
export function applyCartChoices(school: CartSchool, drawn: CartState, choices: StayChoices, now: Date): CartState {
  let cart = drawn;
  const changed = <T>(value: T | undefined, before: T): value is T => value !== undefined && value !== before;

  if (changed(choices.courseId, drawn.course.id))
    cart = changeCourse(school, cart, { courseId: choices.courseId }, now);
  else if (changed(choices.weekPriceId, drawn.course.weekPrice))
    cart = changeWeekPrice(school, cart, choices.weekPriceId, now);
  if (changed(choices.weeks, drawn.course.weeks) && choices.weeks !== cart.course.weeks)
    cart = changeWeeks(school, cart, choices.weeks, now);
  if (changed(choices.courseStart, drawn.course.courseStart))
    cart = changeCourseStart(school, cart, choices.courseStart, now);

  if (changed(choices.housingId, bookedHousingId(drawn))) {
    cart =
      choices.housingId === NO_ACCOMMODATION_ID
        ? toggleAccommodation(school, cart, false, now)
        : selectAccommodation(school, cart, choices.housingId, now);
  } else if (!cart.accommodation.empty) {
    if (changed(choices.roomId, drawn.accommodation.room)) cart = selectRoom(school, cart, choices.roomId, now);
    if (changed(choices.foodId, drawn.accommodation.food)) cart = selectFood(school, cart, choices.foodId, now);
    const start = changed(choices.arrival, drawn.accommodation.start) ? choices.arrival : undefined;
    const end = changed(choices.departure, drawn.accommodation.end) ? choices.departure : undefined;
    if (start !== undefined || end !== undefined)
      cart = changeAccommodationDates(school, cart, { ...(start ? { start } : {}), ...(end ? { end } : {}) }, now);
  }

  if (changed(choices.transferId, bookedTransferId(drawn)))
    cart = selectTransfer(school, cart, choices.transferId, now);
  const wanted = choices.directions;
  if (wanted && !cart.transfer.empty) {
    // Switched on before off: the action keeps the last direction on, so the order matters.
    for (const direction of ['from', 'to'] as const)
      if (wanted[direction] && !cart.transfer[direction]) cart = toggleTransferDirection(school, cart, direction, now);
    for (const direction of ['from', 'to'] as const)
      if (!wanted[direction] && cart.transfer[direction]) cart = toggleTransferDirection(school, cart, direction, now);
  }
  // Each action checked the cart; a form that changed nothing still answers with a checked cart.
  return cart === drawn ? revalidateCart(school, cart, now) : cart;
}

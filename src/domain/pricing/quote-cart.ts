import type { CartSchool } from '../cart/cart-school.ts';
import type { CartState } from '../cart/cart-state.ts';
import { courseEndDate } from '../cart/course-rules.ts';
import { validateCart } from '../cart/validate-cart.ts';
import { clockInstant, type Clock } from '../dates/clock-instant.ts';
import { utcToday } from '../dates/calendar.ts';
import { bestPromotion } from './best-promotion.ts';
import type { CartQuote, UnpricedLine } from './price-answer.ts';
import { quoteAccommodation, type AccommodationQuote } from './quote-accommodation.ts';
import { quoteCourse } from './quote-course.ts';
import { quoteDeposit } from './quote-deposit.ts';
import { quoteFees } from './quote-fees.ts';
import { quoteTransfer } from './quote-transfer.ts';
import { priceListInForce } from './price-list-in-force.ts';
import { stayPriceList } from './stay-price-list.ts';
import { courseOnPriceList, housingOnPriceList, transferOnPriceList } from './rules-on-price-list.ts';

/**
 * Prices a cart for a school on a booking day (spec section 3 'Cart data', pricing model). The
 * cart is re-validated first, so a cart read from a URL cannot be priced past its errors; the
 * answer is null while there are errors or a chosen line has no price.
 */
export function quoteCart(school: CartSchool, cart: CartState, clock: Clock): CartQuote {
  const now = clockInstant(clock);
  return quoteCheckedCart(school, { ...cart, errors: validateCart(school, cart, now) }, { now });
}

/**
 * quoteCart for a cart whose errors were worked out against this school at this instant
 * (cartFromQuery's, in the pricing endpoint): they are trusted rather than worked out again,
 * which was a fifth of a price's work.
 */
export function quoteCheckedCart(school: CartSchool, cart: CartState, clock: Clock): CartQuote {
  const now = clockInstant(clock);
  const bookingDay = utcToday(now);
  const { errors } = cart;
  const shownCourse = school.courses.find((c) => c.id === cart.course.id);
  const start = cart.course.courseStart;
  const { accommodation: stay } = cart;
  // Course lines by the list in force on the start, housing and transfer by the one in force on
  // the arrival (the start without housing); validateCart refuses a cart without either list.
  const courseList = priceListInForce(school.priceLists, start);
  const stayList = stayPriceList(school, cart);
  if (errors.hasErrors || !shownCourse || !courseList || !stayList) return { errors, unpriced: [], answer: null };
  const course = courseOnPriceList(shownCourse, courseList);

  const unpriced: UnpricedLine[] = [];
  const courseQuote = quoteCourse(course, { weeks: cart.course.weeks, weekPriceId: cart.course.weekPrice, start });
  if (!courseQuote.ok) unpriced.push('course');

  const shownHousing = stay.empty ? undefined : school.accommodations.find((a) => a.id === stay.id);
  const housing = shownHousing && housingOnPriceList(shownHousing, stayList);
  let housingQuote: AccommodationQuote | null = null;
  if (housing && stay.room !== null && stay.food !== null && stay.start !== null && stay.end !== null) {
    housingQuote = quoteAccommodation(housing, {
      roomId: stay.room,
      foodId: stay.food,
      start: stay.start,
      end: stay.end,
    });
  }
  if (!stay.empty && !housingQuote?.ok) unpriced.push('accommodation');

  const shownTransfer = cart.transfer.empty ? undefined : school.transfers.find((t) => t.id === cart.transfer.id);
  const transfer = shownTransfer && transferOnPriceList(shownTransfer, stayList);
  if (!cart.transfer.empty && !transfer) unpriced.push('transfer');
  if (!courseQuote.ok || unpriced.length > 0) return { errors, unpriced, answer: null };

  const housingTotal = housingQuote?.ok ? housingQuote.total : 0;
  const transferPrice = transfer ? quoteTransfer(transfer, cart.transfer) : 0;
  const fees = quoteFees(school.fees, { courseWeeks: cart.course.weeks, withAccommodation: !stay.empty });
  const beforeDiscount = courseQuote.amount + courseQuote.supplement + fees.schoolFee + housingTotal + transferPrice;
  const applied = bestPromotion(
    school.promotions,
    { weeks: cart.course.weeks, bookingDay, courseStart: start },
    {
      course: courseQuote.amount,
      accommodation: housingTotal,
      total: beforeDiscount,
    },
  );
  const moneyOff = applied?.moneyOff ?? 0;
  const total = beforeDiscount - moneyOff;
  const deposit = quoteDeposit({
    deposit: school.deposit,
    fullPaymentRequired: school.fullPaymentRequired,
    total,
    courseStart: start,
    bookingDay,
  });
  const courseDiscount = applied?.promotion.appliesTo === 'course' ? moneyOff : 0;
  const housingDiscount = applied?.promotion.appliesTo === 'accommodation' ? moneyOff : 0;

  return {
    errors,
    unpriced,
    answer: {
      schoolId: school.id,
      currency: school.currency,
      total,
      moneyOff,
      schoolFee: fees.schoolFee,
      schoolFeeInfo: fees.schoolFeeInfo,
      course: {
        id: course.id,
        weeks: cart.course.weeks,
        weekPriceId: courseQuote.option.id,
        lessonsPerWeek: courseQuote.option.lessonsPerWeek,
        pricePerWeek: courseQuote.option.pricePerWeek,
        start,
        end: courseEndDate(course, start, cart.course.weeks),
        supplement: courseQuote.supplement,
        amount: { price: courseQuote.amount, discount: courseDiscount, total: courseQuote.amount - courseDiscount },
      },
      accommodation: {
        empty: stay.empty,
        id: stay.id,
        room: stay.room,
        food: stay.food,
        nights: housingQuote?.ok ? housingQuote.nights : 0,
        weeks: housingQuote?.ok ? housingQuote.weeks : 0,
        extraNights: housingQuote?.ok ? housingQuote.extraNights : 0,
        amount: { originalTotal: housingTotal, total: housingTotal - housingDiscount },
        start: stay.start,
        end: stay.end,
      },
      transfer: { id: transfer?.id ?? 0, price: transferPrice, to: cart.transfer.to, from: cart.transfer.from },
      deposit: {
        value: deposit.value,
        currency: school.currency,
        isEmpty: deposit.isEmpty,
        fullDeposit: deposit.fullDeposit,
        fullReason: deposit.fullReason,
      },
      balance: deposit.balance,
      balanceDate: deposit.balanceDate,
      promotion: applied
        ? {
            id: applied.promotion.id,
            kind: applied.promotion.kind,
            value: applied.promotion.value,
            appliesTo: applied.promotion.appliesTo,
            moneyOff,
          }
        : null,
    },
  };
}

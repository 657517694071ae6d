import type { CartSchool } from '../cart/cart-school.ts';

/** The fee breakdown of the answer (spec section 3 'schoolFeeInfo'), amounts in minor units. */
export interface SchoolFeeInfo {
  registrationFee: number;
  /** Shown even when paid at the school. */
  booksFee: number;
  booksFeePaidInSchool: boolean;
  /** The courier fee when the course is long enough for it to apply, else 0. */
  sendingInvitationWithCourier: number;
  /** The placement fee when housing is booked, else 0. */
  accommodationFee: number;
}

/**
 * The school's fees for a booking (pricing model): registration once; books once, not added
 * when paid at the school; courier from the school's number of course weeks; placement only
 * with housing. schoolFee is the sum of the fees that are added to the total.
 */
export function quoteFees(
  fees: CartSchool['fees'],
  booking: { courseWeeks: number; withAccommodation: boolean },
): { schoolFee: number; schoolFeeInfo: SchoolFeeInfo } {
  const courier = fees.courier && booking.courseWeeks >= fees.courier.fromWeeks ? fees.courier.amount : 0;
  const placement = booking.withAccommodation ? fees.accommodationPlacement : 0;
  const books = fees.booksPaidInSchool ? 0 : fees.books;
  return {
    schoolFee: fees.registration + books + courier + placement,
    schoolFeeInfo: {
      registrationFee: fees.registration,
      booksFee: fees.books,
      booksFeePaidInSchool: fees.booksPaidInSchool,
      sendingInvitationWithCourier: courier,
      accommodationFee: placement,
    },
  };
}

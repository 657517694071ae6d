/**
 * Where a booking stands, and how the office moves it on. Every booking starts 'new'; staff
 * confirm it with the school, record the deposit and close it when the course is over:
 * new → confirmed → deposit-paid → completed. Until it is completed it can be cancelled, by staff
 * (with a reason they write) or by the owner of the address through the "this was not me" link.
 * The bookings_status_check constraint of the schema lists the same states.
 */
export const BOOKING_STATUSES = ['new', 'confirmed', 'deposit-paid', 'completed', 'cancelled'] as const;

export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * Why a booking was cancelled. 'not-me': the owner of the address said they did not make it;
 * 'staff': the office cancelled it, and wrote why (bookings.cancellation_note);
 * 'visitor-free-window': the visitor cancelled it from the booking page, with the mailed code,
 * within the free-cancellation window (src/domain/booking-manage/free-cancellation-deadline.ts).
 */
export const CANCELLATION_REASONS = ['not-me', 'staff', 'visitor-free-window'] as const;

export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

const NEXT: Record<BookingStatus, readonly BookingStatus[]> = {
  new: ['confirmed', 'cancelled'],
  confirmed: ['deposit-paid', 'cancelled'],
  'deposit-paid': ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

/** The states the office may move a booking to from `from`, in the order its buttons show them. */
export function nextBookingStatuses(from: BookingStatus): readonly BookingStatus[] {
  return NEXT[from];
}

/** Whether the office may move a booking from one state to another. */
export function canMoveBooking(from: BookingStatus, to: BookingStatus): boolean {
  return NEXT[from].includes(to);
}

/** Whether a string names a booking state. */
export function isBookingStatus(value: unknown): value is BookingStatus {
  return typeof value === 'string' && (BOOKING_STATUSES as readonly string[]).includes(value);
}

/** Words for a state, for the office and the CSV export. */
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  new: 'New',
  confirmed: 'Confirmed',
  'deposit-paid': 'Deposit paid',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** Words for a cancellation's reason, for the office and the CSV export. */
export const CANCELLATION_REASON_LABELS: Record<CancellationReason, string> = {
  'not-me': 'the address owner: "this was not me"',
  staff: 'staff',
  'visitor-free-window': 'visitor, within free window',
};

/** The states after which a visitor hears from the agency by mail, if the staff member chooses to send it. */
export const STATUSES_WITH_VISITOR_MAIL: readonly BookingStatus[] = ['confirmed', 'cancelled'];

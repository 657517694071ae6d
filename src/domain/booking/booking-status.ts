/**
 * Where a booking stands. Every booking starts 'new'; 'cancelled' is reached today only through
 * the "this was not me" link of the visitor's mail. The office's workflow (confirmed, deposit
 * paid, completed) adds its states here and to the bookings_status_check constraint.
 */
export const BOOKING_STATUSES = ['new', 'cancelled'] as const;

export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Why a booking was cancelled; 'not-me': the owner of the address said they did not make it. */
export const CANCELLATION_REASONS = ['not-me'] as const;

export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

import { addWorkingDays } from '../dates/add-working-days.ts';
import { balanceDueDate } from '../pricing/balance-due-date.ts';
import type { BookingStatus } from './booking-status.ts';

export type TimelineStepKind = 'confirmation' | 'depositLink' | 'balance' | 'documents' | 'courseStart';

export interface TimelineStep {
  kind: TimelineStepKind;
  /** YYYY-MM-DD: the day it happens by (the course start: the day itself). */
  date: string;
  /** Already behind the booking (its status says so). */
  done: boolean;
}

/** Working days after the deposit within which the school sends the enrolment documents (spec FAQ: 3–5). */
export const DOCUMENTS_WORKING_DAYS = 5;

/**
 * What happens next after a booking request, dated: the manager confirms the place within the
 * agency's confirmation window (working days from the booking day), sends the deposit's payment
 * link with the confirmation, the balance is due on the pricing model's date (none when the
 * deposit is the whole price), the school's documents follow the deposit, then the course starts.
 */
export function bookingTimeline(input: {
  /** The booking day (YYYY-MM-DD, UTC). */
  bookedOn: string;
  courseStart: string;
  /** What is left to pay after the deposit (minor units); 0 when the deposit is the whole price. */
  balance: number;
  confirmationWorkingDays: number;
  status: BookingStatus;
}): TimelineStep[] {
  const confirmBy = addWorkingDays(input.bookedOn, input.confirmationWorkingDays);
  const confirmed = input.status === 'confirmed' || input.status === 'deposit-paid' || input.status === 'completed';
  const paid = input.status === 'deposit-paid' || input.status === 'completed';
  const steps: TimelineStep[] = [
    { kind: 'confirmation', date: confirmBy, done: confirmed },
    { kind: 'depositLink', date: confirmBy, done: paid },
  ];
  if (input.balance > 0)
    steps.push({ kind: 'balance', date: balanceDueDate(input.courseStart), done: input.status === 'completed' });
  steps.push(
    { kind: 'documents', date: addWorkingDays(confirmBy, DOCUMENTS_WORKING_DAYS), done: input.status === 'completed' },
    { kind: 'courseStart', date: input.courseStart, done: input.status === 'completed' },
  );
  return steps;
}

import type { Company } from '../company/company-schema.ts';
import { bookingManager } from '../company/booking-manager.ts';
import type { TranslateFn } from '../text/translate-fn.ts';
import { bookingTimeline, type TimelineStep } from './booking-timeline.ts';
import type { BookingView } from './booking-view.ts';
import { timelineTexts } from './timeline-texts.ts';

/**
 * What happens next after a booking, as the booking page and the visitor's mail say it: the dated
 * steps with their words, the manager who looks after it, and how money moves.
 */
export function bookingNextSteps(
  booking: Pick<BookingView, 'createdAt' | 'quote' | 'status' | 'culture'>,
  company: Pick<Company, 'team' | 'confirmationWorkingDays'>,
  t: TranslateFn,
): { steps: (TimelineStep & { text: string })[]; manager: Company['team'][number]; moneyFacts: string } {
  const manager = bookingManager(company, booking.culture);
  const steps = bookingTimeline({
    bookedOn: booking.createdAt.slice(0, 10),
    courseStart: booking.quote.course.start,
    balance: booking.quote.balance,
    confirmationWorkingDays: company.confirmationWorkingDays,
    status: booking.status,
  });
  const texts = timelineTexts(steps, booking.quote, manager.name, t, booking.culture);
  return {
    steps: steps.map((step, index) => ({ ...step, text: texts[index]! })),
    manager,
    moneyFacts: t('bookingModal.moneyFacts', { count: company.confirmationWorkingDays }),
  };
}

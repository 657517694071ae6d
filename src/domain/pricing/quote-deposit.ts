import { daysBetween } from '../dates/calendar.ts';
import { CALENDAR_RULES } from '../dates/calendar-rules.ts';
import { balanceDueDate } from './balance-due-date.ts';

/** Why the deposit is the full total; the warning text differs for 'lessThan28Days' (spec section 8). */
export type FullDepositReason = 'school' | 'lessThan28Days' | 'depositCoversTotal';

export interface DepositQuote {
  value: number;
  isEmpty: boolean;
  fullDeposit: boolean;
  fullReason: FullDepositReason | null;
  balance: number;
  /** 28 days before the start; null when nothing is left to pay. */
  balanceDate: string | null;
}

/**
 * The deposit and balance (pricing model): the school's fixed deposit, or the full total when
 * the start is less than 28 days after the booking day, when the school wants full payment, or
 * when the deposit is not smaller than the total, checked in that order so the reason names
 * the warning that must show. The balance is due 28 days before the start.
 */
export function quoteDeposit(input: {
  deposit: number;
  fullPaymentRequired: boolean;
  total: number;
  courseStart: string;
  bookingDay: string;
}): DepositQuote {
  const { deposit, total } = input;
  let fullReason: FullDepositReason | null = null;
  if (daysBetween(input.bookingDay, input.courseStart) < CALENDAR_RULES.balanceDaysBeforeStart)
    fullReason = 'lessThan28Days';
  else if (input.fullPaymentRequired) fullReason = 'school';
  else if (deposit >= total) fullReason = 'depositCoversTotal';
  const value = fullReason ? total : deposit;
  const balance = total - value;
  return {
    value,
    isEmpty: value === 0,
    fullDeposit: fullReason !== null,
    fullReason,
    balance,
    balanceDate: balance > 0 ? balanceDueDate(input.courseStart) : null,
  };
}

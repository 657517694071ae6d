import { isIsoDate } from '../../dates/calendar.ts';
import { dateRangesOverlap, isDateInRange, type DateRange } from '../../dates/date-range.ts';
import { changedFrom, changedTo, samePeriod, type AvailabilityChange } from './availability-change.ts';

/** A wrong field of an availability edit, named as the office's form and the API name it. */
export interface AvailabilityIssue {
  field: 'start' | 'end';
  message: string;
}

/** What an edit finds wrong, or that it names a period the housing does not have (any more). */
export type AvailabilityCheck =
  | { kind: 'ok' }
  | { kind: 'invalid'; issues: AvailabilityIssue[] }
  | { kind: 'noPeriod'; period: DateRange }
  | { kind: 'unchanged' };

const written = (range: DateRange) => `${range.start} to ${range.end}`;

/** Names the end of the new period that falls in another period (the end, when it takes in a whole one). */
function overlapIssue(to: DateRange, other: DateRange): AvailabilityIssue {
  const rule = 'periods of one housing may not overlap: change that period instead';
  if (isDateInRange(to.start, other))
    return { field: 'start', message: `lies in the fully booked period ${written(other)} (${rule})` };
  if (isDateInRange(to.end, other))
    return { field: 'end', message: `lies in the fully booked period ${written(other)} (${rule})` };
  return { field: 'end', message: `takes in the fully booked period ${written(other)} (${rule})` };
}

/**
 * Checks an edit against the housing's fully booked periods (`periods`) on `today`: the dates
 * must be real, the end not before the start, the end not in the past (a period that has ended
 * closes nothing a visitor can still book, so adding one is a slip), and the period must not
 * overlap another of the housing's periods (two periods over the same days would make one of
 * them impossible to reopen by removing it). A changed or removed period must be one the housing
 * has; removing a period that has ended is allowed, to tidy up.
 */
export function availabilityChangeIssues(
  periods: readonly DateRange[],
  change: AvailabilityChange,
  today: string,
): AvailabilityCheck {
  const from = changedFrom(change);
  if (from && !periods.some((period) => samePeriod(period, from))) return { kind: 'noPeriod', period: from };
  const to = changedTo(change);
  if (!to) return { kind: 'ok' };
  if (from && samePeriod(from, to)) return { kind: 'unchanged' };
  const issues: AvailabilityIssue[] = [];
  if (!isIsoDate(to.start)) issues.push({ field: 'start', message: 'must be a date written YYYY-MM-DD' });
  if (!isIsoDate(to.end)) issues.push({ field: 'end', message: 'must be a date written YYYY-MM-DD' });
  if (issues.length > 0) return { kind: 'invalid', issues };
  if (to.end < to.start) issues.push({ field: 'end', message: `must be on or after the start (${to.start})` });
  else if (to.end < today)
    issues.push({ field: 'end', message: `is in the past (today is ${today}): a period must end today or later` });
  else {
    const overlapped = periods.find((period) => !(from && samePeriod(period, from)) && dateRangesOverlap(period, to));
    if (overlapped) issues.push(overlapIssue(to, overlapped));
  }
  return issues.length > 0 ? { kind: 'invalid', issues } : { kind: 'ok' };
}

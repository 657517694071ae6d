import type { DateRange } from '../../dates/date-range.ts';

/**
 * One edit of a housing's fully booked periods from the catalogue office (issue 31): a period
 * added, a period's dates changed, or a period removed. A period is named by its dates, so an
 * edit made on a page someone else has changed since finds nothing rather than the wrong period.
 */
export type AvailabilityChange =
  | { kind: 'add'; to: DateRange }
  | { kind: 'change'; period: DateRange; to: DateRange }
  | { kind: 'remove'; period: DateRange };

/** The dates a change leaves closed (none for a removal). */
export function changedTo(change: AvailabilityChange): DateRange | null {
  return change.kind === 'remove' ? null : change.to;
}

/** The period a change or a removal starts from (none for an addition). */
export function changedFrom(change: AvailabilityChange): DateRange | null {
  return change.kind === 'add' ? null : change.period;
}

export const samePeriod = (a: DateRange, b: DateRange): boolean => a.start === b.start && a.end === b.end;

import { daysBetween } from '../dates/calendar.ts';

export interface AccommodationStay {
  nights: number;
  /** floor((nights + 1) / 7): a Sunday-to-Saturday stay of 6 nights is one week (spec section 5). */
  weeks: number;
  /** Nights beyond the whole weeks, max(0, nights − 7·weeks). */
  extraNights: number;
}

/** Nights, whole weeks and extra nights of a stay from `start` to `end` (pricing model). */
export function accommodationStay(start: string, end: string): AccommodationStay {
  const nights = daysBetween(start, end);
  const weeks = Math.max(0, Math.floor((nights + 1) / 7));
  return { nights, weeks, extraNights: Math.max(0, nights - 7 * weeks) };
}

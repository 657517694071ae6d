import { utcToday } from '../domain/dates/calendar.ts';

/** The current instant; passed in so tests can fix 'today' (domain rules never read the clock). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** The UTC calendar day of an instant, YYYY-MM-DD, as the domain rules take it (the domain's one reading of it). */
export function isoDay(instant: Date): string {
  return utcToday(instant);
}

import { utcToday } from '../domain/dates/calendar.ts';

const today = utcToday(new Date());

/**
 * The day (YYYY-MM-DD, UTC) the pages were made: the footer's year and the years in business count
 * from it, so nothing that grows with time is typed into content. Built pages are made again with
 * every release; the pages rendered on demand read the day the server started.
 */
export function buildDate(): string {
  return today;
}

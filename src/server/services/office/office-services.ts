import type { OfficeQuotes } from './quotes/office-quotes.ts';

/**
 * The office's work, one service per page family, shared by the office pages (Astro.locals.office)
 * and the staff API (/api/office/…). Each service takes the acting staff member where it changes
 * something, so the change is recorded with who and when. Access is checked before they are
 * called: by the office middleware for pages and by requireStaff/allow for the API.
 */
export interface OfficeServices {
  /** The calculation table and the calculation sent to a client (the staff tools of the school page). */
  quotes: OfficeQuotes;
}

import type { HistoryEnvironment } from '../history/browser-history.ts';
import type { StaffIdentity } from './staff-identity.ts';

/**
 * What the cart store needs from the browser, handed in so that tests drive it without one.
 * browserCartEnvironment() is the real one.
 */
export interface CartEnvironment extends HistoryEnvironment {
  /** The instant the date rules count from (picker minimum, Monday cutoff). */
  now(): Date;
  /** Analytics (spec section 7): pushed to window.dataLayer; a tag manager reads it only when configured. */
  track(event: Record<string, unknown>): void;
  /** Calls back when the page's course list asks for a course; returns the unsubscribe. */
  onCourseRequested(listener: (courseId: number) => void): () => void;
  /** Below 48em the cart is a slide-in panel (spec section 2). */
  isSmallScreen(): boolean;
  /** The browser's IANA time zone (where the visitor is, for the booking form's phone code), or null. */
  timeZone(): string | null;
  /** Tells the page's course list which course the cart holds. */
  announceCourse(courseId: number): void;
  /** The display currency the visitor last chose on any school page (kept in the browser), or null. */
  savedCurrency(): string | null;
  saveCurrency(isoCode: string): void;
  /** Who the visitor is (GET /api/me): a staff member gets the staff tools, everyone else null. */
  staffIdentity(): Promise<StaffIdentity | null>;
}

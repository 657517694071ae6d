import {
  COURSE_CHANGED_EVENT,
  COURSE_DATA_KEY,
  REQUESTED_COURSE_KEY,
  SELECT_COURSE_EVENT,
  type CourseEventDetail,
} from './course-events.ts';
import type { CartEnvironment } from './cart-environment.ts';
import { fetchStaffIdentity } from './staff-identity.ts';
import { browserHistory } from '../history/browser-history.ts';

/** Below 48em the cart is a slide-in panel opened by the Book bar (spec section 2). */
export const SMALL_SCREEN = '(max-width: 47.99em)';

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };

/** Where the chosen display currency is remembered between pages and visits; the search page reads it too. */
export const CURRENCY_KEY = 'linguatrips.currency';

/** The cart store's window on the real browser. */
export function browserCartEnvironment(): CartEnvironment {
  const history = browserHistory();
  return {
    ...history,
    now: () => new Date(),
    track(event) {
      const target = window as DataLayerWindow;
      (target.dataLayer ??= []).push(event);
    },
    onCourseRequested(listener) {
      const handle = (event: Event) => {
        delete document.body.dataset[REQUESTED_COURSE_KEY];
        listener((event as CustomEvent<CourseEventDetail>).detail.courseId);
      };
      // A course asked for before the cart started (the request that hydrated it).
      const pending = Number(document.body.dataset[REQUESTED_COURSE_KEY]);
      delete document.body.dataset[REQUESTED_COURSE_KEY];
      if (pending > 0) listener(pending);
      document.addEventListener(SELECT_COURSE_EVENT, handle);
      return () => document.removeEventListener(SELECT_COURSE_EVENT, handle);
    },
    isSmallScreen: () => window.matchMedia(SMALL_SCREEN).matches,
    timeZone: () => Intl.DateTimeFormat().resolvedOptions().timeZone || null,
    announceCourse(courseId) {
      document.body.dataset[COURSE_DATA_KEY] = String(courseId);
      document.dispatchEvent(new CustomEvent<CourseEventDetail>(COURSE_CHANGED_EVENT, { detail: { courseId } }));
    },
    savedCurrency() {
      try {
        return window.localStorage.getItem(CURRENCY_KEY);
      } catch {
        // Storage refused (private mode, a locked-down browser): the school's currency it is.
        return null;
      }
    },
    saveCurrency(isoCode) {
      try {
        window.localStorage.setItem(CURRENCY_KEY, isoCode);
      } catch {
        // Not remembered, but still shown on this page.
      }
    },
    staffIdentity: () => fetchStaffIdentity(history.fetch),
  };
}

import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps.ts';
import { loadCourseCalendar } from '../load-course-calendar.ts';

/** A booking page's id: 24 random bytes in base64url (new-link-token.ts). */
const PUBLIC_ID = /^[A-Za-z0-9_-]{32}$/;

/**
 * GET /api/bookings/:publicId/calendar.ics: the course dates as an iCalendar file, the booking
 * page's "add to calendar" link. Never cached by a shared cache: it is one visitor's booking.
 */
export function bookingCalendarRoutes({ db, config, clock }: AppDeps): Hono {
  return new Hono({ strict: false }).get('/:publicId/calendar.ics', async (c) => {
    const publicId = c.req.param('publicId');
    const found = PUBLIC_ID.test(publicId) ? await loadCourseCalendar({ db, config, clock }, publicId) : null;
    if (!found)
      return c.json({ success: false as const, error: { message: 'publicId names no booking with a calendar' } }, 404);
    c.header('Cache-Control', 'private, no-store');
    c.header('Content-Disposition', `attachment; filename="${found.reference}.ics"`);
    return c.body(found.ics, 200, { 'Content-Type': 'text/calendar; charset=utf-8' });
  });
}

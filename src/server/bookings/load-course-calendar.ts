import { courseCalendar } from '#domain/booking/course-calendar.ts';
import { absoluteUrl } from '#domain/routes/site-url.ts';
import { bookingPagePath } from '#domain/booking/booking-paths.ts';
import { createTranslator } from '#i18n/create-translator.ts';
import type { Config } from '../config/env.ts';
import type { Database } from '../db/database.ts';
import { findBookingByPublicId } from './queries/find-booking-by-public-id.ts';

/**
 * The .ics of a booking's course, in the visitor's culture, or null when the address names no
 * booking or a cancelled one (nothing to put in a calendar). Whoever has the booking page's
 * address may have it: it says no more than that page.
 */
export async function loadCourseCalendar(
  deps: { db: Database; config: Pick<Config, 'baseAddress' | 'company'>; clock: () => Date },
  publicId: string,
): Promise<{ reference: string; ics: string } | null> {
  const row = await findBookingByPublicId(deps.db, publicId);
  if (!row || row.status === 'cancelled') return null;
  const t = createTranslator(row.culture);
  const url = absoluteUrl(deps.config.baseAddress, bookingPagePath(row.culture, row.publicId));
  const { course, school } = row.summary;
  return {
    reference: row.reference,
    ics: courseCalendar({
      uid: `${row.reference}@${new URL(deps.config.baseAddress).host}`,
      stamp: deps.clock(),
      start: row.quote.course.start,
      end: row.quote.course.end,
      summary: t('calendar.summary', { course: course.name, school: school.name }),
      description: t('calendar.description', { reference: row.reference, company: deps.config.company.name, url }),
      location: school.name,
      url,
      language: row.culture,
    }),
  };
}

import { isoDay } from '#server/clock.ts';
import { countSchoolReviewsByStatus } from '#server/reviews/index.ts';
import { findOfficeSchool } from '#server/office/queries/find-office-school.ts';
import { listModerationReviews } from '#server/reviews/index.ts';
import { listSchoolDirectory } from '#server/catalogue/index.ts';
import { listUpcomingSchoolBookings } from '#server/office/queries/list-upcoming-school-bookings.ts';
import type { OfficeDeps } from '../office-deps.ts';
import type { OfficeSchools } from './office-schools.ts';

/** How many upcoming bookings and reviews the school page lists; the bookings and reviews pages hold the rest. */
const LISTED = 50;

/** The office's schools over its database and clock ('upcoming' is from today, UTC). */
export function createOfficeSchools({ db, clock }: Pick<OfficeDeps, 'db' | 'clock'>): OfficeSchools {
  return {
    list: (search) => listSchoolDirectory(db, search),
    async view(id, viewer) {
      const school = await findOfficeSchool(db, id);
      if (!school) return null;
      const [bookings, reviews, reviewCounts] = await Promise.all([
        viewer.bookings ? listUpcomingSchoolBookings(db, id, isoDay(clock()), LISTED) : null,
        viewer.reviews
          ? listModerationReviews(db, { status: 'all', schoolId: id }, { limit: LISTED, offset: 0 })
          : null,
        viewer.reviews ? countSchoolReviewsByStatus(db, id) : null,
      ]);
      return {
        school,
        contentFile: `content/schools/${school.slug}.json`,
        upcomingBookings:
          bookings?.map((booking) => {
            const weeks = Number(booking.calcParams['CalcParams.Course.Weeks']);
            return {
              id: booking.id,
              reference: booking.reference,
              name: booking.name,
              courseStart: booking.courseStart,
              weeks: Number.isInteger(weeks) && weeks > 0 ? weeks : null,
              status: booking.status,
              total: booking.total,
              currency: booking.currency,
            };
          }) ?? null,
        reviews,
        reviewCounts,
      };
    },
  };
}

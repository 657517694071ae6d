import type { SchoolData } from '#domain/catalogue/api-types.ts';
import type { Rates } from '#domain/catalogue/rates-schema.ts';
import type { BookingManageView } from '#domain/booking-manage/booking-manage-view.ts';
import { getPlaces } from '#server/catalogue/index.ts';
import { getRates } from '#server/catalogue/index.ts';
import type { BookingDeps } from '../booking-deps.ts';
import { loadBookingManageAndSchool } from '../load-booking-manage.ts';
import { schoolPageData } from '../../catalogue/index.ts';
import { isoDay } from '../../clock.ts';

export type ChangePage =
  /** The booking, and the school's rules and rates from today's catalogue for the page's cart. */
  | { kind: 'open'; manage: BookingManageView; school: SchoolData; rates: Rates }
  /** Cancelled or completed, a change already waiting, or the school gone from the catalogue: the page says so. */
  | { kind: 'closed' | 'pending' | 'schoolGone'; manage: BookingManageView }
  | { kind: 'notFound' };

/** What the change page needs: the booking as its page shows it, and the cart's school as the school page's cart reads it. */
export async function loadChangePage(
  deps: Pick<BookingDeps, 'db' | 'clock' | 'config'>,
  publicId: string,
): Promise<ChangePage> {
  const loaded = await loadBookingManageAndSchool(deps, publicId);
  if (!loaded) return { kind: 'notFound' };
  const { manage, school } = loaded;
  const { status } = manage.booking;
  if (status === 'cancelled' || status === 'completed') return { kind: 'closed', manage };
  if (manage.change?.status === 'pending') return { kind: 'pending', manage };
  if (!school) return { kind: 'schoolGone', manage };
  const [places, rates] = await Promise.all([getPlaces(deps.db), getRates(deps.db)]);
  const data = schoolPageData(school, {
    culture: manage.booking.culture,
    places,
    stars: [],
    newest: undefined,
    blobStorageUrl: deps.config.blobStorageUrl,
    today: isoDay(deps.clock()),
  });
  return { kind: 'open', manage, school: data, rates };
}

import type { QueryParamsLike } from '#domain/cart/parse-cart-query.ts';
import { findBookingByPublicId } from '#server/bookings/queries/find-booking-by-public-id.ts';
import { findSchoolById } from '#server/catalogue/index.ts';
import type { BookingDeps } from '../booking-deps.ts';
import { priceBookingChange, type PricedChange } from './price-booking-change.ts';

export type PreviewChangeOutcome =
  | PricedChange
  /** Cancelled or completed: nothing left to change. */
  | { kind: 'closed' }
  /** The school left the catalogue: its prices cannot be read any more. */
  | { kind: 'schoolGone' }
  | { kind: 'notFound' };

/** The change page's preview: what the changed stay would cost beside what was booked. Nothing is stored. */
export async function previewBookingChange(
  deps: Pick<BookingDeps, 'db' | 'clock'>,
  request: { publicId: string; cart: QueryParamsLike },
): Promise<PreviewChangeOutcome> {
  const row = await findBookingByPublicId(deps.db, request.publicId);
  if (!row) return { kind: 'notFound' };
  if (row.status === 'cancelled' || row.status === 'completed') return { kind: 'closed' };
  const school = await findSchoolById(deps.db, row.schoolId);
  if (!school) return { kind: 'schoolGone' };
  return priceBookingChange(school, row, request.cart, deps.clock());
}

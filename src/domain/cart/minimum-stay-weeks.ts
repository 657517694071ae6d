import type { AccommodationRules, RoomRules } from './cart-school.ts';
import { roomWeekLimits } from './room-week-limits.ts';

/** The shortest stay in weeks a housing and room accept: the stricter of the two minimums, at least 1. */
export function minimumStayWeeks(accommodation: Pick<AccommodationRules, 'minWeeks'>, room: Pick<RoomRules, 'minWeeks' | 'maxWeeks'> | undefined): number {
  return Math.max(1, accommodation.minWeeks, room ? roomWeekLimits(room).min : 1);
}

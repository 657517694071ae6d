import { isIsoDate } from '../dates/is-iso-date.ts';
import { accommodationStay } from '../pricing/accommodation-stay.ts';
import type { DurationLimit } from './cart-error-types.ts';
import type { RoomRules } from './cart-school.ts';
import { roomWeekLimits } from './room-week-limits.ts';

/**
 * The duration error of a stay in a room, with the limit for the message, or null: weeks =
 * floor((days between start and end + 1) / 7) must lie within the room's minWeeks (at least 1)
 * and maxWeeks (null = unbounded). Unreadable dates are the dates error's business.
 */
export function accommodationDurationError(room: Pick<RoomRules, 'minWeeks' | 'maxWeeks'>, start: string | null, end: string | null): DurationLimit | null {
  if (!isIsoDate(start) || !isIsoDate(end)) return null;
  const { weeks } = accommodationStay(start, end);
  const { min, max } = roomWeekLimits(room);
  if (weeks < min) return { bound: 'min', weeks: min };
  if (max !== null && weeks > max) return { bound: 'max', weeks: max };
  return null;
}

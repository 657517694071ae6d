import type { RoomRules } from './cart-school.ts';
import { roomWeekLimits } from './room-week-limits.ts';

/** Whether a stay of `weeks` weeks fits a room's week limits. */
export function fitsWeekLimits(room: Pick<RoomRules, 'minWeeks' | 'maxWeeks'>, weeks: number): boolean {
  const { min, max } = roomWeekLimits(room);
  return weeks >= min && (max === null || weeks <= max);
}

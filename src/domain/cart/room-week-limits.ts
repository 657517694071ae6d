import type { RoomRules } from './cart-school.ts';

/** A room's duration limits in weeks: minimum at least 1, maximum null = unbounded (spec section 5). */
export function roomWeekLimits(room: Pick<RoomRules, 'minWeeks' | 'maxWeeks'>): { min: number; max: number | null } {
  return { min: Math.max(1, room.minWeeks), max: room.maxWeeks };
}

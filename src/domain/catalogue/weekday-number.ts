// Apart from zod (primitives.ts builds its weekday schema from these): the browser's cart reads
// them, and a module of zod schemas is never dropped from a bundle.
export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Content writes weekdays in words; the API and Date use 0 = Sunday … 6 = Saturday. */
export function weekdayNumber(day: Weekday): number {
  return WEEKDAYS.indexOf(day);
}

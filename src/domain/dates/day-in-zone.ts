import { wallClock } from './zone-offset.ts';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The calendar day (YYYY-MM-DD) an instant falls on in an IANA time zone. */
export function dayInZone(instant: Date, timeZone: string): string {
  const wall = wallClock(instant, timeZone);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
}

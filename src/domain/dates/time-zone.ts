import { isIsoDate } from './calendar.ts';

const partFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock reading of an instant in an IANA time zone, as numbers. */
export function wallClock(
  instant: Date,
  timeZone: string,
): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** How far a time zone's clocks are ahead of UTC at an instant, in milliseconds (negative west of Greenwich). */
export function zoneOffset(instant: Date, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const whole = Math.floor(instant.getTime() / 1000) * 1000;
  return asUtc - whole;
}

/** Whether a string is an IANA time zone Intl knows ('Europe/Malta'). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value.length > 0;
  } catch {
    return false;
  }
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The calendar day (YYYY-MM-DD) an instant falls on in an IANA time zone. */
export function dayInZone(instant: Date, timeZone: string): string {
  const wall = wallClock(instant, timeZone);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
}

/**
 * The first instant of a calendar day (YYYY-MM-DD) in an IANA time zone: its midnight, or, where
 * the clocks jump over midnight (a few zones change their clocks at 00:00), the first minute that
 * exists that day.
 */
export function startOfDayInZone(date: string, timeZone: string): Date {
  if (!isIsoDate(date)) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  const wallMidnight = Date.parse(`${date}T00:00:00.000Z`);
  // Two rounds settle the offset on either side of a clock change.
  let candidate = wallMidnight - zoneOffset(new Date(wallMidnight), timeZone);
  candidate = wallMidnight - zoneOffset(new Date(candidate), timeZone);
  // A midnight that does not exist (clocks sprang forward at 00:00) reads as the previous day: the day begins at the jump.
  const offsetAfter = zoneOffset(new Date(candidate), timeZone);
  if (candidate + offsetAfter < wallMidnight) candidate = wallMidnight - offsetAfter;
  return new Date(candidate);
}

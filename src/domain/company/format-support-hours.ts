import type { Culture } from '../culture.ts';
import { intlLocale } from '../intl-locale.ts';
import type { Company } from './company-schema.ts';

// A Monday at noon UTC: ISO weekday n is this day plus n − 1.
const MONDAY = Date.UTC(2026, 0, 5, 12);
const DAY_MS = 86_400_000;

/**
 * The support hours in a culture's words: the weekdays (a run as 'Mon–Sat'), the times, and the
 * zone they are in ('United Kingdom Time'), each as Intl names them, so every culture reads its own.
 */
export function formatSupportHours(
  hours: Company['supportHours'],
  culture: Culture,
): { days: string; times: string; zone: string } {
  const locale = intlLocale(culture);
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const dayName = (iso: number) => weekday.format(new Date(MONDAY + (iso - 1) * DAY_MS));
  const days = [...new Set(hours.days)].sort((a, b) => a - b);
  const run = days.every((day, index) => index === 0 || day === days[index - 1]! + 1);
  const dayText =
    run && days.length > 2 ? `${dayName(days[0]!)}–${dayName(days.at(-1)!)}` : days.map(dayName).join(', ');
  const at = (time: string) => new Date(Date.UTC(2026, 0, 5, Number(time.slice(0, 2)), Number(time.slice(3, 5))));
  const times = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).formatRange(
    at(hours.opens),
    at(hours.closes),
  );
  const zone =
    new Intl.DateTimeFormat(locale, { timeZone: hours.timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date(MONDAY))
      .find((part) => part.type === 'timeZoneName')?.value ?? hours.timeZone;
  return { days: dayText, times, zone };
}

import type { Culture } from '../culture.ts';
import { intlLocale } from '../intl-locale.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant as the culture writes a date and a time on the clocks of a time zone, naming the
 * zone the way the culture does ('27 November 2026 at 23:59 CET'), so that two readings of one
 * instant (the school's and the visitor's) cannot be mistaken for each other.
 */
export function formatMomentInZone(instant: Date, culture: Culture, timeZone: string): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError('not an instant');
  const key = `${culture} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocale(culture), {
      timeZone,
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    formatters.set(key, formatter);
  }
  return formatter.format(instant);
}

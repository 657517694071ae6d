import type { Culture } from '../culture.ts';
import { intlLocale } from '../intl-locale.ts';

const formatters = new Map<Culture, Intl.DateTimeFormat>();

// Intl rather than dayjs's format: the long month names of eight cultures come with the platform, not as locale files.
/**
 * An instant as the culture writes a date and time, in UTC and saying so ('24 November 2026 at
 * 03:10 UTC'): the mails and pages that tell when something was asked for cannot know the
 * reader's time zone, and must not look like they do.
 */
export function formatMoment(isoInstant: string, culture: Culture): string {
  const instant = new Date(isoInstant);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`not an instant: ${isoInstant}`);
  let formatter = formatters.get(culture);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocale(culture), {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'UTC',
    });
    formatters.set(culture, formatter);
  }
  return `${formatter.format(instant)} UTC`;
}

/** An agency mail's moment: formatMoment in English, or a dash for one that has not happened. */
export function agencyMoment(isoInstant: string | null): string {
  return isoInstant ? formatMoment(isoInstant, 'en') : '—';
}

const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant as the culture writes a date and a time on the clocks of a time zone, naming the
 * zone the way the culture does ('27 November 2026 at 23:59 CET'), so that two readings of one
 * instant (the school's and the visitor's) cannot be mistaken for each other.
 */
export function formatMomentInZone(instant: Date, culture: Culture, timeZone: string): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError('not an instant');
  const key = `${culture} ${timeZone}`;
  let formatter = zoneFormatters.get(key);
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
    zoneFormatters.set(key, formatter);
  }
  return formatter.format(instant);
}

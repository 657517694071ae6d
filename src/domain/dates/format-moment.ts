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

import type { Culture } from '../culture.ts';
import { intlLocale } from '../intl-locale.ts';

const formatters = new Map<Culture, Intl.DateTimeFormat>();

// Intl rather than dayjs's format: Intl knows each culture's order and separators without locale files to ship.
/** Shows a YYYY-MM-DD date as the culture writes it: dd/mm/yyyy, dd.mm.yyyy or yyyy/mm/dd (zh). */
export function formatDate(isoDate: string, culture: Culture): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${isoDate}`);
  let formatter = formatters.get(culture);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocale(culture), {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    });
    formatters.set(culture, formatter);
  }
  return formatter.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

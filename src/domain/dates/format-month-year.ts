import type { Culture } from '../culture.ts';
import { intlLocale } from '../intl-locale.ts';

const formatters = new Map<Culture, Intl.DateTimeFormat>();

/** The month and year of a YYYY-MM-DD date as the culture names them ("March 2027", "März 2027", "2027年3月"). */
export function formatMonthYear(isoDate: string, culture: Culture): string {
  const match = /^(\d{4})-(\d{2})/.exec(isoDate);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${isoDate}`);
  let formatter = formatters.get(culture);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocale(culture), { month: 'long', year: 'numeric', timeZone: 'UTC' });
    formatters.set(culture, formatter);
  }
  return formatter.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}

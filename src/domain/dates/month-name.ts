import type { Culture } from '../culture.ts';
import { intlLocale } from '../intl-locale.ts';

const monthNames = new Map<Culture, string[]>();

/** The name of a calendar month (1–12) standing alone, as the culture writes it ("July", "июль", "7月"). */
export function monthName(month: number, culture: Culture): string {
  let names = monthNames.get(culture);
  if (!names) {
    const format = new Intl.DateTimeFormat(intlLocale(culture), { month: 'long', timeZone: 'UTC' });
    names = Array.from({ length: 12 }, (_, index) => format.format(new Date(Date.UTC(2024, index, 1))));
    monthNames.set(culture, names);
  }
  const name = names[month - 1];
  if (name === undefined) throw new RangeError(`not a month from 1 to 12: ${month}`);
  return name;
}

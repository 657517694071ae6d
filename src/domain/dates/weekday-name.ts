import type { Culture } from '../culture.ts';
import { intlLocale } from '../intl-locale.ts';

// Intl formatters are costly to create (the build names weekdays on thousands of pages): one list per culture.
const names = new Map<Culture, string[]>();

/** The name of a weekday (0 = Sunday … 6 = Saturday) in a culture, as Intl writes it. */
export function weekdayName(day: number, culture: Culture): string {
  if (!Number.isInteger(day) || day < 0 || day > 6) throw new RangeError(`weekday must be 0…6, got ${day}`);
  let week = names.get(culture);
  if (!week) {
    const format = new Intl.DateTimeFormat(intlLocale(culture), { weekday: 'long', timeZone: 'UTC' });
    // 2024-01-07 was a Sunday.
    week = Array.from({ length: 7 }, (_, index) => format.format(new Date(Date.UTC(2024, 0, 7 + index))));
    names.set(culture, week);
  }
  return week[day]!;
}

import type { Culture } from '../culture.ts';
import { intlLocale } from '../intl-locale.ts';

/** The name of a weekday (0 = Sunday … 6 = Saturday) in a culture, as Intl writes it. */
export function weekdayName(day: number, culture: Culture): string {
  if (!Number.isInteger(day) || day < 0 || day > 6) throw new RangeError(`weekday must be 0…6, got ${day}`);
  // 2024-01-07 was a Sunday.
  return new Intl.DateTimeFormat(intlLocale(culture), { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 7 + day)));
}

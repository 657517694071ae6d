import type { Culture } from '../culture.ts';
import { intlLocale } from '../intl-locale.ts';

const toInstant = (clock: string) => {
  const [hours, minutes] = clock.split(':').map(Number);
  return new Date(Date.UTC(2024, 0, 1, hours, minutes));
};

/** A span of the day ("09:00"–"12:15") as the culture writes it: 24 or 12 hours, its dash and spacing. */
export function formatTimeRange(start: string, end: string, culture: Culture): string {
  return new Intl.DateTimeFormat(intlLocale(culture), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).formatRange(toInstant(start), toInstant(end));
}

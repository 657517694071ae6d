import type { Culture } from '../culture.ts';
import { intlLocale } from '../intl-locale.ts';

const toInstant = (clock: string) => {
  const [hours, minutes] = clock.split(':').map(Number);
  return new Date(Date.UTC(2024, 0, 1, hours, minutes));
};

// Creating an Intl formatter costs far more than using one; the build formats thousands of times.
// formatRange itself is slow too, and timetables repeat a few spans: each is written once per culture.
const formats = new Map<Culture, Intl.DateTimeFormat>();
const written = new Map<string, string>();

/** A span of the day ("09:00"–"12:15") as the culture writes it: 24 or 12 hours, its dash and spacing. */
export function formatTimeRange(start: string, end: string, culture: Culture): string {
  const key = `${culture} ${start} ${end}`;
  const known = written.get(key);
  if (known !== undefined) return known;
  let format = formats.get(culture);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(culture), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    formats.set(culture, format);
  }
  const text = format.formatRange(toInstant(start), toInstant(end));
  written.set(key, text);
  return text;
}

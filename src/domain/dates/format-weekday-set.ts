import type { Culture } from '../culture.ts';
import { intlLocale } from '../intl-locale.ts';

// Intl formats no range of weekdays; Chinese joins one with 至 ("周一至周五"), the others with a dash.
const RANGE_JOINER: Partial<Record<Culture, string>> = { zh: '至' };

/**
 * A set of weekdays (0 = Sunday … 6 = Saturday) in short Intl names: three or more days in a row
 * become a range ("Mon–Fri"), the rest a list the culture's way ("Tue and Thu").
 */
export function formatWeekdaySet(days: readonly number[], culture: Culture): string {
  const locale = intlLocale(culture);
  const name = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  // 2024-01-07 was a Sunday; the week is read Monday first, as timetables are.
  const short = (day: number) => name.format(new Date(Date.UTC(2024, 0, 7 + day)));
  const order = [...new Set(days)].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
  const runs: number[][] = [];
  for (const day of order) {
    const run = runs.at(-1);
    if (run && (run.at(-1)! + 1) % 7 === day) run.push(day);
    else runs.push([day]);
  }
  const parts = runs.flatMap((run) => (run.length >= 3 ? [`${short(run[0]!)}${RANGE_JOINER[culture] ?? '–'}${short(run.at(-1)!)}`] : run.map(short)));
  return new Intl.ListFormat(locale, { type: 'conjunction', style: 'short' }).format(parts);
}

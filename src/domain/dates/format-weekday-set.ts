import type { Culture } from '../culture.ts';
import { intlLocale } from '../intl-locale.ts';

// Intl formats no range of weekdays; Chinese joins one with 至 ("周一至周五"), the others with a dash.
const RANGE_JOINER: Partial<Record<Culture, string>> = { zh: '至' };

// Creating Intl formatters costs far more than using them; the build formats thousands of schedules.
const shortNames = new Map<Culture, string[]>();
const lists = new Map<Culture, Intl.ListFormat>();

function shortNamesOf(culture: Culture): string[] {
  let week = shortNames.get(culture);
  if (!week) {
    const format = new Intl.DateTimeFormat(intlLocale(culture), { weekday: 'short', timeZone: 'UTC' });
    // 2024-01-07 was a Sunday.
    week = Array.from({ length: 7 }, (_, day) => format.format(new Date(Date.UTC(2024, 0, 7 + day))));
    shortNames.set(culture, week);
  }
  return week;
}

function listOf(culture: Culture): Intl.ListFormat {
  let list = lists.get(culture);
  if (!list) {
    list = new Intl.ListFormat(intlLocale(culture), { type: 'conjunction', style: 'short' });
    lists.set(culture, list);
  }
  return list;
}

/**
 * A set of weekdays (0 = Sunday … 6 = Saturday) in short Intl names: three or more days in a row
 * become a range ("Mon–Fri"), the rest a list the culture's way ("Tue and Thu").
 */
export function formatWeekdaySet(days: readonly number[], culture: Culture): string {
  const week = shortNamesOf(culture);
  const short = (day: number) => week[day]!;
  // The week is read Monday first, as timetables are.
  const order = [...new Set(days)].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
  const runs: number[][] = [];
  for (const day of order) {
    const run = runs.at(-1);
    if (run && (run.at(-1)! + 1) % 7 === day) run.push(day);
    else runs.push([day]);
  }
  const parts = runs.flatMap((run) =>
    run.length >= 3 ? [`${short(run[0]!)}${RANGE_JOINER[culture] ?? '–'}${short(run.at(-1)!)}`] : run.map(short),
  );
  return listOf(culture).format(parts);
}

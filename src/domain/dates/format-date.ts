// Days, months, weekdays and hours of the day as each culture writes them.
// Intl rather than dayjs's format: Intl knows each culture's order, separators and names without
// locale files to ship. Creating an Intl formatter costs far more than using one, and the build
// formats thousands of times: every formatter is made once per culture and kept.
import type { Culture } from '../culture.ts';
import { intlLocale } from '../intl-locale.ts';

const dateFormatters = new Map<Culture, Intl.DateTimeFormat>();

/** Shows a YYYY-MM-DD date as the culture writes it: dd/mm/yyyy, dd.mm.yyyy or yyyy/mm/dd (zh). */
export function formatDate(isoDate: string, culture: Culture): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${isoDate}`);
  let formatter = dateFormatters.get(culture);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocale(culture), {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dateFormatters.set(culture, formatter);
  }
  return formatter.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

const monthYearFormatters = new Map<Culture, Intl.DateTimeFormat>();

/** The month and year of a YYYY-MM-DD date as the culture names them ("March 2027", "März 2027", "2027年3月"). */
export function formatMonthYear(isoDate: string, culture: Culture): string {
  const match = /^(\d{4})-(\d{2})/.exec(isoDate);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${isoDate}`);
  let formatter = monthYearFormatters.get(culture);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocale(culture), { month: 'long', year: 'numeric', timeZone: 'UTC' });
    monthYearFormatters.set(culture, formatter);
  }
  return formatter.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}

const longWeekdayNames = new Map<Culture, string[]>();
const shortWeekdayNames = new Map<Culture, string[]>();

function weekNames(culture: Culture, style: 'long' | 'short'): string[] {
  const kept = style === 'long' ? longWeekdayNames : shortWeekdayNames;
  let week = kept.get(culture);
  if (!week) {
    const format = new Intl.DateTimeFormat(intlLocale(culture), { weekday: style, timeZone: 'UTC' });
    // 2024-01-07 was a Sunday.
    week = Array.from({ length: 7 }, (_, day) => format.format(new Date(Date.UTC(2024, 0, 7 + day))));
    kept.set(culture, week);
  }
  return week;
}

/** The name of a weekday (0 = Sunday … 6 = Saturday) in a culture, as Intl writes it. */
export function weekdayName(day: number, culture: Culture): string {
  if (!Number.isInteger(day) || day < 0 || day > 6) throw new RangeError(`weekday must be 0…6, got ${day}`);
  return weekNames(culture, 'long')[day]!;
}

// Intl formats no range of weekdays; Chinese joins one with 至 ("周一至周五"), the others with a dash.
const RANGE_JOINER: Partial<Record<Culture, string>> = { zh: '至' };
const lists = new Map<Culture, Intl.ListFormat>();

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
  const week = weekNames(culture, 'short');
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

const toInstant = (clock: string) => {
  const [hours, minutes] = clock.split(':').map(Number);
  return new Date(Date.UTC(2024, 0, 1, hours, minutes));
};

// formatRange itself is slow too, and timetables repeat a few spans: each is written once per culture.
const timeFormats = new Map<Culture, Intl.DateTimeFormat>();
const writtenSpans = new Map<string, string>();

/** A span of the day ("09:00"–"12:15") as the culture writes it: 24 or 12 hours, its dash and spacing. */
export function formatTimeRange(start: string, end: string, culture: Culture): string {
  const key = `${culture} ${start} ${end}`;
  const known = writtenSpans.get(key);
  if (known !== undefined) return known;
  let format = timeFormats.get(culture);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(culture), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    timeFormats.set(culture, format);
  }
  const text = format.formatRange(toInstant(start), toInstant(end));
  writtenSpans.set(key, text);
  return text;
}

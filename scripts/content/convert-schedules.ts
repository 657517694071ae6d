// One-off migration (issue 13): turns the free-text `schedule` of every course price in
// content/schools/*.json (and the test fixtures) into the structured schedule of
// src/domain/catalogue/schedule-schema.ts. Fails on any text it cannot read, so nothing is guessed.
// Usage: node scripts/content/convert-schedules.ts <dir-with-school-files>...
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { scheduleSchema, type Schedule, type ScheduleActivity, type ScheduleSession } from '#domain/catalogue/schedule-schema.ts';
import { WEEKDAYS, type Weekday } from '#domain/catalogue/weekday-number.ts';

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const DAY = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)';
const DAYS = `${DAY}(?:(?:–|/|, | and )${DAY})*`;
const TIME = '\\d\\d:\\d\\d';
const LEADING: Record<string, ScheduleActivity> = {
  activities: 'activities',
  workshops: 'workshops',
  'campus programme': 'campus-programme',
  sailing: 'sailing',
  cooking: 'cooking',
  drawing: 'drawing',
};
const TRAILING: Record<string, ScheduleActivity> = {
  group: 'group-lessons',
  'one-to-one': 'one-to-one',
  'film workshop': 'film-workshop',
  'project workshop': 'project-workshop',
  lectures: 'lectures',
  'with working lunch': 'working-lunch',
};
const SESSION = new RegExp(
  `(?:(${Object.keys(LEADING).join('|')}) )?(?:(${DAYS}) )?(${TIME})–(${TIME})(?: (${DAYS}))?(?: (${Object.keys(TRAILING).join('|')}|by arrangement))?`,
  'g',
);

/** Texts whose words are not a plain list of sessions, read by hand once. */
const BY_HAND: Record<string, Schedule> = {
  'afternoons by arrangement': { sessions: [{ partsOfDay: ['afternoon'], byArrangement: true }] },
  'Mon–Fri, 2 lessons a day, times by arrangement': { sessions: [{ days: weekdays('Mon–Fri'), lessonsPerDay: 2, byArrangement: true }] },
  'Mon–Fri, 4 lessons a day, times by arrangement': { sessions: [{ days: weekdays('Mon–Fri'), lessonsPerDay: 4, byArrangement: true }] },
  '09:30–13:00 + afternoon visits': { sessions: [{ start: '09:30', end: '13:00' }, { partsOfDay: ['afternoon'], activity: 'visits' }] },
  'Mon–Fri 09:00–12:15, activities 13:30–17:30 and evenings': {
    sessions: [{ days: weekdays('Mon–Fri'), start: '09:00', end: '12:15' }, { start: '13:30', end: '17:30', activity: 'activities' }, { partsOfDay: ['evening'], activity: 'activities' }],
  },
  'Mon–Fri 09:00–12:15, surfing Tue and Thu afternoons': {
    sessions: [{ days: weekdays('Mon–Fri'), start: '09:00', end: '12:15' }, { days: weekdays('Tue and Thu'), partsOfDay: ['afternoon'], activity: 'surfing' }],
  },
  'Mon–Fri 09:00–12:30, shows in the afternoons and evenings': {
    sessions: [{ days: weekdays('Mon–Fri'), start: '09:00', end: '12:30' }, { partsOfDay: ['afternoon', 'evening'], activity: 'shows' }],
  },
};

function weekdays(text: string): Weekday[] {
  const range = /^(\w{3})–(\w{3})$/.exec(text);
  if (range) {
    const from = DAY_NAMES.indexOf(range[1]!);
    const to = DAY_NAMES.indexOf(range[2]!);
    if (from < 0 || to < from) throw new Error(`cannot read days '${text}'`);
    return WEEKDAYS.slice(from, to + 1);
  }
  return text.split(/\/|, | and /).map((name) => {
    const index = DAY_NAMES.indexOf(name);
    if (index < 0) throw new Error(`cannot read day '${name}' in '${text}'`);
    return WEEKDAYS[index]!;
  });
}

/** The structured form of one free-text schedule; throws when a word would be lost. */
export function convertSchedule(text: string): Schedule {
  const byHand = BY_HAND[text];
  if (byHand) return scheduleSchema.parse(byHand);
  const leadArrangement = /^By arrangement, /.exec(text);
  const body = leadArrangement ? text.slice(leadArrangement[0].length) : text;
  const sessions: ScheduleSession[] = [];
  let rest = '';
  let last = 0;
  for (const match of body.matchAll(SESSION)) {
    rest += body.slice(last, match.index);
    last = match.index + match[0].length;
    const [, lead, daysBefore, start, end, daysAfter, trail] = match;
    const days = daysBefore ?? daysAfter;
    const session: ScheduleSession = { ...(days ? { days: weekdays(days) } : {}), start: start!, end: end! };
    const activity = (lead ? LEADING[lead] : undefined) ?? (trail && trail !== 'by arrangement' ? TRAILING[trail] : undefined);
    if (activity) session.activity = activity;
    if (trail === 'by arrangement' || leadArrangement) session.byArrangement = true;
    sessions.push(session);
  }
  rest += body.slice(last);
  const separators = rest.split(/, | \+ | or /).filter((piece) => piece !== '');
  if (sessions.length === 0 || separators.length > 0) throw new Error(`cannot read schedule '${text}' (left over: '${rest}')`);
  return scheduleSchema.parse({ sessions, ...(/ or /.test(rest) ? { choice: 'one' } : {}) });
}

type Json = Record<string, unknown>;

function convertFile(path: string): number {
  const school = JSON.parse(readFileSync(path, 'utf8')) as { courses: { courseWeeks: { prices: Json[] }[] }[] };
  let changed = 0;
  for (const course of school.courses)
    for (const range of course.courseWeeks)
      for (const option of range.prices)
        if (typeof option.schedule === 'string') {
          option.schedule = convertSchedule(option.schedule);
          changed++;
        }
  if (changed > 0) writeFileSync(path, `${JSON.stringify(school, null, 2)}\n`);
  return changed;
}

if (import.meta.main) {
  let total = 0;
  for (const dir of process.argv.slice(2))
    for (const name of readdirSync(dir).filter((file) => file.endsWith('.json')).sort()) total += convertFile(join(dir, name));
  console.log(`${total} schedules converted`);
}

import type { Culture } from '../domain/culture.ts';
import type { Schedule, ScheduleSession } from '../domain/catalogue/schedule-schema.ts';
import { weekdayNumber } from '../domain/catalogue/weekday-number.ts';
import { formatTimeRange, formatWeekdaySet } from '../domain/dates/format-date.ts';
import { intlLocale } from '../domain/intl-locale.ts';
import type { Translate } from './translate-with-dictionary.ts';

/** The dictionary keys a schedule is written with (the cart island picks this prefix). */
export const SCHEDULE_KEY_PREFIX = 'schedule.';

// Creating an Intl.ListFormat costs far more than using one; the build writes thousands of schedules.
const lists = new Map<string, Intl.ListFormat>();

function listFormat(culture: Culture, type: 'conjunction' | 'disjunction'): Intl.ListFormat {
  const key = `${culture} ${type}`;
  let list = lists.get(key);
  if (!list) {
    list = new Intl.ListFormat(intlLocale(culture), { type });
    lists.set(key, list);
  }
  return list;
}

function formatSession(session: ScheduleSession, culture: Culture, t: Translate): string {
  const list = listFormat(culture, 'conjunction');
  const when = [
    session.days ? formatWeekdaySet(session.days.map(weekdayNumber), culture) : undefined,
    session.start && session.end ? formatTimeRange(session.start, session.end, culture) : undefined,
    session.partsOfDay ? list.format(session.partsOfDay.map((part) => t(`schedule.partOfDay.${part}`))) : undefined,
  ].filter((part) => part !== undefined);
  const pieces = [
    when.join(' '),
    session.lessonsPerDay !== undefined ? t('schedule.lessonsPerDay', { count: session.lessonsPerDay }) : '',
    session.byArrangement ? t('schedule.byArrangement') : '',
  ].filter((piece) => piece !== '');
  const text = pieces.join(t('schedule.pieceSeparator'));
  return session.activity && session.activity !== 'lessons'
    ? t('schedule.activityAt', { activity: t(`schedule.activity.${session.activity}`), when: text })
    : text;
}

/**
 * A lesson schedule in a culture's words: weekday names and times by Intl (24 or 12 hours as the
 * culture writes them), the few words a timetable needs from the dictionary.
 */
export function formatSchedule(schedule: Schedule, culture: Culture, t: Translate): string {
  const sessions = schedule.sessions.map((session) => formatSession(session, culture, t));
  // Sessions that add up are separated like a timetable's lines (a list's "and" would blur into
  // the weekday lists inside them); a choice between sessions reads "A or B".
  if (schedule.choice === 'one') return listFormat(culture, 'disjunction').format(sessions);
  return sessions.join(t('schedule.sessionSeparator'));
}

import { MAX_QUERY_WEEKS } from '../cart/cart-query-schema.ts';
import { writeSchoolIds } from './shortlist-ids.ts';

/** The housing a comparison asks for: none, or a kind the catalogue's housing types fall under. */
export const COMPARE_HOUSINGS = ['none', 'homestay', 'residence'] as const;
export type CompareHousing = (typeof COMPARE_HOUSINGS)[number];

export const COMPARE_ROOMS = ['single', 'shared'] as const;
export type CompareRoom = (typeof COMPARE_ROOMS)[number];

/**
 * The visitor's own choices a comparison prices every school at (issue 35): the course length,
 * the month the course starts in (null: each school's opening start), the lessons a week (each
 * school's nearest option), and the housing and room.
 */
export interface CompareChoices {
  weeks: number;
  /** YYYY-MM. */
  month: string | null;
  lessons: number;
  housing: CompareHousing;
  room: CompareRoom;
}

/** What a comparison opens with: a month-long standard course without housing. */
export const DEFAULT_COMPARE_CHOICES: CompareChoices = {
  weeks: 4,
  month: null,
  lessons: 20,
  housing: 'none',
  room: 'single',
};

/** The query keys of the choices, in the order they are written. */
export const COMPARE_CHOICE_KEYS = ['weeks', 'month', 'lessons', 'housing', 'room'] as const;
export type CompareChoiceKey = (typeof COMPARE_CHOICE_KEYS)[number];

const WHOLE = /^\d{1,4}$/;
const MONTH = /^(2\d{3})-(0[1-9]|1[0-2])$/;

/** How many lessons a week a comparison may ask for: more is a typo, not a course. */
export const MAX_LESSONS = 60;

/**
 * Reads the choices from a comparison's address; a key left out takes its default, a key with a
 * value that cannot be read is refused naming the key (the page shows it, the API answers 400).
 */
export function readCompareChoices(params: {
  get(key: string): string | null;
}): { ok: true; choices: CompareChoices } | { ok: false; key: CompareChoiceKey; problem: string } {
  const choices = { ...DEFAULT_COMPARE_CHOICES };
  const weeks = params.get('weeks');
  if (weeks !== null && weeks !== '') {
    if (!WHOLE.test(weeks) || Number(weeks) < 1 || Number(weeks) > MAX_QUERY_WEEKS)
      return { ok: false, key: 'weeks', problem: `must be a whole number of weeks from 1 to ${MAX_QUERY_WEEKS}` };
    choices.weeks = Number(weeks);
  }
  const month = params.get('month');
  if (month !== null && month !== '') {
    if (!MONTH.test(month)) return { ok: false, key: 'month', problem: 'must be a month written YYYY-MM' };
    choices.month = month;
  }
  const lessons = params.get('lessons');
  if (lessons !== null && lessons !== '') {
    if (!WHOLE.test(lessons) || Number(lessons) < 1 || Number(lessons) > MAX_LESSONS)
      return { ok: false, key: 'lessons', problem: `must be a whole number from 1 to ${MAX_LESSONS}` };
    choices.lessons = Number(lessons);
  }
  const housing = params.get('housing');
  if (housing !== null && housing !== '') {
    if (!(COMPARE_HOUSINGS as readonly string[]).includes(housing))
      return { ok: false, key: 'housing', problem: `must be one of ${COMPARE_HOUSINGS.join(', ')}` };
    choices.housing = housing as CompareHousing;
  }
  const room = params.get('room');
  if (room !== null && room !== '') {
    if (!(COMPARE_ROOMS as readonly string[]).includes(room))
      return { ok: false, key: 'room', problem: `must be one of ${COMPARE_ROOMS.join(', ')}` };
    choices.room = room as CompareRoom;
  }
  return { ok: true, choices };
}

/** The choices as query pairs, the defaults left out, in a fixed order (a shared link stays short). */
export function writeCompareChoices(choices: CompareChoices): [CompareChoiceKey, string][] {
  const pairs: [CompareChoiceKey, string][] = [];
  for (const key of COMPARE_CHOICE_KEYS) {
    const value = choices[key];
    if (value !== null && value !== DEFAULT_COMPARE_CHOICES[key]) pairs.push([key, String(value)]);
  }
  return pairs;
}

/** The months a comparison offers to start in: this one and the next ones, as YYYY-MM. */
export function compareMonths(now: Date, count = 12): string[] {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, month + index, 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/** A comparison's query, as its page and the API read it: the schools first, then the choices that differ from the defaults. */
export function compareQuery(ids: readonly number[], choices: CompareChoices): string {
  // Commas as they are (a query may carry them): the shared link stays readable.
  const choicePairs = new URLSearchParams(writeCompareChoices(choices)).toString();
  return `s=${writeSchoolIds(ids)}${choicePairs === '' ? '' : `&${choicePairs}`}`;
}

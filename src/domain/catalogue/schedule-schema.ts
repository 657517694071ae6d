import { z } from 'zod';
import { weekday } from './primitives.ts';

/** A time of day as the school's timetable writes it, 24-hour: "09:15". */
export const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'must be a time written HH:MM (24-hour)' });

/**
 * What a session holds when it is not the course's lessons. A closed list, so every label is
 * translated once in the dictionaries instead of per school.
 */
export const SCHEDULE_ACTIVITIES = [
  'lessons',
  'group-lessons',
  'one-to-one',
  'working-lunch',
  'activities',
  'workshops',
  'project-workshop',
  'film-workshop',
  'lectures',
  'campus-programme',
  'visits',
  'shows',
  'sailing',
  'surfing',
  'cooking',
  'drawing',
] as const;
export type ScheduleActivity = (typeof SCHEDULE_ACTIVITIES)[number];

export const PARTS_OF_DAY = ['morning', 'afternoon', 'evening'] as const;
export type PartOfDay = (typeof PARTS_OF_DAY)[number];

/**
 * One block of the timetable. Times are data, so each culture writes them its own way; a block
 * without times says when in words the dictionaries translate (afternoons, by arrangement).
 */
export const scheduleSessionSchema = z
  .strictObject({
    /** Absent: the days are not stated (the course's own days apply). */
    days: z.array(weekday).min(1).optional(),
    start: clockTime.optional(),
    end: clockTime.optional(),
    partsOfDay: z.array(z.enum(PARTS_OF_DAY)).min(1).optional(),
    lessonsPerDay: z.number().int().positive().optional(),
    byArrangement: z.boolean().optional(),
    activity: z.enum(SCHEDULE_ACTIVITIES).optional(),
  })
  .refine((session) => (session.start === undefined) === (session.end === undefined), {
    error: 'start and end go together',
  })
  .refine((session) => session.start === undefined || session.end === undefined || session.start < session.end, {
    error: 'end must be after start',
    path: ['end'],
  })
  .refine(
    (session) =>
      session.start !== undefined ||
      session.partsOfDay !== undefined ||
      session.lessonsPerDay !== undefined ||
      session.byArrangement === true,
    {
      error: 'needs times (start, end), partsOfDay, lessonsPerDay or byArrangement',
    },
  );

/**
 * When the lessons of a price option take place. `choice: 'one'` means the student picks one of
 * the sessions (a morning or an afternoon shift); otherwise the sessions add up.
 */
export const scheduleSchema = z.strictObject(
  {
    sessions: z.array(scheduleSessionSchema).min(1, { error: 'needs at least one session' }),
    choice: z.enum(['all', 'one']).optional(),
  },
  { error: 'must be a schedule object { sessions: [...] }, not free text' },
);

export type ScheduleSession = z.infer<typeof scheduleSessionSchema>;
export type Schedule = z.infer<typeof scheduleSchema>;
